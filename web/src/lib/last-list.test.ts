import { describe, expect, it } from 'vitest';
import { listRouteOf, rememberList } from './last-list.ts';

describe('last list', () => {
  it('returns the fallback until a list remembers itself, then the last one of that key', () => {
    expect(listRouteOf('dynamic', '/welfareDynamics')).toBe('/welfareDynamics');
    rememberList('dynamic', '/welfareDynamics?page=2');
    expect(listRouteOf('dynamic', '/welfareDynamics')).toBe('/welfareDynamics?page=2');
    rememberList('dynamic', '/publicWelfare');
    expect(listRouteOf('dynamic', '/welfareDynamics')).toBe('/publicWelfare');
  });

  it('keeps recruitment news apart from the news centre', () => {
    rememberList('news', '/enterpriseDynamics?tab=media');
    expect(listRouteOf('recruitmentNews', '/recruitConsulting')).toBe('/recruitConsulting');
    rememberList('recruitmentNews', '/recruitConsulting?page=2');
    expect(listRouteOf('recruitmentNews', '/recruitConsulting')).toBe('/recruitConsulting?page=2');
    expect(listRouteOf('news', '/enterpriseDynamics')).toBe('/enterpriseDynamics?tab=media');
  });
});
