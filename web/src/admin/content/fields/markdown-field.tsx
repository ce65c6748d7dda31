import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { useEffect, useState } from 'react';
import { adminCall } from '../../admin-api.ts';
import { asText, ControlShell, type FieldProps, useControl } from './shell.tsx';

/** How long typing pauses before the preview asks the server again. */
const PREVIEW_DELAY_MS = 300;

/**
 * A Markdown body: the text on one side, and beside it (below on a phone) the page's rendering. The
 * preview is the server's: rendered and sanitized by the importer's own function, so what the editor
 * sees is what the site will serve, unsafe markup already gone.
 */
export function MarkdownField(props: FieldProps) {
  const { lang, s, readOnly, control, label, setText } = useControl(props);
  const { id } = control;
  const value = asText(props.value);
  const [html, setHtml] = useState<string | null>(null);

  useEffect(() => {
    if (readOnly || value.trim() === '') {
      setHtml(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      adminCall<{ html: string }>(lang, 'POST', ADMIN_PATHS.markdownPreview, { markdown: value }).then(
        (answer) => live && setHtml(answer.html),
        () => live && setHtml(null),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value, readOnly, lang]);

  return (
    <ControlShell className="markdown-field" label={label} path={props.path}>
      <div className="markdown-panes">
        <div className="markdown-source">
          <textarea
            {...control}
            rows={12}
            value={value}
            readOnly={readOnly}
            onChange={(e) => setText(e.target.value)}
          />
          <p className="hint">{s.markdownHint}</p>
        </div>
        {!readOnly && (
          // Focusable: a long preview scrolls, and a keyboard must reach it to scroll it.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: see above (axe's scrollable-region-focusable)
          <section className="markdown-preview" aria-label={s.preview} lang={control.lang} tabIndex={0}>
            <p className="preview-caption" title={s.previewHint}>
              {s.preview}
            </p>
            {html === null ? (
              <p className="muted">{s.previewEmpty}</p>
            ) : (
              // Sanitized by the server exactly as the site's own pages are (markdownToHtml).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
              <div className="rendered" data-testid={`${id}-preview`} dangerouslySetInnerHTML={{ __html: html }} />
            )}
          </section>
        )}
      </div>
    </ControlShell>
  );
}
