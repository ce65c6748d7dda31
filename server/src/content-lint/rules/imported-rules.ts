import markdownModule from '@textlint/textlint-plugin-markdown';
import type { TextlintPluginCreator, TextlintRuleModule } from '@textlint/types';
import prhModule from 'textlint-rule-prh';
import terminologyModule from 'textlint-rule-terminology';

/**
 * The published textlint rules and the Markdown plugin the lint uses. textlint-rule-prh is CommonJS with an `exports.default`,
 * which Node hands over wrapped (`{ default: rule }`) and bundlers unwrapped; take the rule either way.
 */
function unwrap(imported: unknown, ownKey: string): unknown {
  if (isRecord(imported) && 'default' in imported && !(ownKey in imported)) return imported.default;
  return imported;
}

function ruleModule(imported: unknown, name: string): TextlintRuleModule {
  const candidate = unwrap(imported, 'linter');
  if (typeof candidate === 'function' || (isRecord(candidate) && 'linter' in candidate)) {
    return candidate as TextlintRuleModule;
  }
  throw new Error(`${name} is not a textlint rule module`);
}

function pluginModule(imported: unknown, name: string): TextlintPluginCreator {
  const candidate = unwrap(imported, 'Processor');
  if (isRecord(candidate) && typeof candidate.Processor === 'function')
    return candidate as unknown as TextlintPluginCreator;
  throw new Error(`${name} is not a textlint plugin`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export const prhRule = ruleModule(prhModule, 'textlint-rule-prh');
export const terminologyRule = ruleModule(terminologyModule, 'textlint-rule-terminology');
export const markdownPlugin = pluginModule(markdownModule, '@textlint/textlint-plugin-markdown');
