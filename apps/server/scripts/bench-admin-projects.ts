// The administration of projects and enrolments of issue 22: 100,000 projects and enrolments, the
// administrators' list filtered (a programme, a number, a scoped administrator) p95 under 50 ms at 4
// clients on PostgreSQL.
// Run: DATABASE_URL=... npm run bench:admin-projects   (a fresh database: the projects are added;
// BENCH_PORT, BENCH_CONCURRENCY)
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { login } from '../test/browserless-login.ts';
import { benchServer, measureGet, profiled, startReport } from './bench-lib.ts';
import { branchColumns, loadScaleSources } from './scale-sources.ts';

const PROJECTS = 100_000;
const OWNERS = 500;
const CLIENTS = Number(process.env.BENCH_CONCURRENCY ?? 4);

const report = startReport('admin-projects');
const server = await benchServer(Number(process.env.BENCH_PORT ?? 3194));
try {
  const db = server.database.db;
  const countOf = async () =>
    Number(
      (
        await db
          .selectFrom('projects_enrollments')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const existing = await countOf();
  if (existing < PROJECTS) {
    const now = new Date();
    const owners: number[] = [];
    for (let i = 0; i < OWNERS; i++) {
      const identifier = `bench-owner-${i}`;
      const found = await db
        .selectFrom('users')
        .select('id')
        .where('identifier', '=', identifier)
        .executeTakeFirst();
      owners.push(
        found?.id ??
          (
            await db
              .insertInto('users')
              .values({
                oidc_issuer: 'bench',
                oidc_subject: identifier,
                email: `owner${String(i).padStart(3, '0')}@bench.example`,
                forename: 'Beneficjent',
                surname: String(i),
                identifier,
                created_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
      );
    }
    const { branches } = await loadScaleSources(db);
    for (let start = existing; start < PROJECTS; start += 5000) {
      const rows = Array.from({ length: Math.min(5000, PROJECTS - start) }, (_, k) => {
        const i = start + k;
        const b = branches[(i * 7) % branches.length] as (typeof branches)[number];
        const type = i % 4 === 0 ? ('enrollment' as const) : ('project' as const);
        const suffix =
          type === 'project'
            ? `${String(i % 10000).padStart(4, '0')}/${String(20 + Math.floor(i / 10000))}`
            : `${String(i % 1000).padStart(3, '0')}/${String(10 + (Math.floor(i / 1000) % 90))}`;
        const owner = owners[i % OWNERS] as number;
        const columns = branchColumns(b, {
          type,
          institutionNumber: type === 'enrollment' ? 'IP.01' : null,
          suffix,
        });
        return {
          type,
          owner_id: owner,
          name: type === 'project' ? `Projekt ${i}: rozwój usług publicznych` : null,
          number: suffix,
          ...columns,
          full_number: `${columns.full_number}-${i}`,
          created_at: now,
          created_by: owner,
        };
      });
      await db.insertInto('projects_enrollments').values(rows).execute();
    }
    if (server.database.kind === 'postgres') await sql`analyze projects_enrollments`.execute(db);
  }
  const total = await countOf();
  const feng = await db
    .selectFrom('implementation_levels')
    .select('id')
    .where('source_key', '=', '2021-2027/FENG')
    .executeTakeFirstOrThrow();
  const fengShare = Number(
    (
      await db
        .selectFrom('projects_enrollments')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('programme_id', '=', feng.id)
        .executeTakeFirst()
    )?.n ?? 0,
  );
  const admin = await login(server.baseUrl, 'admin@bk.example', DEMO_PASSWORD);
  const tomasz = await login(server.baseUrl, 'tomasz.lewandowski@bk.example', DEMO_PASSWORD);
  const as = (token: string) => ({ 'x-auth-token': token });
  const url = (query: string) => `${server.baseUrl}/api/admin/project_enrollment?${query}`;
  console.log(`${server.database.kind}; ${total} projects and enrolments; ${fengShare} under FENG`);
  await measureGet('warm-up', 400, CLIENTS, url(''), as(admin.token));
  const n = 2000;
  const results = await profiled(async () => [
    await measureGet(
      `programme FENG, by type (${CLIENTS} clients)`,
      n,
      CLIENTS,
      url(`programme=${feng.id}`),
      as(admin.token),
    ),
    await measureGet(
      `scoped administrator (FENG), by type (${CLIENTS} clients)`,
      n,
      CLIENTS,
      url(''),
      as(tomasz.token),
    ),
    await measureGet(
      `number '0142', by number (${CLIENTS} clients)`,
      n,
      CLIENTS,
      url('number=0142&sort=number_asc'),
      as(admin.token),
    ),
    await measureGet(
      `enrolments, by e-mail (${CLIENTS} clients)`,
      n,
      CLIENTS,
      url('type=enrollment&sort=userEmail_asc'),
      as(admin.token),
    ),
    await measureGet(`no filter, page 50 (${CLIENTS} clients)`, n, CLIENTS, url('page=50'), as(admin.token)),
  ]);
  console.table(results);
  const worst = Math.max(...results.slice(0, 4).map((r) => r.p95));
  console.log(
    worst < 50
      ? `Filtered lists: p95 at most ${worst} ms, under 50 ms.`
      : `Filtered lists: p95 up to ${worst} ms, over 50 ms.`,
  );
  report.write({ database: server.database.kind, total, results });
} finally {
  await server.cleanup();
}
