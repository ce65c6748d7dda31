import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { getEndpoint } from './endpoint.ts';
import { mediaUrlSchema, salesCardSchema } from './shapes.ts';

export const breedPigs = getEndpoint({
  path: API_PATHS.breedPigs,
  query: z.object({}),
  data: z.array(salesCardSchema),
  summary: 'Breeding-pig cards with performance rows (litter size, corrected age, backfat, ...)',
});

export const meatSale = getEndpoint({
  path: API_PATHS.meatSale,
  query: z.object({}),
  data: z.array(salesCardSchema),
  summary: 'Pork products on sale',
});

export const partnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: mediaUrlSchema.nullable(),
  description: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partners = getEndpoint({
  path: API_PATHS.partners,
  query: z.object({}),
  data: z.array(partnerSchema),
  summary: 'Slaughter and pork partners',
});

export const pigSaleCategorySchema = z.enum(['commercial', 'piglet']);
export type PigSaleCategory = z.infer<typeof pigSaleCategorySchema>;

export const pigSale = getEndpoint({
  path: API_PATHS.pigSale,
  query: z.object({ category: pigSaleCategorySchema.optional().transform((c) => c ?? 'commercial') }),
  data: z.array(salesCardSchema),
  summary: 'Commercial pigs or piglets on sale',
});
