import { z } from 'zod';
import { API_PREFIX, CONTENT_API_PREFIX, getEndpoint } from './endpoint.ts';
import { mediaUrlSchema, salesCardSchema } from './shapes.ts';

export const breedPigs = getEndpoint({
  path: `${CONTENT_API_PREFIX}/business/breedPigs`,
  specPath: `${API_PREFIX}//noToken/business/breedPigs`,
  query: z.object({}),
  data: z.array(salesCardSchema),
  summary: 'Breeding-pig cards with performance rows (litter size, corrected age, backfat, ...)',
});

export const meatSale = getEndpoint({
  path: `${CONTENT_API_PREFIX}/business/meatSale`,
  specPath: `${API_PREFIX}//noToken/business/meatSale`,
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
  path: `${CONTENT_API_PREFIX}/business/partners`,
  specPath: `${API_PREFIX}//noToken/business/partners`,
  query: z.object({}),
  data: z.array(partnerSchema),
  summary: 'Slaughter and pork partners',
});

export const pigSaleCategorySchema = z.enum(['commercial', 'piglet']);
export type PigSaleCategory = z.infer<typeof pigSaleCategorySchema>;

export const pigSale = getEndpoint({
  path: `${CONTENT_API_PREFIX}/business/pigSale`,
  specPath: `${API_PREFIX}//noToken/business/pigSale`,
  query: z.object({ category: pigSaleCategorySchema.optional().transform((c) => c ?? 'commercial') }),
  data: z.array(salesCardSchema),
  summary: 'Commercial pigs or piglets on sale',
});
