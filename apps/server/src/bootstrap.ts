import { randomBytes } from 'node:crypto';
import { installPolishZodMessages } from '@bk/contracts/common/zod-polish';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Background, startBackground } from './background.ts';
import type { Config } from './config.ts';
import { ChangeListener } from './db/change-listener.ts';
import { Clock } from './db/clock.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { getOrCreateSecret } from './db/secrets.ts';
import { announceChange, setChangeSync } from './lib/changes.ts';
import { configureDocuments } from './modules/documents/index.ts';
import { installAuditKeys, loadAuditKeys } from './modules/events/index.ts';
import { configureUploads, createFileStorage, sealedFileKeys } from './modules/files/index.ts';
import { Readiness } from './modules/health/index.ts';
import { checkMasterKey, installKeyService, loadKeyService } from './modules/keys/index.ts';
import { configureMail, createSmtpSender } from './modules/mail/index.ts';
import { runSeeds } from './seed/run-seeds.ts';

export type Running = {
  app: FastifyInstance;
  database: Database;
  clock: Clock;
  readiness: Readiness;
  /** The event log's sealer and consumers and the job queue in this process. */
  background: Background;
  /** PostgreSQL: the connection that hears other processes' changes (decision 0035); null on PGlite. */
  changes: ChangeListener | null;
  close: () => Promise<void>;
};

/**
 * Opens the database, migrates it and loads the reference (and demo) data, checking the master key
 * against it; nothing runs on it yet (no consumer, no job, no mail).
 */
async function openPrepared(
  config: Config,
  clock: Clock,
  readiness: Readiness,
  options: { dataDir?: string; loadDataDir?: Blob },
) {
  installPolishZodMessages();
  // The master key first: without the right one the portal would only serve errors (decision 0038).
  const keys = loadKeyService(config.masterKey);
  // The log's signing keys before anything records an event (the demo data does; decision 0048).
  installAuditKeys(loadAuditKeys(config.auditKey));
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: options.dataDir ?? config.dataDir,
    loadDataDir: options.loadDataDir,
  });
  // Several processes may start together on one database: one migrates and loads, the others wait.
  readiness.phase = 'migrating';
  await database
    .exclusively(async (db) => {
      await migrateToLatest(db);
      readiness.phase = 'loading';
      await runSeeds(db, config, clock);
      await checkMasterKey(db, keys, clock.now(), sealedFileKeys);
    })
    .catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
  return { database, keys };
}

/**
 * `server.js --prepare`: migrates the database and loads its data, then closes it, so that a deployment
 * (or the browser tests' template, decision 0044) has it ready before any process serves. What the
 * processes do at their start (the event log's consumers, the mail) is left to them.
 */
export async function prepareDatabase(config: Config): Promise<void> {
  const { database } = await openPrepared(config, new Clock(), new Readiness(), {});
  await database.close();
}

/** Opens the database, migrates it, loads reference (and demo) data and builds the app. */
export async function bootstrap(
  config: Config,
  options: {
    dataDir?: string;
    loadDataDir?: Blob;
    readiness?: Readiness;
    /** Tests: hooks installed on the app before any other (the check of answers against the description). */
    instrument?: (app: FastifyInstance) => void;
  } = {},
): Promise<Running> {
  const readiness = options.readiness ?? new Readiness();
  const clock = new Clock();
  const { database, keys } = await openPrepared(config, clock, readiness, options);
  installKeyService(keys);
  // On PostgreSQL other processes may change what this one keeps: it listens to the log's notifications.
  const changes =
    database.kind === 'postgres' && config.databaseUrl
      ? new ChangeListener(
          config.databaseUrl,
          () => announceChange(),
          (message) => console.warn(message),
        )
      : null;
  await changes?.start();
  const app = await buildApp({ config, database, clock, readiness, changes, instrument: options.instrument });
  const keyedBy = [database.db, database.background, app];
  if (changes) for (const key of keyedBy) setChangeSync(key, () => changes.caughtUp());
  const sender = config.mail.smtpUrl ? createSmtpSender(config.mail.smtpUrl, config.mail.smtpPool) : null;
  const storage = createFileStorage(config);
  configureDocuments({ storage });
  configureUploads({ storage });
  configureMail({
    publicUrl: config.publicUrl,
    from: config.mail.from,
    sender,
    newsletterHour: config.mail.newsletterHour,
    messageIdKey: await getOrCreateSecret(database.db, 'mail_message_id_key', () =>
      randomBytes(32).toString('base64url'),
    ),
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
    changes,
    close: async () => {
      readiness.phase = 'stopping';
      await app.close();
      await background.stop();
      for (const key of keyedBy) setChangeSync(key, null);
      await changes?.stop();
      sender?.close();
      await database.close();
    },
  };
}
