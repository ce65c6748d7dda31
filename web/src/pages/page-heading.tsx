import type { PageCopy } from '../content/page-copy.ts';

/** The page's title and its copy's description. */
export function PageHeading({ title, copy }: { title: string; copy: PageCopy | null }) {
  return (
    <header className="page-heading">
      <h1>{title}</h1>
      {copy?.description && <p className="page-lead">{copy.description}</p>}
    </header>
  );
}
