import { toWire, wirePathToPolish } from '@bk/contracts/common/name-mapping';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldOfPath } from './server-errors.ts';

/** A rule the wire schema cannot know (it depends on the screen), by the form's field path. */
export type FormIssue = { path: string; message: string };

type Options<T, C> = {
  /** Builds the request body (client names) from the form values; the values themselves by default. */
  body?: (values: T) => unknown;
  /** Client paths of the schema's issues that belong to another field (`adres.localityId` -> `adres.miejscowosc`). */
  aliases?: Record<string, string>;
  /** Rules of the screen that the schema leaves to the caller, checked after the schema's; `context` is useForm's. */
  extra?: (values: T, context: C | undefined) => FormIssue[];
};

type Issue = { path: PropertyKey[]; message: string };

function replaceAt(target: unknown, path: PropertyKey[], value: string): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  const last = path.at(-1);
  if (typeof node === 'object' && node !== null && last !== undefined) {
    const record = node as Record<PropertyKey, unknown>;
    if (record[last] === null || record[last] === undefined || typeof record[last] === 'string')
      record[last] = value;
  }
}

/**
 * The schema's issues. Zod skips an object's cross-field rules (a NIP checksum, a postcode in Poland)
 * while a field of it is missing or too long; so, when the first pass fails, those fields are stood in
 * for by a short valid text and the schema runs again, and the form shows every problem at once.
 * The first message per field wins, so a stand-in never hides the real one.
 */
function schemaIssues(schema: z.ZodType, wire: unknown): Issue[] {
  const first = schema.safeParse(wire);
  if (first.success) return [];
  const issues: Issue[] = [...first.error.issues];
  const patched = structuredClone(wire);
  for (const issue of first.error.issues) replaceAt(patched, issue.path, 'x');
  const second = schema.safeParse(patched);
  if (!second.success) issues.push(...second.error.issues);
  return issues;
}

/**
 * Validates a form with a shared zod schema of the wire format, so the form and the server check the
 * same rules: the form values become the request body, are mapped to wire names (`toWire`, blank text
 * becomes null) and parsed; each issue's path is mapped back to the client name of its field.
 */
export function wireSchemaResolver<T extends FieldValues, C = unknown>(
  schema: z.ZodType,
  options: Options<T, C> = {},
): Resolver<T, C> {
  return async (values, context, resolverOptions) => {
    const wire = toWire(options.body ? options.body(values) : values);
    const flat: Record<string, FieldError> = {};
    const add = (path: string, message: string) => {
      const field = fieldOfPath(path, options.aliases);
      if (!flat[field]) flat[field] = { type: 'validate', message };
    };
    for (const issue of schemaIssues(schema, wire)) {
      add(wirePathToPolish(issue.path.map(String).join('.')), issue.message);
    }
    for (const issue of options.extra?.(values, context) ?? []) add(issue.path, issue.message);
    if (Object.keys(flat).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(flat, resolverOptions) };
  };
}
