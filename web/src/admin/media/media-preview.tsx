import './media-preview.css';
import type { MediaFile } from '@muyuan/contract/admin/media';

/** A file's small picture: the image itself, else its kind in letters (a PDF's or a video's first frame is not drawn). */
export function MediaPreview({ file }: { file: Pick<MediaFile, 'kind' | 'path'> }) {
  return (
    <span className={`media-preview ${file.kind}`} aria-hidden="true">
      {file.kind === 'image' ? <img src={file.path} alt="" loading="lazy" /> : file.kind === 'pdf' ? 'PDF' : 'MP4'}
    </span>
  );
}
