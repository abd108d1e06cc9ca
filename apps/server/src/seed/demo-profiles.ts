import { assembleFullNumber } from '@bk/contracts/projects/full-number';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { insertLevelRows } from './implementation-levels.ts';

/** A NIP with a correct control digit for nine given digits (demo numbers are made up, not real ones). */
export function demoNip(first9: string): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = [...first9].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  const control = sum % 11;
  if (control === 10) throw new Error(`no NIP can start with ${first9}`);
  return `${first9}${control}`;
}

type DemoSubject = {
  identifier: string;
  name: string;
  nipPrefix: string;
  locality: { name: string; voivodeship: string; kind: string };
  postcode: string;
  street: string;
  houseNumber: string;
  persons: { forename: string; surname: string; phone: string; email: string }[];
};

const subjects: DemoSubject[] = [
  {
    identifier: 'jkowalski',
    name: 'Gmina Wiśniowa',
    nipPrefix: '681183',
    locality: { name: 'Wiśniowa', voivodeship: 'małopolskie', kind: 'wieś' },
    postcode: '32-412',
    street: '',
    houseNumber: '49',
    persons: [
      { forename: 'Jan', surname: 'Kowalski', phone: '+48 12 271 40 01', email: 'jan.kowalski@bk.example' },
      { forename: 'Anna', surname: 'Mazur', phone: '12 271 40 15', email: 'zamowienia.wisniowa@bk.example' },
    ],
  },
  {
    identifier: 'mwisniewska',
    name: 'Fundacja Rozwoju Regionu',
    nipPrefix: '946265',
    locality: { name: 'Lublin', voivodeship: 'lubelskie', kind: 'miasto' },
    postcode: '20-072',
    street: 'Krakowskie Przedmieście',
    houseNumber: '12/4',
    persons: [
      {
        forename: 'Małgorzata',
        surname: 'Wiśniewska',
        phone: '+48 81 532 10 20',
        email: 'malgorzata.wisniewska@bk.example',
      },
    ],
  },
  {
    identifier: 'pzielinski',
    name: 'Zieliński Budownictwo sp. z o.o.',
    nipPrefix: '677238',
    locality: { name: 'Kraków', voivodeship: 'małopolskie', kind: 'miasto' },
    postcode: '30-415',
    street: 'Zakopiańska',
    houseNumber: '105',
    persons: [
      {
        forename: 'Piotr',
        surname: 'Zieliński',
        phone: '+48 600 100 200',
        email: 'piotr.zielinski@bk.example',
      },
    ],
  },
  {
    identifier: 'awojcik',
    name: 'Wójcik IT Agnieszka Wójcik',
    nipPrefix: '583301',
    locality: { name: 'Gdańsk', voivodeship: 'pomorskie', kind: 'miasto' },
    postcode: '80-309',
    street: 'Grunwaldzka',
    houseNumber: '472',
    persons: [
      {
        forename: 'Agnieszka',
        surname: 'Wójcik',
        phone: '+48 501 200 300',
        email: 'agnieszka.wojcik@bk.example',
      },
    ],
  },
];

async function userIdOf(db: Kysely<DB>, identifier: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('identifier', '=', identifier)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The columns of a Polish economic subject identified by NIP, whose address lies in a TERYT locality. */
export function polishSubjectIn(locality: {
  sym: string;
  name: string;
  voivodeship: string;
  poviat: string;
  commune: string;
}) {
  return {
    address_kind: 'poland',
    identification_type: 'nip',
    country: 'PL',
    voivodeship: locality.voivodeship,
    poviat: locality.poviat,
    commune: locality.commune,
    locality_id: locality.sym,
    locality: locality.name,
  };
}

/** Economic subjects and contact persons of the demo advertisers and bidders. */
export async function seedDemoProfiles(db: Kysely<DB>, now: Date): Promise<void> {
  for (const subject of subjects) {
    const userId = await userIdOf(db, subject.identifier);
    const locality = await db
      .selectFrom('teryt_localities')
      .select(['sym', 'name', 'voivodeship', 'poviat', 'commune'])
      .where('name', '=', subject.locality.name)
      .where('voivodeship', '=', subject.locality.voivodeship)
      .where('kind', '=', subject.locality.kind)
      .where('is_part', '=', false)
      .orderBy('sym')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('economic_subjects')
      .values({
        user_id: userId,
        name: subject.name,
        ...polishSubjectIn(locality),
        identification_number: demoNip(`${subject.nipPrefix}${String(userId).padStart(3, '0')}`),
        postcode: subject.postcode,
        street: subject.street || null,
        house_number: subject.houseNumber,
        created_at: now,
      })
      .execute();
    for (const person of subject.persons) {
      await db
        .insertInto('contact_persons')
        .values({
          user_id: userId,
          forename: person.forename,
          surname: person.surname,
          phone_number: person.phone,
          email: person.email,
          created_at: now,
        })
        .execute();
    }
  }
}

type DemoProject = {
  owner: string;
  type: 'project' | 'enrollment';
  name: string | null;
  /** Source keys of programme > priority > activity > region or institution. */
  path: [string, string, string, string];
  institutionNumber?: string;
  suffix: string;
};

const projects: DemoProject[] = [
  {
    owner: 'jkowalski',
    type: 'project',
    name: 'Cyfrowa Gmina Wiśniowa - e-usługi dla mieszkańców',
    path: [
      '2021-2027/FENG',
      '2021-2027/FENG/FENG.01',
      '2021-2027/FENG/FENG.01/FENG.01.01',
      '2021-2027/FENG/FENG.01/FENG.01.01#IP.02',
    ],
    suffix: '0142/23',
  },
  {
    owner: 'jkowalski',
    type: 'project',
    name: 'Termomodernizacja budynków użyteczności publicznej',
    path: [
      '2021-2027/FEPW',
      '2021-2027/FEPW/FEPW.01',
      '2021-2027/FEPW/FEPW.01/FEPW.01.01',
      'demo/2021-2027/FEPW/FEPW.01/FEPW.01.01#IP.01',
    ],
    suffix: '0077/24',
  },
  {
    owner: 'mwisniewska',
    type: 'project',
    name: 'Laboratorium innowacji społecznych',
    path: [
      '2014-2020/POIR',
      'demo/2014-2020/POIR/01',
      'demo/2014-2020/POIR/01/01.01',
      'demo/2014-2020/POIR/01/01.01/06',
    ],
    suffix: '0779/18',
  },
  {
    owner: 'mwisniewska',
    type: 'enrollment',
    name: null,
    path: [
      '2021-2027/FENG',
      '2021-2027/FENG/FENG.01',
      '2021-2027/FENG/FENG.01/FENG.01.01',
      '2021-2027/FENG/FENG.01/FENG.01.01#IP.01',
    ],
    suffix: '003/26',
  },
];

/**
 * Demo projects and enrolments of the demo advertisers. The reference data names no institution of
 * FEPW.01.01; a demo row gives it PARP (source key 'demo/...').
 */
export async function seedDemoProjects(db: Kysely<DB>, now: Date): Promise<void> {
  await insertLevelRows(
    db,
    [
      {
        sourceKey: 'demo/2021-2027/FEPW/FEPW.01/FEPW.01.01#IP.01',
        kind: 'institution',
        code: 'IP.01',
        name: 'Polska Agencja Rozwoju Przedsiębiorczości (PARP)',
        parentKey: '2021-2027/FEPW/FEPW.01/FEPW.01.01',
      },
    ],
    now,
  );
  for (const project of projects) {
    const ownerId = await userIdOf(db, project.owner);
    const levels = await db
      .selectFrom('implementation_levels')
      .select(['id', 'kind', 'code', 'source_key', 'parent_id'])
      .where('source_key', 'in', project.path)
      .execute();
    const byKey = (key: string) => {
      const level = levels.find((l) => l.source_key === key);
      if (!level) throw new Error(`demo level ${key} is missing`);
      return level;
    };
    const [programme, priority, activity, lowest] = project.path.map(byKey);
    if (!programme || !priority || !activity || !lowest || !programme.parent_id) throw new Error('demo path');
    const region = lowest.kind === 'region' ? lowest : null;
    const institution = lowest.kind === 'institution' ? lowest : null;
    await db
      .insertInto('projects_enrollments')
      .values({
        type: project.type,
        owner_id: ownerId,
        name: project.name,
        number: project.suffix,
        full_number: assembleFullNumber({
          type: project.type,
          programme: programme.code ?? '',
          priority: priority.code ?? '',
          activity: activity.code ?? '',
          region: region?.code ?? null,
          institution: institution?.code ?? null,
          institutionNumber: project.institutionNumber ?? null,
          suffix: project.suffix,
        }),
        perspective_id: programme.parent_id,
        programme_id: programme.id,
        priority_id: priority.id,
        activity_id: activity.id,
        region_id: region?.id ?? null,
        institution_id: institution?.id ?? null,
        institution_number: project.institutionNumber ?? null,
        created_at: now,
        created_by: ownerId,
      })
      .execute();
  }
}
