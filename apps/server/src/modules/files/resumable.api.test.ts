import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { FILE_MAX_BYTES } from '@bk/contracts/files/limits';
import { fileMessages } from '@bk/contracts/files/messages';
import { resumableMessages, TUS_VERSION } from '@bk/contracts/files/resumable';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/api-client.ts';
import { filesUnder, startServerWithStorage } from '../../../test/temporary-storage.ts';
import type { TestServer } from '../../../test/test-server.ts';

let env: Awaited<ReturnType<typeof startServerWithStorage>>;
let server: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  env = await startServerWithStorage();
  server = env.server;
  Object.assign(t, await signInAs(server, 'jan', 'piotr'));
});
afterAll(() => env.close());

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** A PDF's worth of bytes: the header, then random bytes (nothing in them repeats a plain text). */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

function tus(
  method: string,
  url: string,
  options: { token?: string | null; headers?: Record<string, string>; body?: Buffer } = {},
) {
  const token = options.token === undefined ? t.jan : options.token;
  return fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      'tus-resumable': TUS_VERSION,
      ...(token ? { 'x-auth-token': token } : {}),
      ...(options.body ? { 'content-type': 'application/offset+octet-stream' } : {}),
      ...options.headers,
    },
    body: options.body ? new Uint8Array(options.body) : undefined,
  });
}

async function create(name: string, length: number, context = 'announcement', token?: string) {
  const response = await tus('POST', `/api/uploads?context=${context}`, {
    token,
    headers: {
      'upload-length': String(length),
      'upload-metadata': `filename ${b64(name)},filetype ${b64('x')}`,
    },
  });
  return { response, location: response.headers.get('location') ?? '' };
}

const patch = (location: string, offset: number, body: Buffer, token?: string) =>
  tus('PATCH', location, { token, body, headers: { 'upload-offset': String(offset) } });
const offsetOf = async (location: string, token?: string) => {
  const head = await tus('HEAD', location, { token });
  return { status: head.status, offset: Number(head.headers.get('upload-offset')) };
};
const result = async (location: string, token?: string) => {
  const response = await tus('GET', location, { token });
  return { status: response.status, body: (await response.json()) as any };
};
const download = async (id: number, token = t.jan as string) =>
  Buffer.from(
    await (
      await fetch(`${server.baseUrl}/api/files/${id}/download`, { headers: { 'x-auth-token': token } })
    ).arrayBuffer(),
  );
const uploadRows = () =>
  server.database.db.selectFrom('resumable_uploads').selectAll().orderBy('id').execute();
const partRows = () => server.database.db.selectFrom('resumable_upload_parts').selectAll().execute();

/**
 * Sends `bytes` as a PATCH at `offset`, but the connection is cut after `cut` of them (as a dropped
 * mobile line): the server keeps what it got.
 */
function droppedPatch(location: string, offset: number, bytes: Buffer, cut: number) {
  return new Promise<void>((resolve) => {
    const request = http.request(`${server.baseUrl}${location}`, {
      method: 'PATCH',
      headers: {
        'tus-resumable': TUS_VERSION,
        'x-auth-token': t.jan as string,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        'content-length': String(bytes.length),
      },
    });
    request.on('error', () => resolve());
    request.write(bytes.subarray(0, cut), () => {
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 200);
    });
  });
}

async function waitForOffset(location: string, atLeast: number) {
  const start = Date.now();
  for (;;) {
    const { offset } = await offsetOf(location);
    if (offset >= atLeast || Date.now() - start > 5000) return offset;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('resumable uploads by tus (issue 50)', () => {
  it('takes a file in parts, resumes after a dropped connection, and stores it as a plain upload would', async () => {
    const bytes = pdfOf(3 * 1024 * 1024 + 17);
    const { response, location } = await create('specyfikacja techniczna.pdf', bytes.length);
    expect(response.status).toBe(201);
    expect(response.headers.get('tus-resumable')).toBe(TUS_VERSION);
    expect(response.headers.get('upload-expires')).toMatch(/GMT$/);
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    expect(await offsetOf(location)).toEqual({ status: 200, offset: 0 });

    // The line drops after about half: what arrived is kept, and the client resumes from there.
    await droppedPatch(location, 0, bytes, 1_600_000);
    const kept = await waitForOffset(location, 1);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(1_600_000);
    expect((await result(location)).status).toBe(409);

    // A request from the wrong place is refused with where to resume.
    const wrong = await patch(location, 0, bytes.subarray(0, 10));
    expect(wrong.status).toBe(409);
    expect(wrong.headers.get('upload-offset')).toBe(String(kept));
    expect(((await wrong.json()) as any).message).toBe(resumableMessages.offsetMismatch);

    const rest = await patch(location, kept, bytes.subarray(kept));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));
    const done = await result(location);
    expect(done.status).toBe(200);
    expect(done.body.data.file).toMatchObject({
      name: 'specyfikacja techniczna.pdf',
      created_by: { forename: 'Jan' },
    });
    const file = await server.database.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', done.body.data.file.id)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({ size: bytes.length, sha256: sha256(bytes), context: 'announcement' });
    expect(sha256(await download(file.id))).toBe(sha256(bytes));
    // The parts are gone once the file is stored; only the file's own bytes remain.
    expect(await partRows()).toEqual([]);
    expect(await filesUnder(env.storageDir)).toEqual([
      path.join(file.storage_key.slice(0, 2), file.storage_key),
    ]);
  });

  it("keeps an offer's upload sealed: neither its name nor its bytes are plain, in parts or in the file", async () => {
    const bytes = pdfOf(700_000);
    const name = 'oferta-cenowa-tajna.pdf';
    const { location } = await create(name, bytes.length, 'offer', t.piotr);
    const [row] = (await uploadRows()).slice(-1);
    expect(row).toMatchObject({ name: null, context: 'offer' });
    expect(JSON.stringify(row?.sealing)).not.toContain(b64(name).slice(0, 12));
    expect((await patch(location, 0, bytes.subarray(0, 300_000), t.piotr)).status).toBe(204);
    // A part at rest is sealed: none of the file's bytes appear in what is stored.
    const [part] = await partRows();
    const stored = await readFile(
      path.join(env.storageDir, (part?.storage_key ?? '').slice(0, 2), part?.storage_key ?? ''),
    );
    expect(stored.length).toBe(300_000);
    expect(stored.includes(bytes.subarray(1000, 1064))).toBe(false);
    expect(part?.seal).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);

    expect((await patch(location, 300_000, bytes.subarray(300_000), t.piotr)).status).toBe(204);
    const done = await result(location, t.piotr);
    expect(done.status).toBe(200);
    expect(done.body.data.file.name).toBe(name);
    const file = await server.database.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', done.body.data.file.id)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({ name: null, sha256: null, context: 'offer', size: bytes.length });
    expect(sha256(await download(file.id, t.piotr))).toBe(sha256(bytes));
  });

  it('refuses at creation what the whole file would be refused for, and what the protocol forbids', async () => {
    const before = (await uploadRows()).length;
    expect((await create('a.pdf', 10, 'announcement', '')).response.status).toBe(401);
    const noVersion = await fetch(`${server.baseUrl}/api/uploads?context=announcement`, {
      method: 'POST',
      headers: {
        'x-auth-token': t.jan as string,
        'upload-length': '10',
        'upload-metadata': `filename ${b64('a.pdf')}`,
      },
    });
    expect(noVersion.status).toBe(412);
    expect(noVersion.headers.get('tus-version')).toBe(TUS_VERSION);
    const large = await create('duzy.pdf', FILE_MAX_BYTES + 1);
    expect(large.response.status).toBe(413);
    expect(((await large.response.json()) as any).message).toBe(fileMessages.tooLarge);
    const exe = await create('program.EXE', 100);
    expect(exe.response.status).toBe(422);
    expect(((await exe.response.json()) as any).message).toBe(fileMessages.blockedExtension('program.EXE'));
    expect((await create('pusty.pdf', 0)).response.status).toBe(422);
    expect((await create('', 10)).response.status).toBe(422);
    expect((await create('a.pdf', 10, 'nieznany')).response.status).toBe(422);
    const badLength = await tus('POST', '/api/uploads?context=announcement', {
      headers: { 'upload-length': '-1', 'upload-metadata': `filename ${b64('a.pdf')}` },
    });
    expect(badLength.status).toBe(400);
    const badMetadata = await tus('POST', '/api/uploads?context=announcement', {
      headers: { 'upload-length': '5', 'upload-metadata': 'filename a!b' },
    });
    expect(badMetadata.status).toBe(400);
    expect((await uploadRows()).length).toBe(before);
  });

  it('refuses another user, a wrong media type and bytes past the length, and counts nothing then', async () => {
    const bytes = pdfOf(2000);
    const { location } = await create('a.pdf', bytes.length);
    // Another signed-in user does not learn that the upload exists.
    expect((await offsetOf(location, t.piotr)).status).toBe(404);
    const other = await patch(location, 0, bytes, t.piotr);
    expect(other.status).toBe(404);
    expect(((await other.json()) as any).message).toBe(resumableMessages.missing);
    expect((await tus('DELETE', location, { token: t.piotr })).status).toBe(404);
    const media = await tus('PATCH', location, {
      headers: { 'upload-offset': '0', 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(media.status).toBe(415);
    const tooMuch = await patch(location, 0, Buffer.concat([bytes, Buffer.from('x')]));
    expect(tooMuch.status).toBe(413);
    expect((await offsetOf(location)).offset).toBe(0);
    expect((await patch(location, 0, bytes)).status).toBe(204);
    expect((await result(location)).status).toBe(200);
  });

  it('refuses a whole file whose content is not what its name says, keeping no byte of it', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(5000),
    ]);
    const filesBefore = await server.database.db.selectFrom('files').select('id').execute();
    const { location } = await create('obraz.pdf', png.length);
    const last = await patch(location, 0, png);
    expect(last.status).toBe(422);
    const message = fileMessages.contentMismatch('obraz.pdf', 'pdf');
    expect(((await last.json()) as any).message).toBe(message);
    // Asked again (a client whose answer was lost), the refusal is the same.
    const again = await result(location);
    expect(again).toMatchObject({ status: 422, body: { message } });
    expect(await server.database.db.selectFrom('files').select('id').execute()).toEqual(filesBefore);
    expect(await partRows()).toEqual([]);
  });

  it('of two requests appending at the same place, counts one', async () => {
    const bytes = pdfOf(400_000);
    const { location } = await create('dwa.pdf', bytes.length);
    const answers = await Promise.all([
      patch(location, 0, bytes.subarray(0, 200_000)),
      patch(location, 0, bytes.subarray(0, 200_000)),
    ]);
    // The other is refused: the upload is held by the first (423), or moved past its offset (409).
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(204);
    expect([409, 423]).toContain(statuses[1]);
    expect((await offsetOf(location)).offset).toBe(200_000);
    expect((await patch(location, 200_000, bytes.subarray(200_000))).status).toBe(204);
    const done = await result(location);
    expect(sha256(await download(done.body.data.file.id))).toBe(sha256(bytes));
  });

  it('removes an abandoned upload with its parts after a day, and on termination at once', async () => {
    const bytes = pdfOf(100_000);
    const kept = await create('porzucony.pdf', bytes.length);
    expect((await patch(kept.location, 0, bytes.subarray(0, 50_000))).status).toBe(204);
    const ended = await create('przerwany.pdf', bytes.length);
    expect((await patch(ended.location, 0, bytes.subarray(0, 50_000))).status).toBe(204);
    expect((await tus('DELETE', ended.location)).status).toBe(204);
    expect((await offsetOf(ended.location)).status).toBe(404);
    const partsBefore = await partRows();
    expect(partsBefore.map((p) => p.upload_id)).toEqual([
      (await uploadRows()).find((u) => u.token === kept.location.split('/').pop())?.id,
    ]);

    server.clock.advance(24 * 60 * 60 * 1000 + 1000);
    await server.background.settle();
    Object.assign(t, await signInAs(server, 'jan', 'piotr'));
    expect((await offsetOf(kept.location)).status).toBe(404);
    expect(await uploadRows()).toEqual([]);
    expect(await partRows()).toEqual([]);
    // Only stored files remain: each a file's row.
    const fileKeys = (await server.database.db.selectFrom('files').select('storage_key').execute()).map((f) =>
      path.join(f.storage_key.slice(0, 2), f.storage_key),
    );
    for (const stored of await filesUnder(env.storageDir)) expect(fileKeys).toContain(stored);
  });

  it('says which protocol it speaks (OPTIONS)', async () => {
    const options = await fetch(`${server.baseUrl}/api/uploads`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('tus-version')).toBe(TUS_VERSION);
    expect(options.headers.get('tus-extension')).toBe('creation,termination,expiration');
    expect(options.headers.get('tus-max-size')).toBe(String(FILE_MAX_BYTES));
  });
});
