import {
  type AccessSettings,
  ELDER_TEXT_SIZE,
  LINE_SPACINGS,
  type LineSpacing,
  resolveAccessSettings,
  TEXT_SIZES,
  type TextSize,
} from '@muyuan/contract/access-settings';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../i18n/t.ts';
import { ACCESS_BUTTON_ID, ACCESS_TOOLBAR_ID, setAccessToolbarOpen } from './access-open.ts';
import { applyAccessSettings, readAccessSettings, storeAccessSettings, systemReducedMotion } from './access-store.ts';
import en from './locales/en.json';
import zh from './locales/zh-CN.json';
import {
  onReadStateChange,
  pauseReading,
  type ReadState,
  readState,
  resumeReading,
  startReading,
  stopReading,
} from './read-aloud.ts';
import { startReadingGuide, stopReadingGuide } from './reading-guide.ts';
import './access-toolbar.css';

const MESSAGES = { zh, en };
const SPACING_LABEL: Record<LineSpacing, keyof typeof zh> = {
  normal: 'spacingNormal',
  relaxed: 'spacingRelaxed',
  loose: 'spacingLoose',
};

/** Drops the defaults, so that "everything off" stores nothing. */
function withoutDefaults(settings: AccessSettings): AccessSettings {
  const out: AccessSettings = {};
  if (settings.text && settings.text !== 100) out.text = settings.text;
  if (settings.spacing && settings.spacing !== 'normal') out.spacing = settings.spacing;
  for (const flag of ['contrast', 'cursor', 'guide', 'elder'] as const) if (settings[flag]) out[flag] = true;
  if (settings.motion) out.motion = settings.motion;
  return out;
}

/**
 * The reading-settings toolbar (a lazy chunk): text size, line spacing, high contrast, a large pointer,
 * the reading guide, pausing motion, elder mode and reset. Each change applies at once, to `<html>`'s
 * attributes, and is stored for the next visit. A region, not a modal: the page stays usable beside
 * it; it takes the focus when it opens and Escape gives it back to the header's button.
 */
export default function AccessToolbar() {
  const t = useMessages(MESSAGES);
  const [settings, setSettings] = useState<AccessSettings>(readAccessSettings);
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const shown = resolveAccessSettings(settings, systemReducedMotion());
  const elder = settings.elder === true;
  const text = Number(shown['data-text-size'] ?? 100);
  const spacing = (shown['data-line-spacing'] ?? 'normal') as LineSpacing;

  useEffect(() => {
    ref.current?.focus();
  }, []);

  const change = (next: AccessSettings) => {
    const stored = withoutDefaults(next);
    setSettings(stored);
    storeAccessSettings(stored);
    applyAccessSettings(stored);
    if (stored.guide) startReadingGuide();
    else stopReadingGuide();
  };
  const close = () => {
    setAccessToolbarOpen(false);
    document.getElementById(ACCESS_BUTTON_ID)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return (
    <section
      ref={ref}
      id={ACCESS_TOOLBAR_ID}
      className="access-toolbar"
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="access-toolbar-head">
        <h2 id={headingId}>{t('title')}</h2>
        <button type="button" className="access-close" aria-label={t('close')} onClick={close}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <label className="access-elder">
        <span className="access-elder-text">
          <span className="access-elder-name">{t('elderMode')}</span>
          <span className="access-elder-hint">{elder ? t('elderModeOn') : t('elderModeHint')}</span>
        </span>
        <input
          type="checkbox"
          className="access-switch"
          checked={elder}
          onChange={(event) => change({ ...settings, elder: event.currentTarget.checked })}
        />
      </label>

      <fieldset className="access-choices">
        <legend>{t('textSize')}</legend>
        {TEXT_SIZES.map((size) => (
          <label key={size} className="access-choice">
            <input
              type="radio"
              name="access-text-size"
              value={size}
              checked={text === size}
              disabled={elder && size < ELDER_TEXT_SIZE}
              onChange={() => change({ ...settings, text: size as TextSize })}
            />
            <span>{size}%</span>
          </label>
        ))}
      </fieldset>

      <fieldset className="access-choices">
        <legend>{t('lineSpacing')}</legend>
        {LINE_SPACINGS.map((value) => (
          <label key={value} className="access-choice">
            <input
              type="radio"
              name="access-line-spacing"
              value={value}
              checked={spacing === value}
              disabled={elder && value === 'normal'}
              onChange={() => change({ ...settings, spacing: value })}
            />
            <span>{t(SPACING_LABEL[value])}</span>
          </label>
        ))}
      </fieldset>

      <div className="access-switches">
        <Switch
          label={t('highContrast')}
          checked={shown['data-contrast'] === 'high'}
          locked={elder}
          onChange={(on) => change({ ...settings, contrast: on })}
        />
        <Switch
          label={t('largeCursor')}
          checked={shown['data-cursor'] !== undefined}
          locked={elder}
          onChange={(on) => change({ ...settings, cursor: on })}
        />
        <Switch
          label={t('readingGuide')}
          checked={settings.guide === true}
          onChange={(on) => change({ ...settings, guide: on })}
        />
        <Switch
          label={t('pauseMotion')}
          checked={shown['data-motion'] === 'paused'}
          locked={elder}
          onChange={(on) => change({ ...settings, motion: on ? 'paused' : 'running' })}
        />
      </div>

      <ReadAloud t={t} />

      <div className="access-foot">
        <button type="button" className="access-reset" onClick={() => change({})}>
          {t('reset')}
        </button>
        <p className="access-note">{t('saved')}</p>
      </div>
    </section>
  );
}

/** An on/off setting; `locked` (elder mode holds it on) shows it on and unchangeable. */
function Switch({
  label,
  checked,
  locked = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  locked?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="access-toggle">
      <span>{label}</span>
      <input
        type="checkbox"
        className="access-switch"
        checked={checked}
        disabled={locked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </label>
  );
}

/** Read aloud: play (or resume), pause, stop; says plainly when the browser has no voice for the page's language. */
function ReadAloud({ t }: { t: (key: keyof typeof zh) => string }) {
  const [state, setState] = useState<ReadState>(readState);
  const [noVoice, setNoVoice] = useState(false);
  useEffect(() => {
    onReadStateChange(setState);
    return () => onReadStateChange(null);
  }, []);
  const play = async () => {
    if (state === 'paused') return resumeReading();
    setNoVoice(!(await startReading()));
  };
  return (
    <fieldset className="access-read">
      <legend>{t('readAloud')}</legend>
      <div className="access-read-buttons">
        {state === 'reading' ? (
          <button type="button" className="access-read-button" onClick={pauseReading}>
            {t('pauseReading')}
          </button>
        ) : (
          <button type="button" className="access-read-button is-primary" onClick={() => void play()}>
            {state === 'paused' ? t('resumeReading') : t('readPage')}
          </button>
        )}
        <button type="button" className="access-read-button" disabled={state === 'idle'} onClick={stopReading}>
          {t('stopReading')}
        </button>
      </div>
      <p className="access-read-note" role="status">
        {noVoice ? t('noVoice') : state !== 'idle' ? t('readHint') : ''}
      </p>
    </fieldset>
  );
}
