import { installPolishZodMessages } from '@bk/contracts/common/zod-polish';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Background, startBackground } from './background.ts';
import type { Config } from './config.ts';
import { Clock } from './db/clock.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { runSeeds } from './db/seed/run-seeds.ts';
import { Readiness } from './modules/health/index.ts';
import { configureMail, createSmtpSender } from './modules/mail/index.ts';

export type Running = {
  app: FastifyInstance;
  database: Database;
  clock: Clock;
  readiness: Readiness;
  /** The event log's sealer and consumers and the job queue in this process. */
  background: Background;
  close: () => Promise<void>;
};

/** Opens the database, migrates it, loads reference (and demo) data and builds the app. */
export async function bootstrap(
  config: Config,
  options: { dataDir?: string; loadDataDir?: Blob; readiness?: Readiness } = {},
): Promise<Running> {
  installPolishZodMessages();
  const readiness = options.readiness ?? new Readiness();
  const clock = new Clock();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: options.dataDir ?? config.dataDir,
    loadDataDir: options.loadDataDir,
  });
  readiness.phase = 'migrating';
  await migrateToLatest(database.db);
  readiness.phase = 'loading';
  await runSeeds(database.db, config, clock);
  const app = await buildApp({ config, database, clock, readiness });
  const sender = config.mail.smtpUrl ? createSmtpSender(config.mail.smtpUrl, config.mail.smtpPool) : null;
  configureMail({
    publicUrl: config.publicUrl,
    from: config.mail.from,
    sender,
    newsletterHour: config.mail.newsletterHour,
  });
  const background = await startBackground({
    db: database.background,
    clock,
    log: (error) => app.log.error(error),
  });
  readiness.phase = 'ready';
  return {
    app,
    database,
    clock,
    readiness,
    background,
    close: async () => {
      readiness.phase = 'stopping';
      await app.close();
      await background.stop();
      sender?.close();
      await database.close();
    },
  };
}
