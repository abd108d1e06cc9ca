import { auditEventTypes, auditLimits, auditMessages as M } from '@bk/contracts/audit/audit';
import { DATE_MESSAGE, isCalendarDate } from '@bk/contracts/common/dates';
import { MAX_ID } from '@bk/contracts/common/input';
import { buildQuery, type QueryValue } from '@bk/contracts/common/query';
import { filterNamesOf, type IgnoredParam } from '../../lib/list-params.ts';
import type { AddressCodec } from '../../lib/use-address-state.ts';

/**
 * The address of /administracja/dziennik (decision 0031): the filters under Polish names and the
 * keyset position (`przed`: the events older than that event, `po`: the newer ones). Parameters are
 * written sorted, so one state of the log has one address and a link shows the same events.
 */
export const AUDIT_PATH = '/administracja/dziennik';

/** The address names of the filters and the wire names of GET /api/admin/audit/events. */
export const filterParams = {
  obiekt: 'object_kind',
  numerObiektu: 'object_id',
  uzytkownik: 'user',
  zdarzenie: 'type',
  od: 'from',
  do: 'to',
} as const;
export type FilterName = keyof typeof filterParams;
export type AuditFilters = Record<FilterName, string>;
export const { names: filterNames, empty: emptyAuditFilters } = filterNamesOf(filterParams);

export type AuditCursor = { before: number } | { after: number } | null;
export type AuditState = { filters: AuditFilters; cursor: AuditCursor };
export const defaultAuditState: AuditState = { filters: emptyAuditFilters, cursor: null };

const OBJECT_KIND = /^[a-z][a-z_]*$/;
const PLAIN_ID = /^[1-9]\d{0,9}$/;
const CURSOR = /^[1-9]\d{0,14}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isId = (raw: string) => PLAIN_ID.test(raw) && Number(raw) <= MAX_ID;
const isDate = (raw: string) => DATE.test(raw) && isCalendarDate(raw);

/** What a filter's value must be for the log to take it ('' is no filter). */
const valid: Record<FilterName, (raw: string) => boolean> = {
  obiekt: (raw) => raw.length <= auditLimits.objectKind && OBJECT_KIND.test(raw),
  numerObiektu: isId,
  uzytkownik: (raw) => raw.length <= auditLimits.user,
  zdarzenie: (raw) => (auditEventTypes as readonly string[]).includes(raw),
  od: isDate,
  do: isDate,
};

/**
 * The log's state from the address. A value the log cannot use (an unknown event type, an object
 * number without its kind, an impossible date, 'to' before 'from', a bad cursor) is left out and named
 * in `ignored`, so the page says so instead of silently showing other events.
 */
export function readAudit(search: string | URLSearchParams): AuditState & { ignored: IgnoredParam[] } {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ignored: IgnoredParam[] = [];
  const filters: AuditFilters = { ...emptyAuditFilters };
  for (const name of filterNames) {
    const raw = (params.get(name) ?? '').trim();
    if (!raw) continue;
    const value = name === 'obiekt' || name === 'zdarzenie' ? raw.toLowerCase() : raw;
    if (valid[name](value)) filters[name] = value;
    else ignored.push({ name, value: raw });
  }
  if (filters.numerObiektu && !filters.obiekt) {
    ignored.push({ name: 'numerObiektu', value: filters.numerObiektu });
    filters.numerObiektu = '';
  }
  if (filters.od && filters.do && filters.do < filters.od) {
    ignored.push({ name: 'do', value: filters.do });
    filters.do = '';
  }
  let cursor: AuditCursor = null;
  const before = params.get('przed');
  const after = params.get('po');
  if (before !== null && after !== null) ignored.push({ name: 'po', value: after });
  if (before !== null) {
    if (CURSOR.test(before)) cursor = { before: Number(before) };
    else ignored.push({ name: 'przed', value: before });
  } else if (after !== null) {
    if (CURSOR.test(after)) cursor = { after: Number(after) };
    else ignored.push({ name: 'po', value: after });
  }
  return { filters, cursor, ignored };
}

function cursorParams(cursor: AuditCursor): Record<string, QueryValue> {
  if (cursor === null) return {};
  return 'before' in cursor ? { przed: cursor.before } : { po: cursor.after };
}

/** The address query string (without '?'): parameters sorted, empty filters left out. */
export function writeAudit(state: AuditState): string {
  const query: Record<string, QueryValue> = cursorParams(state.cursor);
  for (const name of filterNames) query[name] = state.filters[name].trim();
  return buildQuery(query);
}

export function auditHref(state: AuditState): string {
  const query = writeAudit(state);
  return query ? `${AUDIT_PATH}?${query}` : AUDIT_PATH;
}

/** Applies a change; new filters start again from the newest events unless a cursor is given. */
export function changeAudit(state: AuditState, change: Partial<AuditState>): AuditState {
  const cursor = change.cursor !== undefined ? change.cursor : change.filters ? null : state.cursor;
  return { ...state, ...change, cursor };
}

/** The query of GET /api/admin/audit/events under its wire names, sent as given by `api()`. */
export function auditApiQuery(state: AuditState): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const name of filterNames) {
    const value = state.filters[name].trim();
    if (value) query[filterParams[name]] = value;
  }
  if (state.cursor !== null) {
    if ('before' in state.cursor) query.before = state.cursor.before;
    else query.after = state.cursor.after;
  }
  return query;
}

/** The values the filter form sends on: trimmed, the kind and type in lower case. */
export function trimmedAuditFilters(filters: AuditFilters): AuditFilters {
  const out = Object.fromEntries(filterNames.map((n) => [n, filters[n].trim()])) as AuditFilters;
  out.obiekt = out.obiekt.toLowerCase();
  return out;
}

/** Problems of the filter form before searching (the server would refuse them with 422). */
export function auditFilterProblems(filters: AuditFilters): Partial<Record<FilterName, string>> {
  const problems: Partial<Record<FilterName, string>> = {};
  if (filters.numerObiektu && !isId(filters.numerObiektu))
    problems.numerObiektu = 'Wpisz numer obiektu (same cyfry).';
  else if (filters.numerObiektu && !filters.obiekt) problems.obiekt = M.objectKindRequired;
  if (filters.od && !isDate(filters.od)) problems.od = DATE_MESSAGE;
  if (filters.do && !isDate(filters.do)) problems.do = DATE_MESSAGE;
  if (!problems.od && !problems.do && filters.od && filters.do && filters.do < filters.od)
    problems.do = M.dateOrder;
  return problems;
}

/** The log's address (lib/use-address-state.ts). */
export const auditAddress: AddressCodec<AuditState> = {
  read: (search) => {
    const { ignored, ...state } = readAudit(search);
    return { state, ignored };
  },
  write: writeAudit,
  apply: changeAudit,
};
