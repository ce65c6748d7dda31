import type { ReactNode } from 'react';
import { useLang } from '../../i18n/lang-context.tsx';
import type { PageProps } from '../../routing/page-props.ts';
import { Blocks, type Slots } from '../blocks/blocks.tsx';
import { RouteBanner } from '../page-banner/route-banner.tsx';
import { SalesContact } from '../sales-contact/sales-contact.tsx';
import type { SectionTone } from '../section/section.tsx';
import { SiblingLinks } from '../sibling-links/sibling-links.tsx';
import { PageIntro } from './page-intro.tsx';

interface Props extends PageProps {
  /** What the page's own component puts in the `slot` blocks of its copy. */
  slots?: Slots;
  /** Parts after the blocks (e.g. a dialog). */
  children?: ReactNode;
  /** Off for pages that stand apart from a menu group. */
  siblings?: boolean;
}

/** Parts any page's copy may place with a `slot` block, filled from the site settings; a page's own slot of the same name wins. */
const SITE_SLOTS: Slots = { salesContact: <SalesContact /> };
const SITE_SLOT_TONES: Record<string, SectionTone> = { salesContact: 'brand' };

/**
 * The frame of a page: its banner, where it is and its heading, its copy block by block (with the
 * page's own parts in the copy's slots), and the way on to the other pages of its group.
 */
export function ContentPage({ route, copy, slots, children, siblings = true }: Props) {
  const lang = useLang();
  const title = route.kind === 'page' ? route.item.title[lang] : (copy?.title ?? '');
  return (
    <div className="page content-page" data-page={route.kind === 'page' ? route.item.id : undefined}>
      <RouteBanner route={route} />
      <PageIntro route={route} title={title} lead={copy?.description} />
      <Blocks blocks={copy?.blocks ?? []} slots={{ ...SITE_SLOTS, ...slots }} slotTones={SITE_SLOT_TONES} />
      {children}
      {siblings && <SiblingLinks route={route} />}
    </div>
  );
}
