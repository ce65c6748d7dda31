import { SURVEY_RECORD_ROUTE } from '../../lib/record-lists.ts';
import { withQuery } from '../../routing/hash-location.ts';

/** The address of one investor-survey record: `/securities/detail?id=<id>`. */
export const surveyRecordRoute = (id: string) => withQuery(SURVEY_RECORD_ROUTE, '', { id });

/** "华岳证券研究所、长河基金等4家机构" / "Huayue Securities, Changhe Fund and 2 more": the first few names and a count. */
export function institutionsText(
  names: readonly string[],
  shown: number,
  more: (rest: number, total: number) => string,
  separator: string,
): string {
  const head = names.slice(0, shown).join(separator);
  return names.length > shown ? `${head}${more(names.length - shown, names.length)}` : head;
}
