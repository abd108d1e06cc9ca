import type {
  Indicators,
  NamedIndicators,
  Statistics,
  StatisticsQuery,
} from '@bk/contracts/statistics/statistics';
import type { Kysely, Transaction } from 'kysely';
import { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import type { Consumer, LoggedEvent } from '../events/index.ts';
import type { JobHandler } from '../jobs/index.ts';
import { publicSettlementParts } from '../settlement/index.ts';
import {
  addFacts,
  dictionaryNames,
  insertFacts,
  lockStatistics,
  removeFacts,
  resolvedWithSettlement,
  setSettledFacts,
  statisticsState,
} from './statistics.repository.ts';
import { CubeCopy, cubeOptions, type Sums, sumCube } from './statistics-cube.ts';

export type StatisticsDeps = { db: Kysely<DB>; clock: Clock };

/** What can change what the public sees of an announcement's figures. */
const STATISTICS_EVENTS = [
  'announcement.published',
  'announcement.version_published',
  'announcement.cancelled',
  'announcement.closed',
  'announcement.resolved',
  'announcement.locked',
  'announcement.unlocked',
  'announcement.deleted',
  'settlement.published',
] as const;

/**
 * Writes the facts of these announcements again from what the public sees of them now (none for one
 * the public does not see), in the caller's transaction, under the statistics' lock.
 */
async function refreshFacts(trx: Transaction<DB>, clock: Clock, ids: readonly number[]): Promise<void> {
  const version = await lockStatistics(trx, clock.now());
  await removeFacts(trx, ids, version);
  const written = await insertFacts(trx, { ids });
  await countSettlements(trx, clock, written);
  await addFacts(trx, written, version);
}

/** The settlement's figures of those resolved, as its public view shows them (decision 0037). */
async function countSettlements(trx: Transaction<DB>, clock: Clock, ids: readonly number[]) {
  for (const id of await resolvedWithSettlement(trx, ids)) {
    const settled = await publicSettlementParts({ db: trx, clock }, id);
    if (!settled) continue;
    const bidders = new Set(settled.parts.flatMap((p) => p.offers.map((o) => o.offer_set_id)));
    await setSettledFacts(trx, id, {
      parts: settled.parts.length,
      offers: settled.parts.reduce((sum, p) => sum + p.offers.length, 0),
      singleOffer: bidders.size === 1,
    });
  }
}

const clockOf = { current: new Clock() };

/** The statistics consumer of the event log: once per event, in the consumer's transaction. */
export const statisticsConsumer: Consumer = {
  name: 'statistics',
  types: STATISTICS_EVENTS,
  handle: async (trx, event: LoggedEvent) => {
    await refreshFacts(trx, clockOf.current, [Number(event.object_id)]);
  },
};

const BACKFILL_BATCH = 2_000;

/**
 * The announcements that were public before the statistics existed (migration 0033 puts this job once),
 * a batch per transaction; one already counted by the consumer meanwhile is left as it is.
 */
export const backfillStatistics: JobHandler = async (_job, deps) => {
  let after = 0;
  for (;;) {
    const written = await deps.db.transaction().execute(async (trx) => {
      const version = await lockStatistics(trx, deps.clock.now());
      const ids = await insertFacts(trx, { after, limit: BACKFILL_BATCH });
      await countSettlements(trx, deps.clock, ids);
      await addFacts(trx, ids, version);
      return ids;
    });
    if (written.length === 0) return;
    after = Math.max(...written);
  }
};

/** Set at start (statistics.routes.ts): the consumer's clock (the test clock in tests). */
export function configureStatistics(clock: Clock): void {
  clockOf.current = clock;
}

const share = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;

function indicators(row: Sums | undefined): Indicators {
  const r = row ?? {
    announcements: 0,
    resolved: 0,
    single_offer: 0,
    resolved_parts: 0,
    offers: 0,
    short_period: 0,
  };
  return {
    announcements: r.announcements,
    resolved: r.resolved,
    single_offer: r.single_offer,
    single_offer_rate: share(r.single_offer, r.resolved),
    parts: r.resolved_parts,
    offers: r.offers,
    mean_offers_per_part: r.resolved_parts > 0 ? Math.round((r.offers / r.resolved_parts) * 100) / 100 : null,
    short_period: r.short_period,
    short_period_share: share(r.short_period, r.announcements),
  };
}

/** The months from `first` to `last` ('YYYY-MM'), at most 20 years of them. */
function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  while (out.length < 240) {
    const value = `${year}-${String(month).padStart(2, '0')}`;
    if (value > last) break;
    out.push(value);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}

const collator = new Intl.Collator('pl');

/** This process's copy of the cube, and its answers by filters at the copy's version. */
const cube = new CubeCopy();
const kept = new Map<string, { version: number; answer: Statistics }>();

/** The dictionaries' names, read again after a minute. */
let names: { at: number; value: Promise<Awaited<ReturnType<typeof dictionaryNames>>> } | null = null;
function namesOf(db: Kysely<DB>, now: number) {
  if (!names || now - names.at > 60_000) {
    const value = dictionaryNames(db);
    names = { at: now, value };
    value.catch(() => {
      names = null;
    });
  }
  return names.value;
}

/**
 * GET /api/statistics: every indicator for the filters, summed from this process's copy of the cube,
 * brought up to the database's version first (one small query when nothing changed).
 */
export async function statistics(deps: StatisticsDeps, query: StatisticsQuery): Promise<Statistics> {
  const state = await statisticsState(deps.db);
  const version = Number(state.version);
  const key = JSON.stringify([query.program, query.cpv, query.od, query.do]);
  const hit = kept.get(key);
  if (hit && hit.version === version) return hit.answer;
  const [, dictionary] = await Promise.all([cube.catchUp(deps.db, version), namesOf(deps.db, Date.now())]);
  const sums = sumCube(cube.cells(), {
    programme: query.program,
    division: query.cpv,
    from: query.od,
    to: query.do,
  });
  const options = cubeOptions(cube.cells());
  const named = (rows: Map<string, Sums>, name: (code: string) => string) =>
    [...rows.entries()]
      .map(([code, r]): NamedIndicators => ({ code, name: name(code), ...indicators(r) }))
      .sort((a, b) => b.announcements - a.announcements || collator.compare(a.name, b.name));
  const first = query.od ?? options.first;
  const last = query.do ?? options.last;
  const abroad = sums.byVoivodeship.get('');
  const answer: Statistics = {
    as_of: new Date(state.changed_at).toISOString(),
    filters: {
      program: query.program ?? null,
      cpv: query.cpv ?? null,
      od: query.od ?? null,
      do: query.do ?? null,
    },
    totals: indicators(sums.all),
    months:
      first && last
        ? monthsBetween(first, last).map((month) => ({
            month,
            announcements: sums.byMonth.get(month)?.announcements ?? 0,
          }))
        : [],
    // Every voivodeship, counted or not (the map shows them all); abroad or without a place last.
    voivodeships: [
      ...[...dictionary.voivodeships.entries()]
        .map(([code, name]): NamedIndicators => ({ code, name, ...indicators(sums.byVoivodeship.get(code)) }))
        .sort((a, b) => a.code.localeCompare(b.code)),
      ...(abroad ? [{ code: '', name: 'za granicą lub bez miejsca', ...indicators(abroad) }] : []),
    ],
    divisions: named(sums.byDivision, (code) =>
      code ? `${code} ${dictionary.divisions.get(code) ?? ''}`.trim() : 'bez kodu CPV',
    ),
    programmes: named(sums.byProgramme, (code) =>
      code ? (dictionary.programmes.get(code) ?? code) : 'bez programu',
    ),
    options: {
      programmes: options.programmes
        .map((code) => ({ code, name: dictionary.programmes.get(code) ?? code }))
        .sort((a, b) => collator.compare(a.code, b.code)),
      divisions: options.divisions
        .map((code) => ({ code, name: `${code} ${dictionary.divisions.get(code) ?? ''}`.trim() }))
        .sort((a, b) => a.code.localeCompare(b.code)),
      first_month: options.first,
      last_month: options.last,
    },
  };
  if (kept.size >= 500) kept.clear();
  kept.set(key, { version, answer });
  return answer;
}
