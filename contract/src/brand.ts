import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { querylessEndpoint } from './endpoint.ts';
import { mediaUrlSchema } from './shapes.ts';

export const brandItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  image: mediaUrlSchema.nullable(),
  videoInfo: z.string().nullable(),
  /** What the video shows, in words (null without a video): shown under it as it plays. */
  videoDescription: z.string().nullable(),
});
export type BrandItem = z.infer<typeof brandItemSchema>;

export const brandBuild = querylessEndpoint(API_PATHS.brandBuild, z.array(brandItemSchema), 'Brand building stories');
