import os from 'node:os';
import path from 'node:path';

/** Runtime configuration, read once from the environment (see README, "Configuration"). */
export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Local file storage (uploads); BK_STORAGE_DIR, default `$BK_DATA_DIR/files`. With a bucket, only
   * uploads in progress wait here. */
  storageDir: string;
  /** An S3-compatible bucket for the files (BK_S3_ENDPOINT and BK_S3_BUCKET set), else null. */
  s3: S3Options | null;
  databaseUrl: string | null;
  /**
   * Connections to PostgreSQL at most, per pool (BK_DB_POOL_SIZE; default twice the processor cores, at
   * least 4): a few per core serve best (decision 0012).
   */
  databasePoolSize: number;
  production: boolean;
  demoData: boolean;
  testClock: boolean;
  oidc: { issuer: string; clientId: string; clientSecret: string | null; embedded: boolean };
  webDist: string | null;
  /** The old portal's search address ('Przeszukaj starą Bazę Konkurencyjności'). */
  archiveSearchUrl: string;
  /** A JSON file of support mailboxes by number prefix (the default ships with the server). */
  supportMailboxesFile: string | null;
  logLevel: string;
  /**
   * Worker processes on the one port (BK_WORKERS: a number, or `auto` for the processor cores; default
   * 1). Only with PostgreSQL: PGlite is one process's own, so it stays 1 (`workersNote` says why).
   */
  workers: number;
  /** Why BK_WORKERS was not followed, when it was not. */
  workersNote: string | null;
  /**
   * Each worker's V8 old-space limit in MB (BK_WORKER_HEAP_MB, 128-65536), when asked; null: V8's own
   * (an own --max-old-space-size in NODE_OPTIONS is left to act). Decision 0051.
   */
  workerHeapMb: number | null;
  /**
   * The C library's allocator settings each worker starts with (decision 0051): two malloc arenas and
   * buffers of 64 KB and more mapped on their own, so that what the uploads' buffers freed goes back to
   * the system (a surge kept workers under 500 MB with them, over it without). BK_WORKER_MALLOC=glibc
   * leaves the C library's defaults; a MALLOC_* variable of the environment wins over ours.
   */
  workerMallocEnv: Record<string, string>;
  /**
   * What is wrong with BK_PUBLIC_URL for production, said at start: not https (the e-mails' one-click
   * opt-out, RFC 8058, and secure cookies need it).
   */
  publicUrlNote: string | null;
  /**
   * The OCDS prefix of this publisher's ocids (BK_OCDS_PREFIX; decision 0036): a placeholder until the
   * Open Contracting Partnership registers one for the portal.
   */
  ocdsPrefix: string;
  /** Calls of the open data's endpoints per address and minute (BK_OPEN_DATA_RATE_LIMIT, default 120). */
  openDataRateLimit: number;
  /** The token /metrics asks for (BK_METRICS_TOKEN); while unset /metrics answers 404 to everyone. */
  metricsToken: string | null;
  /**
   * Proxies whose X-Forwarded-For is believed (BK_TRUSTED_PROXIES: addresses or CIDR ranges, comma
   * separated, or `loopback`, `uniquelocal`); empty by default: the client address is the socket's.
   */
  trustedProxies: string[];
  /** The master key of sealed offers (decision 0038). */
  masterKey: MasterKeySettings;
  auditKey: AuditKeySettings;
  /** E-mail (decision 0032): SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for TLS from the
   * start; user and password in the address) or null: messages then stay in the outbox. */
  mail: {
    smtpUrl: string | null;
    /** Connections to the SMTP server at most (BK_SMTP_POOL, default 5). */
    smtpPool: number;
    /** The sender (BK_MAIL_FROM), by default the portal's name at no-reply@ the public address's host. */
    from: string;
    /** The Warsaw hour of the daily newsletter (BK_NEWSLETTER_HOUR, 0-23, default 6). */
    newsletterHour: number;
  };
};

function flag(value: string | undefined): boolean | null {
  if (value === undefined || value === '') return null;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function hourOf(value: string | undefined): number {
  const hour = Number(value);
  return value && Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : 6;
}

/** Where the master key comes from (decision 0038; the keys module loads it). */
export type MasterKeySettings = {
  /** BK_MASTER_KEY_FILE, or the default file beside the data directory. */
  file: string;
  /** The file was named by BK_MASTER_KEY_FILE (not the default): it must exist. */
  named?: boolean;
  /** BK_MASTER_KEY (base64): wins over the file. */
  inline: string | null;
  /** BK_MASTER_KEY_PREVIOUS_FILE: the key being rotated away from, for unwrapping only. */
  previousFile: string | null;
  /**
   * Make the default file when it does not exist (not in production, where a missing key stops the start,
   * and never a file named by BK_MASTER_KEY_FILE).
   */
  generate: boolean;
};

/** Where the event log's signing keys come from (decision 0048; the events module loads them). */
export type AuditKeySettings = {
  /** BK_AUDIT_KEY_FILE, or the default file beside the data directory. */
  file: string;
  /** BK_AUDIT_KEY: the file's text (lines joined by \\n), wins over the file. */
  inline: string | null;
  /** Make the default file when it does not exist (not in production, never a named file). */
  generate: boolean;
};

/** The S3-compatible bucket of the files (docs/decisions/0008-file-storage.md), when they are kept there. */
export type S3Options = {
  /** 'https://s3.eu-central-1.amazonaws.com', 'http://127.0.0.1:9000'... (path-style addressing). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The session token of temporary credentials (sent as X-Amz-Security-Token), or null. */
  sessionToken: string | null;
  /** Objects are stored under this prefix ('' for none). */
  prefix: string;
};

function s3Of(env: NodeJS.ProcessEnv): S3Options | null {
  if (!env.BK_S3_ENDPOINT || !env.BK_S3_BUCKET) return null;
  return {
    endpoint: env.BK_S3_ENDPOINT,
    bucket: env.BK_S3_BUCKET,
    region: env.BK_S3_REGION || 'us-east-1',
    accessKeyId: env.BK_S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.BK_S3_SECRET_ACCESS_KEY ?? '',
    sessionToken: env.BK_S3_SESSION_TOKEN || null,
    prefix: env.BK_S3_PREFIX ?? '',
  };
}

function workersOf(value: string | undefined, postgres: boolean): { workers: number; note: string | null } {
  const asked = (value ?? '').trim().toLowerCase();
  if (asked === '' || asked === '1') return { workers: 1, note: null };
  const count = asked === 'auto' ? os.availableParallelism() : Number(asked);
  if (!Number.isInteger(count) || count < 1 || count > 256)
    return { workers: 1, note: `BK_WORKERS=${value} is not a number of processes or 'auto': running one.` };
  if (!postgres && count > 1)
    return {
      workers: 1,
      note: `BK_WORKERS=${value} needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) belongs to one process, so one runs.`,
    };
  return { workers: count, note: null };
}

/** The workers' old-space limit: BK_WORKER_HEAP_MB (MB, 128-65536), or none (also with an own NODE_OPTIONS one). */
function workerHeapOf(value: string | undefined, nodeOptions: string | undefined): number | null {
  if (/--max-old-space-size/.test(nodeOptions ?? '')) return null;
  const mb = Number((value ?? '').trim());
  return value?.trim() && Number.isInteger(mb) && mb >= 128 && mb <= 65_536 ? mb : null;
}

/** The workers' allocator settings (see Config.workerMallocEnv). */
export const WORKER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' } as const;
function workerMallocOf(env: NodeJS.ProcessEnv): Record<string, string> {
  if ((env.BK_WORKER_MALLOC ?? '').trim().toLowerCase() === 'glibc') return {};
  return Object.fromEntries(Object.entries(WORKER_MALLOC_ENV).filter(([name]) => env[name] === undefined));
}

function publicUrlNoteOf(publicUrl: string, production: boolean): string | null {
  if (!production) return null;
  let protocol = '';
  try {
    protocol = new URL(publicUrl).protocol;
  } catch {
    return `BK_PUBLIC_URL=${publicUrl} is not an address.`;
  }
  if (protocol === 'https:') return null;
  return `BK_PUBLIC_URL=${publicUrl} is not https: mail providers ignore the e-mails' one-click opt-out (List-Unsubscribe-Post, RFC 8058) of an address that is not https, and browsers send the session over plain HTTP. Serve the portal at an https address and set BK_PUBLIC_URL to it.`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const publicUrl = (env.BK_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const production = env.BK_ENV === 'production';
  const databaseUrl = env.DATABASE_URL || null;
  // Demo data: on by default only for the embedded database; never in production.
  const demoRequested = flag(env.BK_DEMO_DATA) ?? databaseUrl === null;
  const issuer = env.OIDC_ISSUER || `${publicUrl}/konto`;
  const embedded = !env.OIDC_ISSUER;
  const testClock = flag(env.BK_TEST_CLOCK) === true && !production;
  const dataDir = path.resolve(root, env.BK_DATA_DIR ?? 'data');
  const workers = workersOf(env.BK_WORKERS, databaseUrl !== null);
  return {
    port,
    host,
    publicUrl,
    dataDir,
    storageDir: env.BK_STORAGE_DIR ? path.resolve(root, env.BK_STORAGE_DIR) : path.join(dataDir, 'files'),
    s3: s3Of(env),
    databaseUrl,
    databasePoolSize: Math.max(1, Number(env.BK_DB_POOL_SIZE) || Math.max(4, 2 * os.availableParallelism())),
    production,
    demoData: demoRequested && !production,
    testClock,
    oidc: {
      issuer,
      clientId: env.OIDC_CLIENT_ID ?? 'baza-konkurencyjnosci',
      clientSecret: env.OIDC_CLIENT_SECRET ?? null,
      embedded,
    },
    archiveSearchUrl:
      env.BK_ARCHIVE_SEARCH_URL ??
      'https://archiwum.bazakonkurencyjnosci.funduszeeuropejskie.gov.pl/ogloszenia/szukaj',
    supportMailboxesFile: env.BK_SUPPORT_MAILBOXES ? path.resolve(root, env.BK_SUPPORT_MAILBOXES) : null,
    webDist: env.BK_WEB_DIST === '' ? null : path.resolve(root, env.BK_WEB_DIST ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    workers: workers.workers,
    workerHeapMb: workers.workers > 1 ? workerHeapOf(env.BK_WORKER_HEAP_MB, env.NODE_OPTIONS) : null,
    workerMallocEnv: workers.workers > 1 ? workerMallocOf(env) : {},
    workersNote: workers.note,
    publicUrlNote: publicUrlNoteOf(publicUrl, production),
    metricsToken: env.BK_METRICS_TOKEN || null,
    openDataRateLimit: Math.max(1, Number(env.BK_OPEN_DATA_RATE_LIMIT) || 120),
    ocdsPrefix: /^ocds-[a-z0-9]{6}$/.test(env.BK_OCDS_PREFIX ?? '')
      ? (env.BK_OCDS_PREFIX as string)
      : 'ocds-xxxxxx',
    mail: {
      smtpUrl: env.SMTP_URL || null,
      smtpPool: Math.max(1, Math.min(50, Number(env.BK_SMTP_POOL) || 5)),
      from: env.BK_MAIL_FROM || `"Baza Konkurencyjności" <no-reply@${new URL(publicUrl).hostname}>`,
      newsletterHour: hourOf(env.BK_NEWSLETTER_HOUR),
    },
    masterKey: {
      file: env.BK_MASTER_KEY_FILE ? path.resolve(root, env.BK_MASTER_KEY_FILE) : `${dataDir}-master.key`,
      inline: env.BK_MASTER_KEY || null,
      previousFile: env.BK_MASTER_KEY_PREVIOUS_FILE
        ? path.resolve(root, env.BK_MASTER_KEY_PREVIOUS_FILE)
        : null,
      named: Boolean(env.BK_MASTER_KEY_FILE),
      // Only the default file is made, and not in production: a named file that is missing is an error
      // (a new key there would leave a misleading file behind when the database's keys need the old one).
      generate: !production && !env.BK_MASTER_KEY_FILE,
    },
    auditKey: {
      file: env.BK_AUDIT_KEY_FILE ? path.resolve(root, env.BK_AUDIT_KEY_FILE) : `${dataDir}-audit.key`,
      inline: env.BK_AUDIT_KEY || null,
      generate: !production && !env.BK_AUDIT_KEY_FILE,
    },
    trustedProxies: (env.BK_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}
