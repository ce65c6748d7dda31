import './play-button.css';
import { useT } from '../../i18n/t.ts';

interface Props {
  /** What plays, for the accessible name ("Play video: <title>"). */
  title: string;
  size: number;
  /** Extra class naming where the button sits (`banner-play`, `viewer-play`). */
  className: string;
  onPlay: () => void;
}

/** The round play icon centred over a picture (banner, image viewer) that starts its video. */
export function PlayButton({ title, size, className, onPlay }: Props) {
  const t = useT();
  return (
    <button
      type="button"
      className={`play-button ${className}`}
      aria-label={t('labelled', { label: t('playVideo'), value: title })}
      onClick={onPlay}
    >
      <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="rgba(0,0,0,0.5)" stroke="#fff" strokeWidth="3" />
        <path d="M26 20 46 32 26 44z" fill="#fff" />
      </svg>
    </button>
  );
}
