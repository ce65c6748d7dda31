import { z } from 'zod';

/** The two languages of the site; `zh` is the default. */
export const langSchema = z.enum(['zh', 'en']);
export type Lang = z.infer<typeof langSchema>;
export const DEFAULT_LANG: Lang = 'zh';

/** A text in both languages; English may be missing where the spec keeps a record Chinese-only. */
export type Localized<T = string> = { zh: T; en: T };
