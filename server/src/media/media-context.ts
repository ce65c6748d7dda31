import type { Clock } from '../admin/clock.ts';
import type { Db } from '../db/database.ts';
import type { ImageVariants } from './image-variants.ts';
import type { MediaStore } from './media-store.ts';
import type { MediaLimits } from './media-types.ts';

/** What the media routes and services share. */
export interface MediaContext {
  db: Db;
  store: MediaStore;
  /** The pictures' responsive renditions (made at upload, or when first asked for). */
  variants: ImageVariants;
  clock: Clock;
  /** The largest upload of each kind (MEDIA_MAX_IMAGE_BYTES, MEDIA_MAX_PDF_BYTES, MEDIA_MAX_VIDEO_BYTES). */
  limits: MediaLimits;
}
