import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * What every input of the API must be, whatever its contract (decision 0016): ids are plain positive
 * decimal integers that a PostgreSQL `integer` column holds, query numbers are plain digits, and no
 * text anywhere carries a NUL or half of a UTF-16 surrogate pair (PostgreSQL refuses both).
 */

/** The largest id of a `serial` / `integer` column: ids in bodies are `z.number().int().positive().max(MAX_ID)`. */
export const MAX_ID = 2_147_483_647;

/** An id in the path: '1'..'2147483647' in plain decimal digits; no sign, spaces, zeros in front, hex or exponent. */
const PLAIN_ID = /^[1-9]\d{0,9}$/;
export const idParamSchema = z
  .string()
  .regex(PLAIN_ID)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_ID));

/** An id in the query string: the same rule as in the path ('0x10', '016', '1e3' are refused, never read). */
export const queryId = idParamSchema;

/** `/:id` of every route that names a stored row. */
export const idParams = z.object({ id: idParamSchema });

/** `/api/users/:id`, where 0 is the signed-in user. */
export const userIdParams = z.object({ id: z.union([z.literal('0').transform(() => 0), idParamSchema]) });

/**
 * A whole number in the query string, written in plain digits ('2', not '0x2', ' 2', '2e0' or '');
 * `schema` says its range. The value is a string on the wire, a number once parsed.
 */
export const queryInt = (schema: z.ZodNumber) =>
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(schema.int());

/**
 * NUL, or a UTF-16 surrogate without its other half (what `"\ud800"` in JSON gives): PostgreSQL stores
 * neither in text or JSON, and no person types them.
 */
const FORBIDDEN_CHARACTER = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Any NUL or surrogate at all: a plain character class, fast on long texts (the exact check is not). */
const NUL_OR_SURROGATE = /[\0\ud800-\udfff]/;

export function hasForbiddenCharacter(text: string): boolean {
  return NUL_OR_SURROGATE.test(text) && FORBIDDEN_CHARACTER.test(text);
}

/** How deep a body or query may nest arrays and objects: the deepest contract (rich content) needs about 10. */
export const MAX_INPUT_DEPTH = 64;

/**
 * The paths of every string in a parsed JSON body or query (values and object keys alike) that holds
 * a forbidden character, and the path where nesting first passes MAX_INPUT_DEPTH (with `tooDeep`).
 * Stops after `limit` findings. Iterative, so that no depth of input can exhaust the call stack.
 */
export function forbiddenCharacterPaths(value: unknown, limit = 20): (string | number)[][] {
  return inputProblems(value, limit).map((problem) => problem.path);
}

export type InputProblem = { path: (string | number)[]; tooDeep: boolean };

export function inputProblems(value: unknown, limit = 20): InputProblem[] {
  const found: InputProblem[] = [];
  type Item = { node: unknown; path: (string | number)[]; badKey?: true };
  const stack: Item[] = [{ node: value, path: [] }];
  while (stack.length > 0 && found.length < limit) {
    const { node, path, badKey } = stack.pop() as Item;
    if (badKey) {
      found.push({ path, tooDeep: false });
      continue;
    }
    if (typeof node === 'string') {
      if (hasForbiddenCharacter(node)) found.push({ path, tooDeep: false });
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      found.push({ path, tooDeep: true });
      // One finding says it all: nothing deeper is looked at.
      return found;
    }
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((item, index) => [index, item])
      : Object.entries(node);
    // Pushed in reverse so that findings come in document order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string | number, unknown];
      if (typeof key === 'string' && hasForbiddenCharacter(key)) {
        stack.push({ node: null, path: [...path, cleanKey(key)], badKey: true });
      } else stack.push({ node: item, path: [...path, key] });
    }
  }
  return found;
}

/** A key that holds a forbidden character, made fit to name the field in the answer. */
function cleanKey(key: string): string {
  return key.replace(new RegExp(FORBIDDEN_CHARACTER.source, 'g'), '\ufffd');
}

export const forbiddenCharacterMessage = messages.forbiddenCharacter;
