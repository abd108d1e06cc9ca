import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/api-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

// Files in an S3-compatible bucket: s3rver, a real S3 protocol server, on 127.0.0.1 for this file.
let s3: S3rver;
let bucketDir: string;
let server: TestServer;
let token: string;
let s3Port: number;
/** A Koa middleware of s3rver (a Koa application), as far as the recorder uses it. */
type Recorder = (
  ctx: { method: string; path: string; get(name: string): string },
  next: () => Promise<void>,
) => Promise<void>;
/** The S3 requests s3rver received: method, path and the session token header they carried. */
const received: { method: string; path: string; securityToken: string | undefined }[] = [];

beforeAll(async () => {
  bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: 'bk-files', configs: [] }],
  });
  // Records every request as it arrives, before s3rver's own handling (which checks the signature).
  (s3 as unknown as { middleware: Recorder[] }).middleware.unshift(async (ctx, next) => {
    received.push({
      method: ctx.method,
      path: ctx.path,
      securityToken: ctx.get('x-amz-security-token') || undefined,
    });
    await next();
  });
  const { port } = await s3.run();
  s3Port = port;
  server = await startTestServer({
    BK_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    BK_S3_BUCKET: 'bk-files',
    BK_S3_PREFIX: 'zalaczniki/',
    BK_S3_ACCESS_KEY_ID: 'S3RVER',
    BK_S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  token = await signIn(server, 'bidder');
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
  fs.rmSync(bucketDir, { recursive: true, force: true });
});

// s3rver keeps an object's bytes in '<bucket>/<key>._S3rver_object'.
const objectsInBucket = () =>
  fs
    .readdirSync(path.join(bucketDir, 'bk-files'), { recursive: true })
    .map((name) => String(name).replaceAll(path.sep, '/'))
    .filter((name) => /^zalaczniki\/[0-9a-f]{32}\._S3rver_object$/.test(name))
    .map((name) => name.replace('._S3rver_object', ''));

async function upload(body: Blob, name: string, to = { server, token }) {
  const form = new FormData();
  form.append('file', body, name);
  return fetch(`${to.server.baseUrl}/api/files?context=offer`, {
    method: 'POST',
    headers: { 'x-auth-token': to.token },
    body: form,
  });
}

describe('files in an S3-compatible bucket', () => {
  it('stores an accepted upload as an object and serves it back byte for byte', async () => {
    const bytes = Buffer.from(`%PDF-1.4 Kosztorys ofertowy: ${'zażółć gęślą jaźń '.repeat(5000)}`);
    const response = await upload(new Blob([bytes]), 'kosztorys.pdf');
    expect(response.status).toBe(200);
    const { id } = ((await response.json()) as { data: { file: { id: number } } }).data.file;
    const row = await server.database.db
      .selectFrom('files')
      .select(['storage_key', 'size'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.size).toBe(bytes.length);
    expect(objectsInBucket()).toContain(`zalaczniki/${row.storage_key}`);
    // Nothing is left waiting in the local directory once the object is in the bucket.
    const staging = path.join(server.config.storageDir, '.tmp');
    expect(fs.existsSync(staging) ? fs.readdirSync(staging) : []).toEqual([]);

    const download = await fetch(`${server.baseUrl}/api/files/${id}/download`, {
      headers: { 'x-auth-token': token },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('sends nothing to the bucket for a refused upload', async () => {
    const before = objectsInBucket().length;
    expect((await upload(new Blob([]), 'pusty.pdf')).status).toBe(422);
    expect((await upload(new Blob(['MZ']), 'program.exe')).status).toBe(422);
    expect(objectsInBucket()).toHaveLength(before);
  });
});

describe('temporary credentials', () => {
  let temporary: TestServer;
  let temporaryToken: string;
  beforeAll(async () => {
    temporary = await startTestServer({
      BK_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      BK_S3_BUCKET: 'bk-files',
      BK_S3_PREFIX: 'tymczasowe/',
      BK_S3_ACCESS_KEY_ID: 'S3RVER',
      BK_S3_SECRET_ACCESS_KEY: 'S3RVER',
      BK_S3_SESSION_TOKEN: 'token-sesji-tymczasowej',
    });
    temporaryToken = await signIn(temporary, 'bidder');
  });
  afterAll(async () => {
    await temporary?.close();
  });

  it('sends the session token (X-Amz-Security-Token) with every signed request', async () => {
    received.length = 0;
    const bytes = Buffer.from('%PDF-1.4 Oferta z poświadczeniami tymczasowymi');
    const response = await upload(new Blob([bytes]), 'oferta.pdf', {
      server: temporary,
      token: temporaryToken,
    });
    expect(response.status).toBe(200);
    const { id } = ((await response.json()) as { data: { file: { id: number } } }).data.file;
    const download = await fetch(`${temporary.baseUrl}/api/files/${id}/download`, {
      headers: { 'x-auth-token': temporaryToken },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    const toBucket = received.filter((r) => r.path.startsWith('/bk-files/tymczasowe/'));
    expect(toBucket.map((r) => r.method)).toEqual(['PUT', 'GET']);
    for (const r of toBucket) expect(r.securityToken).toBe('token-sesji-tymczasowej');
  });

  it('sends no session token without temporary credentials', async () => {
    received.length = 0;
    expect((await upload(new Blob(['%PDF-1.4 Oferta']), 'oferta.pdf')).status).toBe(200);
    expect(received.filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect(received.every((r) => r.securityToken === undefined)).toBe(true);
  });
});
