import type { BlockOf } from '@muyuan/contract/page-copy';
import { ContentImage } from '../content-image/content-image.tsx';
import { InlineText } from '../inline-text/inline-text.tsx';
import { SmartLink } from '../smart-link/smart-link.tsx';

type Item = BlockOf<'contact'>['items'][number];

/** Phones dial (`tel:`), emails write (`mailto:`), web and form lines lead where they say; the rest is text. */
export function contactHref(item: Item): string | null {
  if (item.kind === 'phone' || item.kind === 'hotline') return `tel:${item.value.replace(/[^\d+]/g, '')}`;
  if (item.kind === 'email') return `mailto:${item.value}`;
  return item.link ?? null;
}

const ICON: Record<Item['kind'], string> = {
  address:
    'M10 1.5a6 6 0 0 0-6 6c0 4.5 6 11 6 11s6-6.5 6-11a6 6 0 0 0-6-6zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4z',
  phone:
    'M4.2 1.8l3 .4 1.2 3.6-1.9 1.4a11 11 0 0 0 5.3 5.3l1.4-1.9 3.6 1.2.4 3a1.6 1.6 0 0 1-1.6 1.7A15.4 15.4 0 0 1 2.5 3.4a1.6 1.6 0 0 1 1.7-1.6z',
  hotline:
    'M4.2 1.8l3 .4 1.2 3.6-1.9 1.4a11 11 0 0 0 5.3 5.3l1.4-1.9 3.6 1.2.4 3a1.6 1.6 0 0 1-1.6 1.7A15.4 15.4 0 0 1 2.5 3.4a1.6 1.6 0 0 1 1.7-1.6z',
  email: 'M2 4h16v12H2zm1.5 1.5v.6L10 10.4l6.5-4.3v-.6zm0 2.4v6.6h13V7.9L10 12.2z',
  post: 'M2 5h16v10H2zm2 2v6h5V7zm7 1v1.5h5V8zm0 3v1.5h5V11z',
  web: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm5.9 7h-2.5a12 12 0 0 0-1-4.4A6.5 6.5 0 0 1 15.9 9zM10 3.6c.8 1 1.5 3 1.7 5.4H8.3C8.5 6.6 9.2 4.6 10 3.6zM7.6 4.6A12 12 0 0 0 6.6 9H4.1a6.5 6.5 0 0 1 3.5-4.4zM4.1 11h2.5a12 12 0 0 0 1 4.4A6.5 6.5 0 0 1 4.1 11zm5.9 5.4c-.8-1-1.5-3-1.7-5.4h3.4c-.2 2.4-.9 4.4-1.7 5.4zm2.4-1a12 12 0 0 0 1-4.4h2.5a6.5 6.5 0 0 1-3.5 4.4z',
  form: 'M4 2h9l3 3v13H4zm2 5v1.5h8V7zm0 3.5V12h8v-1.5zm0 3.5v1.5h5V14z',
  hours: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm.8 4v4.3l3.2 1.9-.8 1.3-4-2.4V6z',
};

/** Ways to reach the company: each line with its icon, label and a working link where it has one. */
export function ContactBlock({ block }: { block: BlockOf<'contact'> }) {
  return (
    <div className="contact-block" data-image={Boolean(block.image)}>
      <dl className="contact-list">
        {block.items.map((item) => {
          const href = contactHref(item);
          return (
            <div className="contact-line" key={`${item.kind}-${item.value}`} data-kind={item.kind}>
              {/* A group of a <dl> holds only dt and dd: the icon sits in the term, placed beside it by CSS. */}
              <dt>
                <svg className="contact-icon" viewBox="0 0 20 20" width="22" height="22" aria-hidden="true">
                  <path d={ICON[item.kind]} />
                </svg>
                {item.label}
              </dt>
              <dd>
                {href ? <SmartLink to={href}>{item.value}</SmartLink> : item.value}
                {item.note && (
                  <small className="contact-note">
                    <InlineText text={item.note} />
                  </small>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {block.image && (
        <figure className="contact-figure">
          <ContentImage
            src={block.image}
            alt={block.imageAlt ?? ''}
            sizes="(max-width: 900px) 100vw, 640px"
            loading="lazy"
            decoding="async"
            width="800"
            height="600"
          />
        </figure>
      )}
    </div>
  );
}
