import type { Leader } from '@muyuan/contract/introduce';
import { SkeletonBox } from '../async-view/async-view.tsx';
import { useItemHeadingLevel } from '../section/item-heading-level.tsx';
import './people-grid.css';
import { ContentImage } from '../content-image/content-image.tsx';

/** The management team: photo, name, position and biography of each person. */
export function PeopleGrid({ people }: { people: readonly Leader[] }) {
  const Name = `h${useItemHeadingLevel()}` as const;
  return (
    <ul className="people-grid">
      {people.map((p) => (
        <li key={p.id} className="person">
          <div className="person-photo">
            {p.photo && (
              <ContentImage
                src={p.photo}
                alt=""
                sizes="(max-width: 640px) 50vw, 320px"
                loading="lazy"
                decoding="async"
                width="400"
                height="500"
              />
            )}
          </div>
          <div className="person-body">
            <Name className="person-name">{p.name}</Name>
            <p className="person-position">{p.position}</p>
            <p className="person-bio">{p.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function PeopleGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="people-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="person">
          <SkeletonBox className="person-photo" />
          <div className="person-body">
            <SkeletonBox lines={3} className="skeleton-text" />
          </div>
        </li>
      ))}
    </ul>
  );
}
