import { useLanguage } from '../language.tsx';
import { CASE_STRINGS, type CaseStrings } from './case-strings.ts';

/** The case console's words in the console's language (the dictionary stays hook-free for e2e tests). */
export const useCaseStrings = (): CaseStrings => CASE_STRINGS[useLanguage().lang];
