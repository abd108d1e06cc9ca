import { toWire } from '@bk/contracts/common/name-mapping';
import { contentLimits, contentMessages, helpInputSchema, helpScreens } from '@bk/contracts/content/content';
import type { RichValue } from '../../../components/rich-text/RichTextEditor.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import type { HelpEntry } from '../../../lib/site-content.ts';
import type { HelpBody } from './help-api.ts';

/** Pure pieces of the help administration: the tree, the form's values and rules, the error texts. */

/** The pages' title: 'Baza Konkurencyjności - zarządzanie treścią - pomoc'. */
export const HELP_TITLE = 'zarządzanie treścią - pomoc';

export const TYPE_LABELS = { general: 'Ogólna', screen: 'Na ekranie aplikacji' } as const;
export const UNPINNED = 'Nieprzypięta do ekranu';

/** The Polish name of a screen key ('homePage' -> 'Strona główna'); the key itself when unknown. */
export function screenName(key: string | null | undefined, fallback?: string): string {
  if (!key) return UNPINNED;
  return (helpScreens as Record<string, string>)[key] ?? fallback ?? key;
}

type TreeEntry = Pick<HelpEntry, 'id' | 'parentId'>;

/**
 * The entries in the order of the tree (each followed by its children, depth first, in the order
 * given), with their depth. An entry whose parent is not in the list is a top-level one.
 */
export function treeOrder<T extends TreeEntry>(entries: readonly T[]): { entry: T; depth: number }[] {
  const ids = new Set(entries.map((e) => e.id));
  const children = new Map<number | null, T[]>();
  for (const e of entries) {
    const parent = e.parentId !== null && ids.has(e.parentId) && e.parentId !== e.id ? e.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), e]);
  }
  const out: { entry: T; depth: number }[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const entry of children.get(parent) ?? []) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      out.push({ entry, depth });
      walk(entry.id, depth + 1);
    }
  };
  walk(null, 0);
  // Entries caught in a loop of parents (never from the server) still show, at the top.
  for (const entry of entries) if (!seen.has(entry.id)) out.push({ entry, depth: 0 });
  return out;
}

export type HelpNode<T> = { entry: T; depth: number; children: HelpNode<T>[] };

/** The entries as a forest (children in the order given), built on `treeOrder`. */
export function helpForest<T extends TreeEntry>(entries: readonly T[]): HelpNode<T>[] {
  const roots: HelpNode<T>[] = [];
  const path: HelpNode<T>[] = [];
  for (const { entry, depth } of treeOrder(entries)) {
    const node: HelpNode<T> = { entry, depth, children: [] };
    path.length = depth;
    const parent = path[depth - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    path.push(node);
  }
  return roots;
}

/** The nesting of a depth as shown: indentation stops at depth 5 (spec 3 section 9). */
export const shownDepth = (depth: number) => Math.min(depth, contentLimits.helpIndentDepth);

/** The help `id` and every help under it. */
export function subtreeIds(entries: readonly TreeEntry[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const e of entries)
      if (e.parentId !== null && out.has(e.parentId) && !out.has(e.id)) {
        out.add(e.id);
        grown = true;
      }
  }
  return out;
}

/**
 * The parent chapters a general help may have: the general helps in tree order, without the help
 * itself and its descendants (a help cannot hang under itself). The label is indented by its depth.
 */
export function parentOptions(entries: readonly HelpEntry[], selfId: number | null) {
  const general = entries.filter((e) => e.typ === 'general');
  const excluded = selfId === null ? new Set<number>() : subtreeIds(general, selfId);
  return treeOrder(general)
    .filter(({ entry }) => !excluded.has(entry.id))
    .map(({ entry, depth }) => ({
      value: String(entry.id),
      label: `${'\u00a0\u00a0\u00a0'.repeat(shownDepth(depth))}${entry.naglowek}`,
    }));
}

/** The screens to pin to: one that holds another help is disabled. */
export function screenOptions(
  screens: readonly { key: string; nazwa: string; helpId: number | null }[],
  selfId: number | null,
) {
  return screens.map((s) => {
    const taken = s.helpId !== null && s.helpId !== selfId;
    return {
      value: s.key,
      label: `${screenName(s.key, s.nazwa)}${taken ? ' (ma już przypiętą pomoc)' : ''}`,
      disabled: taken,
    };
  });
}

/** Whether a new general help would be the first one (the root, with no parent chapter). */
export const noRootYet = (entries: readonly HelpEntry[]) =>
  !entries.some((e) => e.typ === 'general' && e.root);

// ---------------------------------------------------------------------------------------------------
// The form

export type HelpFormValues = {
  typ: '' | 'general' | 'screen';
  /** The parent chapter's id as the select holds it ('' for none). */
  parentId: string;
  /** The screen key ('' for none). */
  ekran: string;
  naglowek: string;
  tresc: RichValue;
  powiazane: number[];
};

export const HELP_FIELDS = ['typ', 'parentId', 'ekran', 'naglowek', 'tresc', 'powiazane'] as const;
export type HelpField = (typeof HELP_FIELDS)[number];

/** What the rules depend on besides the values. */
export type HelpFormContext = {
  /** The help being changed, null for a new one. */
  id: number | null;
  /** The general help is (or would be) the root: it has no parent chapter. */
  isRoot: boolean;
};

/** The request body from the form's values (the parent only for general helps, the screen only for screen ones). */
export function helpBody(values: HelpFormValues, ctx: HelpFormContext): HelpBody {
  const general = values.typ === 'general';
  return {
    typ: values.typ as HelpBody['typ'],
    parentId: general && !ctx.isRoot && values.parentId !== '' ? Number(values.parentId) : null,
    ekran: values.typ === 'screen' && values.ekran !== '' ? (values.ekran as HelpBody['ekran']) : null,
    naglowek: values.naglowek,
    tresc: values.tresc,
    powiazane: values.powiazane.filter((r) => r !== ctx.id),
  };
}

/** The form field of an error path, client names ('tresc.blocks.0.text' -> 'tresc'); null for none. */
export function fieldOfPath(path: string): HelpField | null {
  const first = path.split('.')[0] ?? '';
  const field = first === 'rozdzialNadrzedny' ? 'parentId' : first;
  return (HELP_FIELDS as readonly string[]).includes(field) ? (field as HelpField) : null;
}

/** The form field of each field of the request body (wire names). */
const wireFields: Record<string, HelpField> = {
  type: 'typ',
  parent_id: 'parentId',
  screen: 'ekran',
  header: 'naglowek',
  content: 'tresc',
  related: 'powiazane',
};

/**
 * The form's problems, first message per field: the contract's schema (the server checks the same)
 * and the rules that depend on the screen (spec 3 section 5.5): a general help needs its parent
 * chapter unless it is the root; a new screen help needs its screen.
 */
export function validateHelp(
  values: HelpFormValues,
  ctx: HelpFormContext,
): Partial<Record<HelpField, string>> {
  const errors: Partial<Record<HelpField, string>> = {};
  const add = (field: HelpField | null, message: string) => {
    if (field && !errors[field]) errors[field] = message;
  };
  if (values.typ === '') add('typ', contentMessages.helpTypeRequired);
  const body = helpBody(values, ctx);
  const result = helpInputSchema.safeParse(toWire(body));
  if (!result.success)
    for (const issue of result.error.issues) add(wireFields[String(issue.path[0])] ?? null, issue.message);
  if (values.typ === 'general' && !ctx.isRoot && values.parentId === '')
    add('parentId', contentMessages.parentRequired);
  if (values.typ === 'screen' && ctx.id === null && values.ekran === '')
    add('ekran', contentMessages.screenRequired);
  return errors;
}

// ---------------------------------------------------------------------------------------------------
// Error texts (spec 3 section 8 'Content')

/** 'Nie udało się pobrać pomocy. {reason}' or the status-code form. */
export function loadFailureText(error: unknown): string {
  if (isApiError(error) && error.kind === 'status')
    return `Podczas pobierania pomocy wystąpił nieoczekiwany błąd o kodzie ${error.status}.`;
  return `Nie udało się pobrać pomocy. ${error instanceof Error ? error.message : String(error)}`;
}

/** A save's failure above the form: 403 the permission text, then the reason or the status code. */
export function saveFailureText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 403) return contentMessages.helpForbidden;
    if (error.kind === 'status')
      return `Podczas zapisu pomocy wystąpił nieoczekiwany błąd o kodzie ${error.status}.`;
    return `Nie udało się zapisać pomocy. ${error.message}`;
  }
  return `Nie udało się zapisać pomocy. ${error instanceof Error ? error.message : String(error)}`;
}

/** A removal's failure: the server's reason for a refusal (409), 403 the permission text, else the code. */
export function removeFailureText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 403) return contentMessages.helpRemoveForbidden;
    if (error.status === 409) return error.message;
    if (error.status === 0) return error.message;
    return `Podczas usuwania pomocy wystąpił nieoczekiwany błąd o kodzie ${error.status}.`;
  }
  return error instanceof Error ? error.message : String(error);
}
