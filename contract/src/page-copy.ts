import { z } from 'zod';
import { mediaPathSchema, siteFileSchema, textSchema } from './site.ts';

/**
 * The static copy of a page: `content/pages/<navigation id>/<zh|en>.yaml`. A page is a title, a
 * description and a list of blocks, each a designed part of the kit (prose with a picture, figures,
 * numbered steps, cards, a highlighted statement, a checklist, contact lines, a gallery, a call to
 * action, a table) or a `slot` where the page's own component puts its data (a news list, a quote
 * panel). The importer validates every page file against this schema; the web imports the types only.
 *
 * Texts may hold links written `[label](target)`: a target starting with `/` is a route of the site
 * (`/honest/report`), anything else an address (`https://…`, `tel:…`, `mailto:…`, `/media/….pdf`).
 */

/** A text that may carry `[label](target)` links. */
const inline = textSchema;
/** Where a link leads: a site route (`/culture`), a media file (`/media/…`) or an address (`https:`, `tel:`, `mailto:`). */
export const linkTargetSchema = z
  .string()
  .regex(/^(\/[A-Za-z0-9_\-/.?=&%#]*|https?:\/\/\S+|tel:\+?[0-9-]+|mailto:\S+@\S+)$/, 'a route, URL, tel: or mailto:');

/**
 * Marks a block whose names, figures or pictures are placeholders rather than the company's own
 * (sample managers, partners, survey participants, responsibility figures): `true` shows the standard
 * "sample content" note, a text says precisely which part is illustrative (when real facts sit beside it).
 * The web shows it with one component, `SampleNote`, in the visitor's language.
 */
export const sampleSchema = z.union([z.literal(true), inline]);

const heading = { heading: inline.optional(), lead: inline.optional(), sample: sampleSchema.optional() };

/**
 * A picture beside prose or contact lines says something the text does not: it must have its alt text
 * (issue 22), in the page's language (the importer checks the language). Pictures of cards, galleries and
 * lists stand under a title that names them and are shown as decoration.
 */
const hasAlt = (block: { image?: string | undefined; imageAlt?: string | undefined }) =>
  block.image === undefined || (block.imageAlt ?? '').trim() !== '';
const ALT_REQUIRED = {
  message: 'a picture needs its alt text (imageAlt) in the language of the page',
  path: ['imageAlt'],
};

export const statisticCopySchema = z.strictObject({
  /** The figure as written; plain numbers above 10,000 go through the unit converter when shown. */
  num: textSchema,
  unit: z.string(),
  txt: textSchema,
});

const textBlock = z
  .strictObject({
    type: z.literal('text'),
    ...heading,
    paragraphs: z.array(inline).min(1),
    image: mediaPathSchema.optional(),
    imageAlt: z.string().optional(),
    /** Which side the picture stands on, on wide screens. */
    imageSide: z.enum(['left', 'right']).optional(),
  })
  .refine(hasAlt, ALT_REQUIRED);

const figuresBlock = z.strictObject({
  type: z.literal('figures'),
  ...heading,
  items: z.array(statisticCopySchema).min(1),
});

const stepsBlock = z.strictObject({
  type: z.literal('steps'),
  ...heading,
  items: z
    .array(
      z.strictObject({
        title: textSchema,
        text: inline,
        figure: z.strictObject({ num: textSchema, unit: z.string() }).optional(),
      }),
    )
    .min(2),
});

export const cardCopySchema = z
  .strictObject({
    title: textSchema,
    text: inline.optional(),
    image: mediaPathSchema.optional(),
    /** The whole card leads here. */
    link: linkTargetSchema.optional(),
    /**
     * Or the whole card leads to an external address of `content/site.yaml` (`externalLinks`, e.g.
     * `campusRecruitment`), in a new tab: the address is kept in one place, not copied into pages.
     */
    external: siteFileSchema.shape.externalLinks.keyof().optional(),
    linkLabel: textSchema.optional(),
    rows: z.array(z.strictObject({ label: textSchema, value: textSchema })).optional(),
  })
  .refine((card) => !(card.link && card.external), { message: 'a card has a link or an external, not both' });

const cardsBlock = z.strictObject({
  type: z.literal('cards'),
  ...heading,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  items: z.array(cardCopySchema).min(1),
});

const highlightBlock = z.strictObject({
  type: z.literal('highlight'),
  text: inline,
  caption: textSchema.optional(),
});

const checklistBlock = z.strictObject({
  type: z.literal('checklist'),
  ...heading,
  items: z.array(inline).min(1),
});

export const contactKindSchema = z.enum(['address', 'phone', 'hotline', 'email', 'post', 'web', 'form', 'hours']);
const contactBlock = z
  .strictObject({
    type: z.literal('contact'),
    ...heading,
    items: z
      .array(
        z.strictObject({
          kind: contactKindSchema,
          label: textSchema,
          value: textSchema,
          /** For `web` and `form`: where the line leads (phones and emails link by themselves). */
          link: linkTargetSchema.optional(),
          note: inline.optional(),
        }),
      )
      .min(1),
    image: mediaPathSchema.optional(),
    imageAlt: z.string().optional(),
  })
  .refine(hasAlt, ALT_REQUIRED);

const galleryBlock = z.strictObject({
  type: z.literal('gallery'),
  ...heading,
  items: z.array(z.strictObject({ image: mediaPathSchema, title: textSchema, text: inline.optional() })).min(1),
});

const ctaBlock = z.strictObject({
  type: z.literal('cta'),
  heading: inline,
  text: inline.optional(),
  link: linkTargetSchema,
  label: textSchema,
  secondaryLink: linkTargetSchema.optional(),
  secondaryLabel: textSchema.optional(),
});

const tableBlock = z
  .strictObject({
    type: z.literal('table'),
    ...heading,
    columns: z.array(textSchema).min(2),
    rows: z.array(z.array(z.string())).min(1),
    note: inline.optional(),
  })
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), {
    message: 'every row has one cell per column',
    path: ['rows'],
  });

/** Where the page's own component renders its part (data from the API, a form); `name` is the page's to choose. */
const slotBlock = z.strictObject({
  type: z.literal('slot'),
  name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]*$/),
  ...heading,
});

export const blockSchema = z.discriminatedUnion('type', [
  textBlock,
  figuresBlock,
  stepsBlock,
  cardsBlock,
  highlightBlock,
  checklistBlock,
  contactBlock,
  galleryBlock,
  ctaBlock,
  tableBlock,
  slotBlock,
]);
export type Block = z.output<typeof blockSchema>;
export type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;

/** A picture or video of the visual centre, with its category code (MEDIA_CATEGORIES). */
export const visualItemSchema = z.strictObject({
  title: textSchema,
  typeCode: z.enum(['1', '2', '3', '4', '5']),
  image: mediaPathSchema,
  video: mediaPathSchema.optional(),
  /** What the video shows, in words (required with a video; the content import checks it). */
  videoDescription: textSchema.optional(),
});

export const pageCopySchema = z.strictObject({
  /** The document title, the page heading when it differs from the menu title, search results. */
  title: textSchema,
  /** The meta description and the lead under the heading. */
  description: textSchema,
  blocks: z.array(blockSchema).default([]),
  /** Interface words of this page only (column headings, button labels), by name. */
  labels: z.record(z.string(), textSchema).optional(),
  /** The visual centre's pictures and videos. */
  items: z.array(visualItemSchema).optional(),
});
export type PageCopy = z.output<typeof pageCopySchema>;
