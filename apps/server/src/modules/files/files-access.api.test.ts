import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/browserless-login.ts';
import { startServerWithStorage, uploadForm } from '../../../test/temporary-storage.ts';
import type { TestServer } from '../../../test/test-server.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { type FileAccessResolver, registerFileAccess } from './file-access.ts';
import { attachFiles } from './files.service.ts';

let env: Awaited<ReturnType<typeof startServerWithStorage>>;
let server: TestServer;
let jan: { token: string; userId: number };
let piotr: { token: string; userId: number };

async function signIn(email: string) {
  const { token } = await login(server.baseUrl, email, DEMO_PASSWORD);
  const me = await (await fetch(`${server.baseUrl}/api/user`, { headers: { 'x-auth-token': token } })).json();
  return { token, userId: me.data.user.id as number };
}

async function upload(token: string, name: string, content: Uint8Array) {
  const response = await fetch(`${server.baseUrl}/api/files?context=offer`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: uploadForm(name, content),
  });
  expect(response.status).toBe(200);
  return (await response.json()).data.file as { id: number; uri: string; name: string };
}

const download = (uri: string, token?: string) =>
  fetch(`${server.baseUrl}${uri}`, { headers: token ? { 'x-auth-token': token } : {} });

/** A test owner kind whose files anyone may read, and one that only Piotr may read. */
const publicResolver: FileAccessResolver = async () => true;
const piotrOnly: FileAccessResolver = async (_file, auth) => auth?.userId === piotr.userId;
registerFileAccess('test-public', publicResolver);
registerFileAccess('test-piotr', piotrOnly);

beforeAll(async () => {
  env = await startServerWithStorage();
  server = env.server;
  jan = await signIn('jan.kowalski@bk.example');
  piotr = await signIn('piotr.zielinski@bk.example');
});
afterAll(async () => {
  await env.close();
});

describe('GET /api/files/{id}/download', () => {
  it('gives the uploader the same bytes under the original Polish name', async () => {
    // A PDF's header, then bytes of every value.
    const content = new Uint8Array(300_000).map((_, i) =>
      i < 8 ? '%PDF-1.4'.charCodeAt(i) : (i * 31) % 256,
    );
    const file = await upload(jan.token, 'Załącznik nr 1 (oferta).pdf', content);
    const response = await download(file.uri, jan.token);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(content);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(content.length));
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Zalacznik nr 1 (oferta).pdf"; filename*=UTF-8''Za%C5%82%C4%85cznik%20nr%201%20%28oferta%29.pdf`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves a file by its extension, never as the type the browser claimed', async () => {
    const form = new FormData();
    form.append('file', new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), 'strona.html');
    const response = await fetch(`${server.baseUrl}/api/files?context=question`, {
      method: 'POST',
      headers: { 'x-auth-token': jan.token },
      body: form,
    });
    const { uri } = (await response.json()).data.file;
    const served = await download(uri, jan.token);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('answers 404, the same as for a missing file, to anyone but the uploader of an unattached file', async () => {
    const file = await upload(jan.token, 'robocze.txt', new Uint8Array([1, 2, 3]));
    const missing = await download('/api/files/999999/download', jan.token);
    expect(missing.status).toBe(404);
    const missingBody = await missing.json();
    for (const token of [piotr.token, undefined]) {
      const refused = await download(file.uri, token);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual(missingBody);
    }
  });

  it('leaves attached files to the resolver of their owner kind; no resolver means no access', async () => {
    const open = await upload(jan.token, 'publiczny.txt', new Uint8Array([1]));
    const sealed = await upload(jan.token, 'zapieczetowany.txt', new Uint8Array([2]));
    const forPiotr = await upload(jan.token, 'dla-piotra.txt', new Uint8Array([3]));
    const db = server.database.db;
    await attachFiles(db, { fileIds: [open.id], ownerKind: 'test-public', ownerId: 1, userId: jan.userId });
    await attachFiles(db, {
      fileIds: [sealed.id],
      ownerKind: 'test-unregistered',
      ownerId: 1,
      userId: jan.userId,
    });
    await attachFiles(db, {
      fileIds: [forPiotr.id],
      ownerKind: 'test-piotr',
      ownerId: 7,
      userId: jan.userId,
    });
    expect((await download(open.uri)).status).toBe(200);
    expect((await download(sealed.uri, jan.token)).status).toBe(404);
    expect((await download(forPiotr.uri, jan.token)).status).toBe(404);
    expect((await download(forPiotr.uri, piotr.token)).status).toBe(200);
  });
});

describe('attachFiles', () => {
  it("attaches only the user's own unattached files, or files already on that owner, all or nothing", async () => {
    const db = server.database.db;
    const mine = await upload(jan.token, 'moj.txt', new Uint8Array([1]));
    const second = await upload(jan.token, 'drugi.txt', new Uint8Array([2]));
    const theirs = await upload(piotr.token, 'cudzy.txt', new Uint8Array([3]));
    const owner = { ownerKind: 'test-public', ownerId: 42, userId: jan.userId };

    const attached = await attachFiles(db, { ...owner, fileIds: [mine.id] });
    expect(attached.map((f) => f.name)).toEqual(['moj.txt']);
    // Saving the owner again with the same file and a new one is fine.
    await attachFiles(db, { ...owner, fileIds: [mine.id, second.id] });

    await expect(attachFiles(db, { ...owner, fileIds: [theirs.id] })).rejects.toMatchObject({
      statusCode: 422,
    });
    await expect(attachFiles(db, { ...owner, ownerId: 43, fileIds: [mine.id] })).rejects.toMatchObject({
      statusCode: 422,
    });
    await expect(attachFiles(db, { ...owner, fileIds: [999_999] })).rejects.toMatchObject({
      statusCode: 422,
    });
    const rows = await db.selectFrom('files').select(['id', 'owner_kind', 'owner_id']).execute();
    expect(rows.find((r) => r.id === theirs.id)).toMatchObject({ owner_kind: null, owner_id: null });
    expect(rows.find((r) => r.id === second.id)).toMatchObject({ owner_kind: 'test-public', owner_id: 42 });
  });

  it('refuses a second, different resolver for a kind already registered', () => {
    registerFileAccess('test-public', publicResolver);
    expect(() => registerFileAccess('test-public', async () => false)).toThrow(/already registered/);
  });
});
