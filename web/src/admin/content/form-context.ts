import type { MediaFile } from '@muyuan/contract/admin/media';
import { createContext } from 'react';

/** What every field of one form shares. */
export interface FormState {
  /** The server's refusals, by field path (`zh.title`). */
  errors: Readonly<Record<string, string>>;
  /** The reader may change nothing (a viewer). */
  readOnly: boolean;
  /** A file was uploaded into a field: the editor may use what the server read from it (a PDF's title). */
  onUploaded?: (file: MediaFile) => void;
}

export const FormContext = createContext<FormState>({ errors: {}, readOnly: true });

/** The element id of a field, so an error summary can link to it. */
export const fieldId = (path: string): string => `field-${path.replace(/[^A-Za-z0-9_-]/g, '_')}`;
