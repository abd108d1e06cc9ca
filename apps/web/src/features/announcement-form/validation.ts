import { contentSchema } from '@bk/contracts/announcements/content';
import {
  keyPartPaths,
  type Problems,
  publicationProblems,
  structureProblems,
} from '@bk/contracts/announcements/rules';
import { messages } from '@bk/contracts/common/messages';
import { wirePathToPolish } from '@bk/contracts/common/name-mapping';
import { toContent } from './form-content.ts';
import type { FormState } from './form-state.ts';
import { type StepId, stepOfPath, steps } from './steps.ts';

/*
 * The form keeps its values in React state rather than react-hook-form (items move between parts,
 * parts are keyed by temporary id), so this does what components/form/wire-resolver.ts does for the
 * other forms: the shared rules (contentSchema, structureProblems, publicationProblems) run on the
 * wire shape and every issue's path is mapped back to the client name of its field.
 */

/** Messages by field path with client names, parts keyed by temporary id (as the server keys them). */
export type FormErrors = Record<string, string[]>;

/** Dialog fields of the publish call, not fields of the form. */
export const publishDialogPaths = ['dataOpublikowania', 'terminOfert'] as const;

function merge(into: Problems, from: Problems): Problems {
  for (const [path, list] of Object.entries(from)) {
    into[path] ??= [];
    for (const message of list) if (!into[path].includes(message)) into[path].push(message);
  }
  return into;
}

/** contentSchema's issues (shapes, formats, lengths), keyed like the server keys them. */
function schemaProblems(form: FormState): Problems {
  const content = toContent(form);
  const result = contentSchema.safeParse(content);
  if (result.success) return {};
  const problems: Problems = {};
  for (const issue of result.error.issues) {
    merge(problems, { [issue.path.map(String).join('.')]: [issue.message] });
  }
  return keyPartPaths(problems, content);
}

/** Wire paths (parts keyed) -> client paths. */
export function toFormErrors(problems: Problems): FormErrors {
  const errors: FormErrors = {};
  for (const [path, list] of Object.entries(problems)) {
    if (list.length === 0) continue;
    const key = wirePathToPolish(path);
    errors[key] = [...(errors[key] ?? []), ...list.filter((m) => !errors[key]?.includes(m))];
  }
  return errors;
}

/** What the server checks when a draft is saved: shapes and lengths, structure, a title. */
export function draftErrors(form: FormState): FormErrors {
  const content = toContent(form);
  const problems = merge(schemaProblems(form), structureProblems(content));
  if (!content.title) merge(problems, { title: [messages.required] });
  return toFormErrors(problems);
}

/** Everything a publication needs (the same rules the server runs before publishing). */
export function publicationErrors(form: FormState): FormErrors {
  return toFormErrors(merge(schemaProblems(form), publicationProblems(toContent(form))));
}

/** The steps that hold at least one of the errors, in step order. */
export function stepsWithErrors(errors: FormErrors): StepId[] {
  const found = new Set(Object.keys(errors).map(stepOfPath));
  return steps.map((s) => s.id).filter((id) => found.has(id));
}

/** The errors without those under a path (itself and everything below it). */
export function withoutErrorsUnder(errors: FormErrors, prefix: string): FormErrors {
  let changed = false;
  const next: FormErrors = {};
  for (const [path, list] of Object.entries(errors)) {
    if (path === prefix || path.startsWith(`${prefix}.`)) changed = true;
    else next[path] = list;
  }
  return changed ? next : errors;
}

export function withoutError(errors: FormErrors, path: string): FormErrors {
  if (!(path in errors)) return errors;
  const next = { ...errors };
  delete next[path];
  return next;
}

/** The form's own errors of a server answer (the publish dialog's date fields are left out). */
export function formPartOf(errors: FormErrors): FormErrors {
  const next: FormErrors = {};
  for (const [path, list] of Object.entries(errors)) {
    if (!(publishDialogPaths as readonly string[]).includes(path)) next[path] = list;
  }
  return next;
}
