import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Refs, refsOf } from '../../../test/announcement-fixtures.ts';
import { call, signIn, uploadFile } from '../../../test/api-client.ts';
import { publishedAnnouncement } from '../../../test/offer-fixtures.ts';
import {
  createTestDatabase,
  startTestServer,
  TEST_MASTER_KEY,
  type TestDatabase,
  type TestServer,
} from '../../../test/test-server.ts';
import { sealedFileKeys } from '../files/index.ts';
import { installKeyService, LocalKeyService, loadKeyService, rotateMasterKey } from './index.ts';

/**
 * Issue 37 (decision 0038): a copy of the database and of the file store taken before the deadline holds
 * none of the offers' prices, texts or attachment bytes; after the deadline the advertiser reads exactly
 * what was submitted; a value moved to another offer is refused; a wrong or missing master key stops the
 * start; rotation keeps everything readable. On PGlite the copy is the data directory's files, on
 * PostgreSQL a pg_dump.
 */
const secret = {
  price: '987654,32',
  description: 'Tajny opis wariantu Q7Z (tylko dla zamawiającego po terminie)',
  file: 'BAJTY-ZALACZNIKA-TAJNE-5521 '.repeat(40),
  fileName: 'kosztorys-tajny.txt',
};
const fileDigest = createHash('sha256').update(secret.file).digest('hex');

let dataRoot: string;
let database: TestDatabase;
let server: TestServer;
let refs: Refs;
let announcementId: number;
let partIds: number[];
let offerSetIds: number[] = [];
const title = `Ogłoszenie do sprawdzenia kopii ${randomBytes(4).toString('hex')}`;

function start(env: Record<string, string> = {}) {
  return startTestServer(
    { BK_STORAGE_DIR: path.join(dataRoot, 'files'), ...env },
    { database, dataDir: path.join(dataRoot, 'pglite') },
  );
}

/** Every byte of a directory's files, one after another. */
function bytesOf(dir: string): Buffer {
  const parts: Buffer[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) parts.push(fs.readFileSync(full));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return Buffer.concat(parts);
}

/** The database as a copy of it holds it: pg_dump on PostgreSQL, the data directory's files on PGlite. */
async function databaseCopy(): Promise<Buffer> {
  if (database.databaseUrl)
    return execFileSync('pg_dump', ['--dbname', database.databaseUrl], { maxBuffer: 1 << 30 });
  await server.close();
  const copy = bytesOf(path.join(dataRoot, 'pglite'));
  server = await start();
  return copy;
}

function body(id: number, parts: number[], fileId: number, price: string) {
  return {
    announcement: id,
    offers: parts.map((partId) => ({
      part_id: partId,
      variants: [{ price, description: secret.description }],
    })),
    attachments: [{ name: 'Kosztorys', file_id: fileId }],
  };
}

beforeAll(async () => {
  dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-sealed-'));
  database = await createTestDatabase();
  server = await start();
  refs = await refsOf(server, 'jkowalski');
  const jan = await signIn(server, 'advertiser');
  const created = await publishedAnnouncement(server, jan, refs, { parts: 1, deadlineDays: 3 });
  announcementId = created.id;
  partIds = created.partIds;
  await call(server, 'PUT', `/api/announcements/${announcementId}/title-for-test`, { token: jan }).catch(
    () => null,
  );
  await sql`update announcement_versions set content = jsonb_set(content, '{title}', to_jsonb(${title}::text))
    where announcement_id = ${announcementId}`.execute(server.database.db);
  offerSetIds = [];
  for (const [role, price] of [
    ['bidder', secret.price],
    ['bidder2', '111,11'],
  ] as const) {
    const token = await signIn(server, role);
    const file = await uploadFile(server, token, {
      context: 'offer',
      name: secret.fileName,
      content: secret.file,
    });
    const submitted = await call(server, 'PUT', `/api/offerset/announcement/${announcementId}/submit`, {
      token,
      body: body(announcementId, partIds, file.id, price),
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    offerSetIds.push(submitted.body.data.offer_set.id);
  }
  await server.background.settle();
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
  fs.rmSync(dataRoot, { recursive: true, force: true });
});

describe('offers sealed at rest', () => {
  it('a copy of the database and of the files taken before the deadline holds nothing of the offers', async () => {
    const copy = await databaseCopy();
    // The copy is readable: the announcement's public number is in it.
    const number = (await call(server, 'GET', `/api/announcements/${announcementId}`)).body.data.advertisement
      .number;
    expect(copy.includes(Buffer.from(number)), number).toBe(true);
    for (const value of [
      secret.price,
      secret.price.replace(',', '.'),
      secret.description,
      secret.file.slice(0, 60),
      secret.fileName,
      fileDigest,
    ])
      expect(copy.includes(Buffer.from(value)), value).toBe(false);
    const files = bytesOf(path.join(dataRoot, 'files'));
    expect(files.length).toBeGreaterThanOrEqual(2 * secret.file.length);
    expect(files.includes(Buffer.from(secret.file.slice(0, 60)))).toBe(false);
    // The bidder reads their own offer and its file as they submitted them.
    const piotr = await signIn(server, 'bidder');
    const own = await call(server, 'GET', `/api/offerset/announcement/${announcementId}`, { token: piotr });
    expect(JSON.stringify(own.body)).toContain(secret.price);
    const fileId = own.body.data.offer_set.attachments[0].file.id as number;
    expect(own.body.data.offer_set.attachments[0].file.name).toBe(secret.fileName);
    const download = await fetch(`${server.baseUrl}/api/files/${fileId}/download`, {
      headers: { 'x-auth-token': piotr },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(secret.fileName);
    expect(download.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await download.text()).toBe(secret.file);
  });

  it('keeps the name and digest of an offer file sealed in the files table (issue 44)', async () => {
    const rows = await server.database.db
      .selectFrom('files')
      .selectAll()
      .where('context', '=', 'offer')
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const text = JSON.stringify(row);
      expect(text).not.toContain('kosztorys');
      expect(text).not.toContain(fileDigest);
      expect(text).not.toContain('text/plain');
    }
  });

  it('after the deadline the advertiser reads exactly what was submitted', async () => {
    server.clock.advance(4 * 86_400_000);
    const jan = await signIn(server, 'advertiser');
    const list = await call(server, 'GET', `/api/offerset/announcement/${announcementId}/list`, {
      token: jan,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const text = JSON.stringify(list.body);
    expect(text).toContain(secret.price);
    expect(text).toContain(secret.description);
    expect(list.body.data.parts[0].offers[0].attachments[0].file.name).toBe(secret.fileName);
    const zip = await fetch(`${server.baseUrl}/api/offerset/${offerSetIds[0]}/attachments.zip`, {
      headers: { 'x-auth-token': jan },
    });
    expect(zip.status).toBe(200);
    const zipFile = path.join(dataRoot, 'offer.zip');
    fs.writeFileSync(zipFile, Buffer.from(await zip.arrayBuffer()));
    expect(execFileSync('unzip', ['-p', zipFile]).toString('utf8')).toBe(secret.file);
    expect(execFileSync('unzip', ['-Z1', zipFile]).toString('utf8').trim()).toBe(secret.fileName);
  });

  it('refuses a value copied from one offer to another instead of showing it', async () => {
    const db = server.database.db;
    const [first, second] = offerSetIds as [number, number];
    const kept = await db
      .selectFrom('offer_sets')
      .select(['id', 'content', 'economic_subject'])
      .where('id', 'in', [first, second])
      .execute();
    await sql`update offer_sets set content = (select content from offer_sets where id = ${first}) where id = ${second}`.execute(
      db,
    );
    const agnieszka = await signIn(server, 'bidder2');
    const own = await call(server, 'GET', `/api/offerset/announcement/${announcementId}`, {
      token: agnieszka,
    });
    expect(own.status).toBe(500);
    expect(JSON.stringify(own.body)).not.toContain(secret.price);
    // A value sealed for one column put in another fails too (the column is bound as well).
    await sql`update offer_sets set economic_subject = (select content from offer_sets where id = ${first}) where id = ${first}`.execute(
      db,
    );
    const piotr = await signIn(server, 'bidder');
    const moved = await call(server, 'GET', `/api/offerset/announcement/${announcementId}`, { token: piotr });
    expect(moved.status).toBe(500);
    // Put back, each value in its own place: read again.
    for (const row of kept)
      await db
        .updateTable('offer_sets')
        .set({ content: JSON.stringify(row.content), economic_subject: JSON.stringify(row.economic_subject) })
        .where('id', '=', row.id)
        .execute();
    const again = await call(server, 'GET', `/api/offerset/announcement/${announcementId}`, { token: piotr });
    expect(JSON.stringify(again.body)).toContain(secret.price);
  });

  it('seals the offers written before sealing existed (the one-off job)', async () => {
    const db = server.database.db;
    const [first] = offerSetIds as [number];
    const answer = await call(server, 'GET', `/api/offerset/announcement/${announcementId}`, {
      token: await signIn(server, 'bidder'),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const opened = answer.body.data.offer_set;
    // Sealed as written.
    const sealed = await db
      .selectFrom('offer_sets')
      .select(['content'])
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(sealed.content)).toContain('$sealed');
    // Put back as it was kept before this issue: plain; the job seals it again.
    const stored = {
      offers: opened.offers.map((o: { id: number; part_id: number; variants: unknown[] }) => ({
        id: o.id,
        part_id: o.part_id,
        variants: o.variants,
        is_refused: false,
      })),
      attachments: opened.attachments.map((a: { id: number; name: string; file_id: number }) => ({
        id: a.id,
        name: a.name,
        file_id: a.file_id,
      })),
    };
    await sql`update offer_sets set content = ${JSON.stringify(stored)}::jsonb where id = ${first}`.execute(
      db,
    );
    // A file kept as before issue 44: its name and digest plain, its key beside them.
    const fileId = opened.attachments[0].file.id as number;
    await sql`update files set name = ${secret.fileName}, sha256 = ${fileDigest}, content_type = 'text/plain',
      sealing = sealing - 'facts' where id = ${fileId}`.execute(db);
    // An offer's file from before sealing: bytes, name and digest all plain.
    const piotr = await signIn(server, 'bidder');
    const older = await uploadFile(server, piotr, {
      context: 'announcement',
      name: 'starszy.txt',
      content: 'Stary',
    });
    await sql`update files set context = 'offer' where id = ${older.id}`.execute(db);
    await sql`insert into jobs (queue, key, payload, run_at, created_at)
      values ('offers.seal-existing', 'again', '{}'::jsonb, now() - interval '1 day', now()),
             ('files.seal-names', 'again', '{}'::jsonb, now() - interval '1 day', now())`.execute(db);
    await server.background.settle();
    const file = await db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(JSON.stringify(file)).not.toContain(secret.fileName);
    expect(JSON.stringify(file)).not.toContain(fileDigest);
    const olderRow = await db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', older.id)
      .executeTakeFirstOrThrow();
    expect(olderRow).toMatchObject({ name: null, sha256: null });
    const olderDownload = await fetch(`${server.baseUrl}${older.uri}`, {
      headers: { 'x-auth-token': piotr },
    });
    expect(olderDownload.headers.get('content-disposition')).toContain('starszy.txt');
    expect(await olderDownload.text()).toBe('Stary');
    const after = await db
      .selectFrom('offer_sets')
      .select(['content'])
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(after.content)).toContain('$sealed');
    expect(JSON.stringify(after.content)).not.toContain(secret.description);
    const again = await call(server, 'GET', `/api/offerset/announcement/${announcementId}`, {
      token: await signIn(server, 'bidder'),
    });
    expect(again.body.data.offer_set.offers).toEqual(opened.offers);
    expect(again.body.data.offer_set.attachments[0].file.name).toBe(secret.fileName);
    expect(again.body.data.offer_set.receipt_sha256).toBe(opened.receipt_sha256);
  });

  it('stops the start on a wrong or missing master key, and rotation keeps everything readable', async () => {
    await server.close();
    const other = randomBytes(32).toString('base64');
    await expect(start({ BK_MASTER_KEY: other })).rejects.toThrow(
      /is not the one the database's offers are sealed with/,
    );
    expect(() =>
      loadKeyService({
        file: path.join(dataRoot, 'none.key'),
        inline: null,
        previousFile: null,
        generate: false,
      }),
    ).toThrow(/No master key/);

    // Rotation: the new key with the old one beside it, every data key rewrapped, then the new key alone.
    const oldKeyFile = path.join(dataRoot, 'old.key');
    fs.writeFileSync(oldKeyFile, `${TEST_MASTER_KEY}\n`);
    server = await start({ BK_MASTER_KEY: other, BK_MASTER_KEY_PREVIOUS_FILE: oldKeyFile });
    const keys = new LocalKeyService(Buffer.from(other, 'base64'), [Buffer.from(TEST_MASTER_KEY, 'base64')]);
    const rotated = await rotateMasterKey(
      server.database.db,
      keys,
      new Date(),
      () => undefined,
      sealedFileKeys,
    );
    expect(rotated.announcements).toBeGreaterThanOrEqual(1);
    expect(rotated.files).toBeGreaterThanOrEqual(2);
    await server.close();
    server = await start({ BK_MASTER_KEY: other });
    server.clock.advance(4 * 86_400_000);
    const jan = await signIn(server, 'advertiser');
    const list = await call(server, 'GET', `/api/offerset/announcement/${announcementId}/list`, {
      token: jan,
    });
    expect(JSON.stringify(list.body)).toContain(secret.description);
    expect(JSON.stringify(list.body)).toContain(secret.fileName);
    await server.close();
    // The old key alone no longer opens anything: refused at start.
    await expect(start()).rejects.toThrow(/is not the one/);
    server = await start({ BK_MASTER_KEY: other });
    installKeyService(keys);
  });
});
