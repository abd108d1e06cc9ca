/**
 * OCDS 1.1.5 merging (https://standard.open-contracting.org/1.1/en/schema/merging/), the part the
 * portal's releases use (issue 44 item 14): the compiled release of a process is its releases merged
 * oldest first.
 *
 * - A field a release leaves out is not a removal: the compiled release keeps what it had.
 * - A field set to null is removed; an object left with no fields is removed with it (the standard
 *   merges flattened paths, so an object exists only through its fields).
 * - Objects are merged field by field.
 * - Arrays of objects that all have an `id` are merged by identifier: an object with the id of one
 *   already there is merged into it, a new id is added at the end; objects not named stay.
 * - Arrays marked `wholeListMerge` in the release schema (`additionalClassifications`,
 *   `additionalIdentifiers`), arrays of anything else and arrays of objects without ids are replaced
 *   whole.
 * - The release's `id`, `date` and `tag` are not merged (omitWhenMerged); the compiled release has the
 *   newest release's date, the id `<ocid>-<date>` and the tag `compiled`.
 * - Empty arrays are not published, in the compiled release either.
 */

type Json = unknown;
type JsonObject = Record<string, Json>;

/** The fields whose arrays the release schema marks `wholeListMerge`. */
export const WHOLE_LIST_MERGE = new Set(['additionalClassifications', 'additionalIdentifiers']);
const OMIT_WHEN_MERGED = new Set(['id', 'date', 'tag']);

export function isObject(value: Json): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether an array (under the field `key`) is merged by identifier. */
export function mergedById(key: string, value: Json[]): boolean {
  return !WHOLE_LIST_MERGE.has(key) && value.length > 0 && value.every((v) => isObject(v) && 'id' in v);
}

/** A value as it enters the compiled release: nulls and empty objects and arrays dropped. */
function cleaned(value: Json): Json | undefined {
  if (value === null) return undefined;
  if (Array.isArray(value)) {
    const items = value.map(cleaned).filter((v) => v !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (isObject(value)) {
    const out: JsonObject = {};
    for (const [key, v] of Object.entries(value)) {
      const c = cleaned(v);
      if (c !== undefined) out[key] = c;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return value;
}

/** `next` merged into `into` (the field `key`'s value); undefined when nothing is left. */
function mergeValue(key: string, into: Json | undefined, next: Json): Json | undefined {
  if (next === null) return undefined;
  if (isObject(next)) return mergeObject(isObject(into) ? into : {}, next);
  if (Array.isArray(next)) {
    if (!Array.isArray(into) || !mergedById(key, next) || !mergedById(key, into)) return cleaned(next);
    const out = [...into] as JsonObject[];
    for (const item of next as JsonObject[]) {
      const at = out.findIndex((o) => o.id === item.id);
      if (at < 0) {
        const added = cleaned(item);
        if (added !== undefined) out.push(added as JsonObject);
        continue;
      }
      // The id stays whatever the release says of the rest: identifier merge keeps the object.
      out[at] = { ...(mergeObject(out[at] as JsonObject, item) ?? {}), id: item.id };
    }
    return out;
  }
  return next;
}

function mergeObject(into: JsonObject, next: JsonObject): JsonObject | undefined {
  const out: JsonObject = { ...into };
  for (const [key, value] of Object.entries(next)) {
    const merged = mergeValue(key, out[key], value);
    if (merged === undefined) delete out[key];
    else out[key] = merged;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

export type MergeableRelease = JsonObject & { ocid: string; date: string };

/** The compiled release of a process's releases, oldest first: its state after all of them. */
export function compileReleases<R extends MergeableRelease>(ocid: string, releases: readonly R[]): R {
  let compiled: JsonObject = {};
  for (const release of releases) {
    const fields = Object.fromEntries(Object.entries(release).filter(([key]) => !OMIT_WHEN_MERGED.has(key)));
    compiled = mergeObject(compiled, fields) ?? {};
  }
  const last = releases.at(-1)?.date ?? new Date(0).toISOString();
  return { ...compiled, ocid, id: `${ocid}-${last}`, date: last, tag: ['compiled'] } as unknown as R;
}

/** A release's value without empty arrays and objects (the standard asks not to publish them). */
export function pruned<T>(value: T): T {
  if (Array.isArray(value)) return value.map(pruned).filter((v) => !isEmpty(v)) as T;
  if (isObject(value)) {
    const out: JsonObject = {};
    for (const [key, v] of Object.entries(value)) {
      const p = pruned(v);
      if (!isEmpty(p)) out[key] = p;
    }
    return out as T;
  }
  return value;
}
const isEmpty = (v: Json) => (Array.isArray(v) ? v.length === 0 : isObject(v) && Object.keys(v).length === 0);

/**
 * What a release must say to remove `value` (the field `key`'s) from the compiled release: null for a
 * plain value; an object's fields each removed (so the object goes with them: an object may not be
 * null in the schema); an empty list for a `wholeListMerge` one (the only way the standard gives to
 * empty it); each object of an identifier-merged array removed but for its id, which stays (identifier
 * merge cannot take an object out: a removed lot says `cancelled` instead, see `removedObject`).
 */
function removal(key: string, value: Json): Json {
  if (Array.isArray(value)) {
    if (WHOLE_LIST_MERGE.has(key)) return [];
    if (mergedById(key, value)) return (value as JsonObject[]).map((o) => removedObject(key, o));
    return null;
  }
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, removal(k, v)]));
  return null;
}

/**
 * An object of an identifier-merged array (the field `key`) that is no longer there: a lot (a part the
 * new version dropped) is `cancelled`; any other keeps its id alone.
 */
function removedObject(key: string, object: JsonObject): JsonObject {
  if (key === 'lots') return { id: object.id, status: 'cancelled' };
  return {
    ...Object.fromEntries(
      Object.entries(object)
        .filter(([k]) => k !== 'id')
        .map(([k, v]) => [k, removal(k, v)]),
    ),
    id: object.id,
  };
}

/**
 * `next` (a full statement of a part of the release: the tender as a version publishes it), with the
 * removals of what `previous` (the same part compiled from the earlier releases) had and `next` no
 * longer has, so that merging the release gives exactly `next` (issue 44 item 14: a newer version that
 * drops a classification drops it from the compiled release too).
 */
export function withRemovals(key: string, previous: Json, next: Json): Json {
  if (isObject(previous) && isObject(next)) {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(next)) out[k] = withRemovals(k, previous[k], v);
    for (const [k, v] of Object.entries(previous)) if (!(k in next)) out[k] = removal(k, v);
    return out;
  }
  if (Array.isArray(previous) && Array.isArray(next) && mergedById(key, previous) && mergedById(key, next)) {
    const before = previous as JsonObject[];
    const out: Json[] = (next as JsonObject[]).map((item) => {
      const was = before.find((o) => o.id === item.id);
      return was ? withRemovals(key, was, item) : item;
    });
    for (const was of before)
      if (!(next as JsonObject[]).some((o) => o.id === was.id)) out.push(removedObject(key, was));
    return out;
  }
  return next;
}
