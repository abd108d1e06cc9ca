import { z } from 'zod';

/** Field errors keyed by dotted path (e.g. `adres.kodPocztowy` or `zamowienia.tmp-1.tytul`). */
export type FieldErrors = Record<string, string[]>;

export type OkEnvelope<T> = { status: 'OK'; data: T };
export type ErrorEnvelope = { status: 'Error'; errors: FieldErrors; message: string };
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

export const errorEnvelopeSchema = z.object({
  status: z.literal('Error'),
  errors: z.record(z.string(), z.array(z.string())),
  message: z.string(),
});

export function okEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('OK'), data });
}
