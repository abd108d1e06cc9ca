import { z } from 'zod';
import { MAX_ID } from './input.ts';
import { messages } from './messages.ts';

/** Fields that many input contracts share, in one place so that they read and refuse alike. */

/** A trimmed text of at most `max` characters; absent, null or empty is null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.maxLength(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** The id of a row saved before (a body id: 1..MAX_ID); absent is null. */
export const optionalId = z
  .number()
  .int()
  .positive()
  .max(MAX_ID)
  .nullish()
  .transform((v) => v ?? null);

/** The id a form gives a row it adds (until the server gives it a numeric id); absent is null. */
export const temporaryId = z
  .string()
  .max(64)
  .nullish()
  .transform((v) => v ?? null);
