import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { getEndpoint, querylessEndpoint } from './endpoint.ts';
import { mediaUrlSchema, salesCardSchema } from './shapes.ts';

export const breedPigs = querylessEndpoint(
  API_PATHS.breedPigs,
  z.array(salesCardSchema),
  'Breeding-pig cards with performance rows (litter size, corrected age, backfat, ...)',
);

export const meatSale = querylessEndpoint(API_PATHS.meatSale, z.array(salesCardSchema), 'Pork products on sale');

export const partnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: mediaUrlSchema.nullable(),
  description: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partners = querylessEndpoint(API_PATHS.partners, z.array(partnerSchema), 'Slaughter and pork partners');

export const pigSaleCategorySchema = z.enum(['commercial', 'piglet']);
export type PigSaleCategory = z.infer<typeof pigSaleCategorySchema>;

export const pigSale = getEndpoint({
  path: API_PATHS.pigSale,
  query: z.object({ category: pigSaleCategorySchema.optional().transform((c) => c ?? 'commercial') }),
  data: z.array(salesCardSchema),
  summary: 'Commercial pigs or piglets on sale',
});
