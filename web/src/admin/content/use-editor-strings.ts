import { useLanguage } from '../language.tsx';
import { EDITOR_STRINGS, type EditorStrings } from './editor-strings.ts';

/** The record editor's words in the console's language (apart from the dictionary, which e2e tests read too). */
export const useEditorStrings = (): EditorStrings => EDITOR_STRINGS[useLanguage().lang];
