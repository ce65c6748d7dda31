import { type KeyboardEvent, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import './video-dialog.css';
import { useT } from '../../i18n/t.ts';

interface Props {
  /** The show flag: nothing is rendered while it is false. */
  open: boolean;
  /** Address of one mp4 video. */
  src: string | null;
  title?: string;
  /** What the video shows, in words: shown under it and read as the dialog's description. */
  description?: string | null;
  onClose: () => void;
}

const FOCUSABLE = 'button, video, [href], [tabindex]:not([tabindex="-1"])';

/** A film someone pressed play on: what the dialog shows for it. */
export interface PlayedVideo {
  src: string;
  title: string;
  description: string | null;
}

/** The dialog for the film being played, or nothing while none is. */
export function PlayedVideoDialog({ video, onClose }: { video: PlayedVideo | null; onClose: () => void }) {
  return (
    <VideoDialog
      open={video !== null}
      src={video?.src ?? null}
      title={video?.title}
      description={video?.description}
      onClose={onClose}
    />
  );
}

export function VideoDialog({ open, src, title, description, onClose }: Props) {
  if (!open || !src) return null;
  return <OpenVideoDialog src={src} title={title} description={description ?? null} onClose={onClose} />;
}

/**
 * A modal dialog playing one mp4: autoplay, controls and preload; download, remote playback,
 * playback rate and picture-in-picture switched off. Escape and the close button pause and close;
 * Tab cycles inside the dialog.
 */
function OpenVideoDialog({
  src,
  title,
  description,
  onClose,
}: {
  src: string;
  title?: string;
  description: string | null;
  onClose: () => void;
}) {
  const t = useT();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal?.();
    dialogRef.current?.querySelector<HTMLElement>('.video-dialog-close')?.focus();
    return () => {
      dialog?.close?.();
      opener?.focus?.();
    };
  }, []);

  const close = () => {
    videoRef.current?.pause();
    onClose();
  };
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="video-dialog"
      aria-label={title ?? t('playVideo')}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
    >
      <button type="button" className="video-dialog-close" aria-label={t('closeVideo')} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
      {/* biome-ignore lint/a11y/useMediaCaption: the site's videos carry no speech that needs captions */}
      <video
        ref={videoRef}
        className="video-dialog-video"
        src={src}
        autoPlay
        controls
        preload="auto"
        playsInline
        controlsList="nodownload noremoteplayback noplaybackrate"
        disablePictureInPicture
        disableRemotePlayback
      />
      {description && (
        <p id={descriptionId} className="video-dialog-description">
          <span className="video-dialog-description-label">{t('videoDescription')}</span>
          {description}
        </p>
      )}
    </dialog>
  );
}
