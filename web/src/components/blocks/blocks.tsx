import type { Block } from '@muyuan/contract/page-copy';
import type { ReactNode } from 'react';
import { FigureRow } from '../figure-row/figure-row.tsx';
import { SampleNote } from '../sample-note/sample-note.tsx';
import { Section, type SectionTone } from '../section/section.tsx';
import { CardsBlock } from './cards-block.tsx';
import { ChecklistBlock } from './checklist-block.tsx';
import { ContactBlock } from './contact-block.tsx';
import { CtaBlock } from './cta-block.tsx';
import { GalleryBlock } from './gallery-block.tsx';
import { HighlightBlock } from './highlight-block.tsx';
import { StepsBlock } from './steps-block.tsx';
import { TableBlock } from './table-block.tsx';
import { TextBlock } from './text-block.tsx';
import './blocks.css';

/** What a page's own component puts where its copy has a `slot` block, by the slot's name. */
export type Slots = Record<string, ReactNode>;

/** The band each kind of block sits in: figures on a tint, statements and calls to action on the brand colour. */
const TONE: Partial<Record<Block['type'], SectionTone>> = {
  figures: 'muted',
  steps: 'muted',
  highlight: 'brand',
  cta: 'brand',
};

function body(block: Block, slots: Slots): ReactNode {
  switch (block.type) {
    case 'text':
      return <TextBlock block={block} />;
    case 'figures':
      return <FigureRow items={block.items} />;
    case 'steps':
      return <StepsBlock block={block} />;
    case 'cards':
      return <CardsBlock block={block} />;
    case 'highlight':
      return <HighlightBlock block={block} />;
    case 'checklist':
      return <ChecklistBlock block={block} />;
    case 'contact':
      return <ContactBlock block={block} />;
    case 'gallery':
      return <GalleryBlock block={block} />;
    case 'cta':
      return <CtaBlock block={block} />;
    case 'table':
      return <TableBlock block={block} />;
    case 'slot':
      return slots[block.name] ?? null;
  }
}

/**
 * A page's copy, block after block, each in its band with its heading and lead. A `slot` block takes
 * what the page's component gives for its name (a list from the API, a form), so the copy decides
 * where it goes.
 */
export function Blocks({
  blocks,
  slots = {},
  slotTones = {},
}: {
  blocks: readonly Block[];
  slots?: Slots;
  /** The band of a slot, by its name (a call to action sits on the brand colour); plain otherwise. */
  slotTones?: Partial<Record<string, SectionTone>>;
}) {
  return blocks.map((block, i) => {
    const heading = block.type === 'cta' || block.type === 'highlight' ? undefined : block.heading;
    const lead = 'lead' in block ? block.lead : undefined;
    const sample = 'sample' in block ? block.sample : undefined;
    // Blocks have no ids; a page's copy keeps its order, so the position is a stable key.
    const key = `${i}-${block.type}`;
    return (
      <Section
        key={key}
        heading={heading}
        lead={lead}
        tone={(block.type === 'slot' ? slotTones[block.name] : TONE[block.type]) ?? 'plain'}
        className={`block-${block.type}`}
      >
        {sample && <SampleNote text={sample === true ? undefined : sample} />}
        {body(block, slots)}
      </Section>
    );
  });
}
