import { MEDIA_CATEGORIES } from '@muyuan/contract/constants';
import type { PageCopy } from '@muyuan/contract/page-copy';

export type VisualItem = NonNullable<PageCopy['items']>[number];
export type CategoryCode = (typeof MEDIA_CATEGORIES)[number]['typeCode'];

/** The category an address asks for (`?type=2`); anything unknown means all. */
export function categoryOf(value: string | null): CategoryCode {
  return MEDIA_CATEGORIES.find((c) => c.typeCode === value)?.typeCode ?? '';
}

/** The items of a category; the empty code (all) keeps every item. */
export function itemsOfCategory(items: readonly VisualItem[], code: CategoryCode): VisualItem[] {
  return code === '' ? [...items] : items.filter((i) => i.typeCode === code);
}
