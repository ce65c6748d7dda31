import type { Lang } from '@muyuan/contract/lang';
import type { BlockOf } from '@muyuan/contract/page-copy';
import { externalHref, type SiteFile, useSite } from '../../content/site.ts';
import { useLang } from '../../i18n/lang-context.tsx';
import { CardGrid, type CardItem } from '../card-grid/card-grid.tsx';

type CardCopy = BlockOf<'cards'>['items'][number];

/**
 * A card of the copy as the grid shows it: an `external` key becomes its address in the site
 * settings in `lang` (no link while the settings are not there yet).
 */
export function cardOfCopy(site: SiteFile | null, { external, ...card }: CardCopy, lang: Lang): CardItem {
  if (!external) return card;
  return site ? { ...card, link: externalHref(site, external, lang) } : card;
}

/** Cards of the copy in a grid; a card may lead to a route, a file or one of the site's external addresses. */
export function CardsBlock({ block }: { block: BlockOf<'cards'> }) {
  const lang = useLang();
  const site = useSite();
  return <CardGrid items={block.items.map((card) => cardOfCopy(site, card, lang))} columns={block.columns ?? 3} />;
}
