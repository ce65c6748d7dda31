import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_NUM, MAX_PAGE_SIZE } from './constants.ts';

/** Query string integers arrive as text; accept only plain decimal digits. */
const queryInt = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .optional()
    .transform((v) => v ?? fallback);

export const pageQuerySchema = z.object({
  pageNum: queryInt(1, MAX_PAGE_NUM, 1),
  pageSize: queryInt(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    pageNum: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}
export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

/** Detail calls take `?id=`: a stable content id of letters, digits, `-` and `_`. */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const detailQuerySchema = z.object({ id: idSchema });
