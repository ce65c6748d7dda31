import type { CollectionSchema } from '@muyuan/contract/admin/editorial';
import { z } from 'zod';
import { type Collection, englishRule, idFieldOf, isSingle, recordSchema } from './collections.ts';

const cache = new Map<Collection, CollectionSchema>();

/**
 * A collection's record schema as JSON Schema, for the console's forms: the importer's zod schema is the
 * one definition, so a field added to a type appears in the editor without more code. The input side
 * (`io: 'input'`): what a draft holds before the importer's transforms; refinements have no JSON form
 * and stay with the server, which checks every draft and publish against the zod schema itself.
 */
export function collectionSchema(collection: Collection): CollectionSchema {
  let described = cache.get(collection);
  if (!described) {
    described = {
      collection,
      single: isSingle(collection),
      idField: idFieldOf(collection),
      english: englishRule(collection),
      schema: z.toJSONSchema(recordSchema(collection), { io: 'input', unrepresentable: 'any' }) as Record<
        string,
        unknown
      >,
    };
    cache.set(collection, described);
  }
  return described;
}
