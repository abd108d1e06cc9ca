import type { PermissionGroup } from '@bk/contracts/auth/permission-flags';
import { permissionGroupFlags } from '@bk/contracts/auth/permission-flags';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Config } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { type DemoAccount, hashPassword, insertAccount, listAccounts } from '../modules/identity/index.ts';
import { insertPermission } from '../modules/permissions/index.ts';
import { findUserBySubject, insertUser } from '../modules/users/index.ts';

export const DEMO_PASSWORD = 'Demo2026!';

type Grant = { group: PermissionGroup; flags?: string[]; levelSourceKey?: string };

export type DemoAccountSpec = {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  role: string;
  grants: Grant[];
};

const everything: Grant[] = (Object.keys(permissionGroupFlags) as PermissionGroup[]).map((group) => ({
  group,
}));

/** Demo accounts (README lists them). Loaded only with demo data, never in production. */
export const demoAccounts: DemoAccountSpec[] = [
  {
    id: 'admin',
    email: 'admin@bk.example',
    givenName: 'Katarzyna',
    familyName: 'Nowak',
    role: 'Administrator (wszystkie uprawnienia)',
    grants: everything,
  },
  {
    id: 'jkowalski',
    email: 'jan.kowalski@bk.example',
    givenName: 'Jan',
    familyName: 'Kowalski',
    role: 'Ogłoszeniodawca (Gmina Wiśniowa)',
    grants: [],
  },
  {
    id: 'mwisniewska',
    email: 'malgorzata.wisniewska@bk.example',
    givenName: 'Małgorzata',
    familyName: 'Wiśniewska',
    role: 'Ogłoszeniodawca (Fundacja Rozwoju Regionu)',
    grants: [],
  },
  {
    id: 'pzielinski',
    email: 'piotr.zielinski@bk.example',
    givenName: 'Piotr',
    familyName: 'Zieliński',
    role: 'Oferent (Zieliński Budownictwo sp. z o.o.)',
    grants: [],
  },
  {
    id: 'awojcik',
    email: 'agnieszka.wojcik@bk.example',
    givenName: 'Agnieszka',
    familyName: 'Wójcik',
    role: 'Oferent (Wójcik IT)',
    grants: [],
  },
  {
    id: 'enowicka',
    email: 'ewa.nowicka@bk.example',
    givenName: 'Ewa',
    familyName: 'Nowicka',
    role: 'Nowy użytkownik (bez danych podmiotu)',
    grants: [],
  },
  {
    id: 'tlewandowski',
    email: 'tomasz.lewandowski@bk.example',
    givenName: 'Tomasz',
    familyName: 'Lewandowski',
    role: 'Administrator programu FENG (uprawnienia zawężone)',
    grants: [
      { group: 'advertisementAdministration', levelSourceKey: '2021-2027/FENG' },
      { group: 'projectsEnrollmentsAdministration', levelSourceKey: '2021-2027/FENG' },
      { group: 'implementationLevelsDictionaryAdministration', flags: ['previewData'] },
    ],
  },
];

export async function seedDemoAccounts(db: Kysely<DB>, now: Date): Promise<void> {
  // One hash for the shared, published demo password (a salt of its own per account would protect
  // nothing and cost a verification's time per account at every seeding).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const spec of demoAccounts) {
    await insertAccount(db, {
      id: spec.id,
      email: spec.email,
      password_hash: passwordHash,
      given_name: spec.givenName,
      family_name: spec.familyName,
      activated_at: now,
    });
    const user =
      (await findUserBySubject(db, 'embedded', spec.id)) ??
      (await insertUser(db, {
        oidc_issuer: 'embedded',
        oidc_subject: spec.id,
        email: spec.email,
        forename: spec.givenName,
        surname: spec.familyName,
        identifier: spec.id,
        created_at: now,
      }));
    if (!user) throw new Error(`demo user ${spec.id} could not be created`);
    for (const grant of spec.grants) {
      const level = grant.levelSourceKey
        ? await db
            .selectFrom('implementation_levels')
            .select('id')
            .where('source_key', '=', grant.levelSourceKey)
            .executeTakeFirstOrThrow()
        : null;
      await insertPermission(db, {
        user_id: user.id,
        group_name: grant.group,
        flags: grant.flags ?? [...permissionGroupFlags[grant.group]],
        level_id: level?.id ?? null,
        granted_at: now,
        granted_by: null,
      });
    }
  }
}

/**
 * The event log's flag (auditLog of permissionsAdministration, decision 0031) for the demo full
 * administrator of a database seeded before the flag existed (a new database gets it with every flag).
 */
export async function grantDemoAuditLog(trx: Transaction<DB>): Promise<void> {
  await trx
    .updateTable('permissions')
    .set({ flags: sql`flags || '["auditLog"]'::jsonb` })
    .where('group_name', '=', 'permissionsAdministration')
    .where('level_id', 'is', null)
    .where(sql<boolean>`not (flags ? 'auditLog')`)
    .where('user_id', 'in', (eb) =>
      eb
        .selectFrom('users')
        .select('id')
        .where('oidc_issuer', '=', 'embedded')
        .where('oidc_subject', '=', 'admin'),
    )
    .execute();
}

/** What the embedded login page lists: demo accounts that exist in this database. */
export async function demoAccountsForLoginPage(
  db: Kysely<DB>,
  config: Config,
): Promise<{ accounts: DemoAccount[]; password: string | null }> {
  if (!config.demoData) return { accounts: [], password: null };
  const existing = new Set((await listAccounts(db)).map((a) => a.id));
  const accounts = demoAccounts
    .filter((spec) => existing.has(spec.id))
    .map((spec) => ({ email: spec.email, name: `${spec.givenName} ${spec.familyName}`, role: spec.role }));
  return { accounts, password: accounts.length > 0 ? DEMO_PASSWORD : null };
}
