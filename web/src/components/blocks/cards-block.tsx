import type { Lang } from '@muyuan/contract/lang';
import type { BlockOf } from '@muyuan/contract/page-copy';
import { externalHref } from '../../content/site.ts';
import { useLang } from '../../i18n/lang-context.tsx';
import { CardGrid, type CardItem } from '../card-grid/card-grid.tsx';

type CardCopy = BlockOf<'cards'>['items'][number];

/** A card of the copy as the grid shows it: an `external` key becomes its site.yaml address in `lang`. */
export function cardOfCopy({ external, ...card }: CardCopy, lang: Lang): CardItem {
  return external ? { ...card, link: externalHref(external, lang) } : card;
}

/** Cards of the copy in a grid; a card may lead to a route, a file or one of the site's external addresses. */
export function CardsBlock({ block }: { block: BlockOf<'cards'> }) {
  const lang = useLang();
  return <CardGrid items={block.items.map((card) => cardOfCopy(card, lang))} columns={block.columns ?? 3} />;
}
