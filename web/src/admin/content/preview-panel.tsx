import { type Draft, PREVIEW_DEVICES, type PreviewDevice } from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { useEffect, useId, useRef, useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { adminPageCheck } from '../admin-api.ts';
import { errorText, FormError } from '../form-error.tsx';
import { useLanguage } from '../language.tsx';
import { useAdminRead } from '../use-admin-read.tsx';
import { useEditorStrings } from './use-editor-strings.ts';
import './preview-panel.css';

/** The widths the page layouts are designed for (the e2e tests' desktop and phone). */
const FRAME: Record<PreviewDevice, { width: number; height: number }> = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 740 },
};

const PAGE_LANGS = ['zh', 'en'] as const;
type PageLang = (typeof PAGE_LANGS)[number];

/** The page as the server sends it (no script), or the app running on it (the preview's API answers). */
const PREVIEW_MODES = ['page', 'app'] as const;
type PreviewMode = (typeof PREVIEW_MODES)[number];

interface PreviewPanelProps {
  collection: string;
  id: string;
  drafts: Draft[];
  /** The signed-in person as drafts name their authors (`account:<id>`). */
  self: string;
  title: string;
}

/** The preview's address for a draft, a language and a width (the admin API's `contentPreview`). */
function previewAddress(collection: string, id: string, author: string, lang: PageLang, device: PreviewDevice) {
  return `${withParams(ADMIN_PATHS.contentPreview, { collection, id })}?${new URLSearchParams({ author, lang, device })}`;
}

/**
 * The app's preview of the same draft at the page's route (`address`, the path address the server
 * rendered): the language in the address, the route as the hash, as the app reads them.
 */
function appAddress(
  collection: string,
  id: string,
  author: string,
  lang: PageLang,
  device: PreviewDevice,
  address: string,
) {
  const route = address.replace(/^\/en(?=\/|$)/, '') || '/';
  return `${withParams(ADMIN_PATHS.contentPreviewApp, { collection, id, lang })}?${new URLSearchParams({ author, device })}#${route}`;
}

/**
 * A saved draft shown as the page it would make, in a frame at the desktop or phone width, in
 * either language (the server renders it with the published content around it; see
 * server/src/editorial/preview/). The desktop page is scaled down to the panel's width, as a
 * thumbnail of the real 1440 px layout rather than a narrower one.
 */
export function PreviewPanel({ collection, id, drafts, self, title }: PreviewPanelProps) {
  const { lang, t } = useLanguage();
  const s = useEditorStrings();
  const ids = { title: useId(), whose: useId() };
  const ordered = [...drafts].sort((a, b) => Number(b.author === self) - Number(a.author === self));
  const [author, setAuthor] = useState(ordered[0]?.author ?? self);
  const [pageLang, setPageLang] = useState<PageLang>(lang);
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [mode, setMode] = useState<PreviewMode>('page');
  const [requested, setRequested] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const whose = ordered.some((d) => d.author === author) ? author : (ordered[0]?.author ?? self);
  const src = previewAddress(collection, id, whose, pageLang, device);
  const savedAt = ordered.find((d) => d.author === whose)?.savedAt;

  // The page checked before a frame shows it: asked again when the language, the width, the mode or the
  // draft (a new save: savedAt marks a newer draft at the same address) changes once a preview is shown,
  // and on every request; the last one shown until then. Nothing before the first request, nor once the
  // draft is gone (published or discarded).
  const frameKey = `${requested}/${savedAt ?? ''}/${mode}`;
  const check = useAdminRead(requested === 0 || savedAt === undefined ? null : src, {
    view: {
      name: 'page check',
      read: async (asked) => {
        const address = await adminPageCheck(asked, src);
        const shownSrc = mode === 'app' ? appAddress(collection, id, whose, pageLang, device, address) : src;
        return { src: shownSrc, address, device, key: frameKey };
      },
    },
    revision: frameKey,
    keepPrevious: true,
  });
  const shown = check.error ? null : (check.data ?? null);
  const busy = check.isValidating;
  const error = check.error ? errorText(check.error, t) : null;

  // A frame keeps its layout's width (1440 or 390 px) and is drawn at the panel's width when that is narrower
  // (the desktop page in any console, the phone page in a console on a phone).
  useEffect(() => {
    const element = stage.current;
    const device = shown?.device;
    if (!element || !device) return;
    const observer = new ResizeObserver(([entry]) => {
      // The room the panel gives the stage, less the stage's own border (1 px each side).
      if (entry) setScale(Math.min(1, (entry.contentRect.width - 2) / FRAME[device].width));
    });
    observer.observe(element.parentElement ?? element);
    return () => observer.disconnect();
  }, [shown?.device]);

  if (ordered.length === 0) {
    return (
      <section className="card preview-panel" aria-labelledby={ids.title} data-testid="preview-panel">
        <h2 id={ids.title}>{s.pagePreview}</h2>
        <p className="hint">{s.previewSaveFirst}</p>
      </section>
    );
  }

  const frame = shown ? FRAME[shown.device] : FRAME.desktop;
  const frameScale = shown ? scale : 1;
  const nameOf = (d: Draft) => (d.author === self ? s.previewOwn : (d.authorName ?? d.author));
  return (
    <section className="card preview-panel" aria-labelledby={ids.title} data-testid="preview-panel">
      <h2 id={ids.title}>{s.pagePreview}</h2>
      <p className="hint">{s.pagePreviewHint}</p>
      <div className="preview-controls">
        {ordered.length > 1 && (
          <label htmlFor={ids.whose} className="field">
            {s.previewWhose}
            <select id={ids.whose} value={whose} onChange={(e) => setAuthor(e.target.value)}>
              {ordered.map((d) => (
                <option key={d.author} value={d.author}>
                  {nameOf(d)}
                </option>
              ))}
            </select>
          </label>
        )}
        <RadioChoice
          legend={s.previewLanguage}
          options={PAGE_LANGS}
          value={pageLang}
          label={(l) => (l === 'zh' ? s.chinese : s.english)}
          onChange={setPageLang}
        />
        <RadioChoice
          legend={s.previewDevice}
          options={PREVIEW_DEVICES}
          value={device}
          label={(d) => (d === 'desktop' ? s.previewDesktop : s.previewPhone)}
          onChange={setDevice}
        />
        <RadioChoice
          legend={s.previewMode}
          options={PREVIEW_MODES}
          value={mode}
          label={(m) => (m === 'page' ? s.previewAsPage : s.previewAsApp)}
          onChange={setMode}
        />
        <div className="actions">
          <button type="button" disabled={busy} onClick={() => setRequested((n) => n + 1)}>
            {shown ? s.refreshPreview : s.showPreview}
          </button>
          {shown && (
            <a href={shown.src} target="_blank" rel="noopener">
              {s.openPreview}
            </a>
          )}
        </div>
      </div>
      <p className="status" role="status" aria-live="polite" data-testid="preview-status">
        {busy ? s.previewLoading : shown ? formatMessage(lang, s.previewAddress, { address: shown.address }) : ''}
      </p>
      <FormError message={error} />
      {shown && (
        <div
          ref={stage}
          className={`preview-stage ${shown.device}`}
          style={{
            height: `${Math.ceil(frame.height * frameScale)}px`,
            // The phone's stage is as wide as its frame is drawn (the desktop's fills the panel).
            ...(shown.device === 'phone' ? { width: `${Math.ceil(frame.width * frameScale) + 2}px` } : {}),
          }}
        >
          <iframe
            key={shown.key}
            src={shown.src}
            title={formatMessage(lang, s.previewFrame, {
              lang: pageLang === 'zh' ? s.chinese : s.english,
              device: shown.device === 'desktop' ? s.previewDesktop : s.previewPhone,
              title,
            })}
            width={frame.width}
            height={frame.height}
            style={frameScale < 1 ? { transform: `scale(${frameScale})` } : undefined}
            data-testid="preview-frame"
          />
        </div>
      )}
    </section>
  );
}

interface RadioChoiceProps<T extends string> {
  legend: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  onChange: (option: T) => void;
}

/** One of a few options, as radio buttons under a legend. */
function RadioChoice<T extends string>({ legend, options, value, label, onChange }: RadioChoiceProps<T>) {
  return (
    <fieldset className="roles-choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="check">
          <input type="radio" checked={value === option} onChange={() => onChange(option)} />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}
