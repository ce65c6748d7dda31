import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import { SUCCESS_CODE } from '@muyuan/contract/envelope';
import { LANG_HEADER } from '@muyuan/contract/lang';
import { describe, expect, it } from 'vitest';
import { LANG_HEADER_NAME, OK_CODE } from './client.ts';
import { API_PATHS } from './paths.ts';

describe('API paths and protocol constants', () => {
  it.each(Object.entries(API_PATHS))('%s matches the contract', (name, path) => {
    expect(path).toBe(GET_ENDPOINTS[name as keyof typeof GET_ENDPOINTS].path);
  });
  it('uses the contract header name and success code', () => {
    expect(LANG_HEADER_NAME).toBe(LANG_HEADER);
    expect(OK_CODE).toBe(SUCCESS_CODE);
  });
});
