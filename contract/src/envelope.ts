import { z } from 'zod';

/** Every API response: `{ code, msg, data }`; `code` 200 is success, otherwise it equals the HTTP status. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null(),
});

export type Envelope<T> = { code: number; msg: string; data: T };
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
