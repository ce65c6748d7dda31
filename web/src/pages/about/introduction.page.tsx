import { useBrief } from '../../api/introduce.ts';
import { AsyncView, SkeletonBox } from '../../components/async-view/async-view.tsx';
import { ContentImage } from '../../components/content-image/content-image.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { FigureRow } from '../../components/figure-row/figure-row.tsx';
import type { PageProps } from '../../routing/page-props.ts';

/** The company brief from the API: its text beside its picture, and its key figures. */
function Brief() {
  const result = useBrief();
  return (
    <AsyncView result={result} skeleton={<SkeletonBox className="brief-skeleton" lines={8} />}>
      {(brief) => (
        <div className="brief">
          <div className="text-block" data-image={brief.image ? 'right' : 'none'}>
            <div className="prose">
              <h3 className="brief-name">{brief.title}</h3>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server at import */}
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: brief.content }} />
            </div>
            {brief.image && (
              <figure className="text-block-figure">
                <ContentImage
                  src={brief.image}
                  alt=""
                  sizes="(max-width: 900px) 100vw, 600px"
                  decoding="async"
                  width="600"
                  height="450"
                />
              </figure>
            )}
          </div>
          <FigureRow items={brief.stats} />
        </div>
      )}
    </AsyncView>
  );
}

export default function IntroductionPage(props: PageProps) {
  return <ContentPage {...props} slots={{ brief: <Brief /> }} />;
}
