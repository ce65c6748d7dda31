import type { Kysely } from 'kysely';
import { NO_STORED_MEDIA, type StoredMedia, uploadedNamesIn } from '../content-model/media-check.ts';
import type { Database } from '../db/schema.ts';
import { MediaStore } from './media-store.ts';

/**
 * The uploaded files `value` points at that the store holds, with their sizes: what the (synchronous)
 * media check of a record or of all published content is given. Names it lacks are left out, so an
 * unknown `/media/u/...` address is refused as a missing file.
 */
export async function storedMediaFor(db: Kysely<Database>, value: unknown): Promise<StoredMedia> {
  const names = uploadedNamesIn(value);
  return names.size === 0 ? NO_STORED_MEDIA : new MediaStore(db).sizesOf(names);
}
