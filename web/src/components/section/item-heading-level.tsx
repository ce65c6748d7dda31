import { createContext, type ReactNode, useContext } from 'react';

/** The heading level of an item of a list or grid (an article, a person, a step). */
export type ItemHeadingLevel = 2 | 3 | 4;

/** Outside a band, items sit under a section heading of level 2, as most of the site's lists do. */
const ItemHeadingLevelContext = createContext<ItemHeadingLevel>(3);

/**
 * Sets the level of the item headings inside a band: one below the band's heading, or the band's own
 * level when it has no heading (a list right under the page's h1 has h2 items: headings never skip a level).
 */
export function ItemHeadingLevelProvider({ level, children }: { level: ItemHeadingLevel; children: ReactNode }) {
  return <ItemHeadingLevelContext value={level}>{children}</ItemHeadingLevelContext>;
}

export function useItemHeadingLevel(): ItemHeadingLevel {
  return useContext(ItemHeadingLevelContext);
}
