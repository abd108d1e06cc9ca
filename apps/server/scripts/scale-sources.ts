import { assembleFullNumber } from '@bk/contracts/projects/full-number';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { demoNip, polishSubjectIn } from '../src/seed/demo-profiles.ts';

/** Real reference rows the generator draws from (CPV, TERYT, categories, programmes). */
export async function loadScaleSources(db: Kysely<DB>) {
  const cpv = await db
    .selectFrom('cpv_codes')
    .select(['id', 'code', 'name'])
    .where('level', '>=', 3)
    .orderBy('code')
    .execute();
  const localities = await db
    .selectFrom('teryt_localities')
    .select(['sym', 'name', 'voivodeship', 'poviat', 'commune'])
    .where('is_part', '=', false)
    .where((eb) => eb.or([eb('kind', '=', 'miasto'), eb('sym', 'like', '%7')]))
    .orderBy('sym')
    .limit(4000)
    .execute();
  const categories = await db
    .selectFrom('order_item_categories')
    .select(['id', 'code', 'name', 'parent_id'])
    .execute();
  const voivodeships = await db
    .selectFrom('teryt_units')
    .select(['code', 'name'])
    .where('level', '=', 'wojewodztwo')
    .execute();
  const conditionTypes = await db
    .selectFrom('participation_condition_types')
    .select(['id', 'name'])
    .execute();
  // Full branches with codes to number projects: activity with an institution or a region below it.
  const branches = await db
    .selectFrom('implementation_levels as low')
    .innerJoin('implementation_levels as act', 'act.id', 'low.parent_id')
    .innerJoin('implementation_levels as pri', 'pri.id', 'act.parent_id')
    .innerJoin('implementation_levels as prog', 'prog.id', 'pri.parent_id')
    .select([
      'low.id as low_id',
      'low.kind as low_kind',
      'low.code as low_code',
      'act.id as act_id',
      'act.code as act_code',
      'pri.id as pri_id',
      'pri.code as pri_code',
      'prog.id as prog_id',
      'prog.code as prog_code',
      'prog.parent_id as persp_id',
    ])
    .where('low.kind', 'in', ['institution', 'region'])
    .where('prog.code', 'is not', null)
    .execute();
  return {
    cpv,
    localities,
    categories,
    voivodeships,
    conditionTypes,
    branches,
    categoryCodes: new Map(categories.map((c) => [c.id, c.code])),
    voivodeshipCodes: new Map(voivodeships.map((v) => [v.name, v.code])),
  };
}
export type ScaleSources = Awaited<ReturnType<typeof loadScaleSources>>;

/** A project's or enrolment's full number and level columns under one branch of the scale sources. */
export function branchColumns(
  b: ScaleSources['branches'][number],
  number: { type: 'project' | 'enrollment'; institutionNumber: string | null; suffix: string },
) {
  const institution = b.low_kind === 'institution';
  return {
    full_number: assembleFullNumber({
      type: number.type,
      programme: b.prog_code as string,
      priority: b.pri_code as string,
      activity: b.act_code as string,
      region: b.low_kind === 'region' ? b.low_code : null,
      institution: institution ? b.low_code : null,
      institutionNumber: number.institutionNumber,
      suffix: number.suffix,
    }),
    perspective_id: b.persp_id as number,
    programme_id: b.prog_id,
    priority_id: b.pri_id,
    activity_id: b.act_id,
    region_id: b.low_kind === 'region' ? b.low_id : null,
    institution_id: institution ? b.low_id : null,
  };
}

export type Advertiser = {
  userId: number;
  name: string;
  nip: string;
  projects: { id: number; fullNumber: string; name: string; programmeCode: string }[];
  locality: ScaleSources['localities'][number];
};

/** A NIP with a valid control digit, from nine digits (moving on when the control digit would be 10). */
function validNip(start: number): string {
  for (let n = start; ; n++) {
    try {
      return demoNip(String(n).slice(0, 9));
    } catch {
      // no NIP has these nine digits; try the next
    }
  }
}

const kinds = [
  'Gmina',
  'Powiat',
  'Fundacja Rozwoju',
  'Stowarzyszenie',
  'Spółdzielnia Socjalna',
  'Centrum Usług Wspólnych',
];

/** `n` generated advertisers (users 'skala-*' with an economic subject and projects), reused when present. */
export async function makeAdvertisers(
  db: Kysely<DB>,
  s: ScaleSources,
  n: number,
  now: Date,
): Promise<Advertiser[]> {
  const out: Advertiser[] = [];
  for (let i = 0; i < n; i++) {
    const identifier = `skala-${i}`;
    const locality = s.localities[(i * 37) % s.localities.length] as ScaleSources['localities'][number];
    const name = `${kinds[i % kinds.length]} ${locality.commune}`;
    let user = await db
      .selectFrom('users')
      .select('id')
      .where('identifier', '=', identifier)
      .executeTakeFirst();
    if (!user) {
      user = await db
        .insertInto('users')
        .values({
          oidc_issuer: 'scale',
          oidc_subject: identifier,
          email: `${identifier}@bk.example`,
          forename: 'Zamawiający',
          surname: String(i),
          identifier,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('economic_subjects')
        .values({
          user_id: user.id,
          name,
          ...polishSubjectIn(locality),
          identification_number: validNip(100000000 + i * 7919),
          postcode: '00-001',
          house_number: String(1 + (i % 90)),
          created_at: now,
        })
        .execute();
      for (let p = 0; p < 2; p++) {
        const b = s.branches[(i + p) % s.branches.length] as ScaleSources['branches'][number];
        const suffix = `${String(1000 + i).slice(-4)}/${String(20 + p)}`;
        await db
          .insertInto('projects_enrollments')
          .values({
            type: 'project',
            owner_id: user.id,
            name: `Projekt ${p + 1}: rozwój usług publicznych (${name})`,
            number: suffix,
            ...branchColumns(b, { type: 'project', institutionNumber: null, suffix }),
            created_at: now,
            created_by: user.id,
          })
          .execute();
      }
    }
    const subject = await db
      .selectFrom('economic_subjects')
      .select(['name', 'identification_number'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const projects = await db
      .selectFrom('projects_enrollments as p')
      .innerJoin('implementation_levels as l', 'l.id', 'p.programme_id')
      .select(['p.id', 'p.full_number', 'p.name', 'l.code'])
      .where('p.owner_id', '=', user.id)
      .execute();
    out.push({
      userId: user.id,
      name: subject.name,
      nip: subject.identification_number,
      projects: projects.map((p) => ({
        id: p.id,
        fullNumber: p.full_number,
        name: p.name ?? '',
        programmeCode: p.code ?? '',
      })),
      locality,
    });
  }
  return out;
}
