import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Clock } from '../db/clock.ts';
import type { DB } from '../db/schema.ts';
import { registerAnnouncementReads } from '../modules/announcements/index.ts';
import { levelIdsOfProjects, linkedProjectMatches, ownerProjectsAmong } from '../modules/projects/index.ts';
import { advertiserNameOf } from '../modules/search/index.ts';
import { registerReactions } from '../reactions.ts';
import { grantDemoAuditLog, seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoAnnouncements } from './demo-announcements.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedDemoProfiles, seedDemoProjects } from './demo-profiles.ts';
import { importImplementationLevels, seedDemoImplementationLevels } from './implementation-levels.ts';
import {
  importCategories,
  importCountries,
  importCpv,
  importParticipationConditionTypes,
  importTeryt,
} from './reference-dictionaries.ts';

/**
 * Reference data is imported on every start (idempotent). Demo data is loaded once per database,
 * only when config.demoData says so (never in production), inside one transaction.
 */
export async function runSeeds(
  db: Kysely<DB>,
  config: Pick<Config, 'demoData'>,
  clock: Clock,
): Promise<void> {
  registerReactions();
  // The demo announcements are prepared as the app prepares them, which reads the owner's projects
  // through the projects module (handed in as app.ts does: scripts seed without the app).
  registerAnnouncementReads({
    ownerProjectsAmong,
    levelIdsOfProjects,
    linkedProjectMatches,
    advertiserNameOf,
  });
  const now = clock.now();
  await importImplementationLevels(db, now);
  await importCpv(db, now);
  await importTeryt(db, now);
  await importCountries(db, now);
  await importCategories(db, now);
  await importParticipationConditionTypes(db);
  if (!config.demoData) return;
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: 'demo', applied_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return;
    await seedDemoImplementationLevels(trx, now);
    await seedDemoAccounts(trx, now);
    await seedDemoProfiles(trx, now);
    await seedDemoProjects(trx, now);
    await seedDemoAnnouncements(trx, now);
  });
  // The site's content came later: its own run, so databases made before it get it too.
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: 'demo-content', applied_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (claimed) await seedDemoContent(trx, now);
  });
  // The event log's flag came later still (decision 0031): the demo administrator of an older database.
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: 'demo-audit-log', applied_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (claimed) await grantDemoAuditLog(trx);
  });
}
