import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { FILE_MAX_BYTES } from '@bk/contracts/files/limits';
import { fileMessages } from '@bk/contracts/files/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/browserless-login.ts';
import { filesUnder, startServerWithStorage, uploadForm, waitFor } from '../../../test/temporary-storage.ts';
import type { TestServer } from '../../../test/test-server.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';

let env: Awaited<ReturnType<typeof startServerWithStorage>>;
let server: TestServer;
let token: string;

const upload = (form: FormData, options: { token?: string; context?: string } = {}) =>
  fetch(`${server.baseUrl}/api/files?context=${options.context ?? 'announcement'}`, {
    method: 'POST',
    headers: options.token === '' ? {} : { 'x-auth-token': options.token ?? token },
    body: form,
  });
const fileRows = () => server.database.db.selectFrom('files').selectAll().orderBy('id').execute();
const storedFiles = () => filesUnder(env.storageDir);

/** A raw multipart request, for bodies fetch cannot send: chunked (no length) or cut off midway. */
function rawUpload(chunked: boolean) {
  const boundary = `bk${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="raw.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(`${server.baseUrl}/api/files?context=offer`, {
    method: 'POST',
    headers: {
      'x-auth-token': token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(chunked ? {} : { 'content-length': String(head.length + FILE_MAX_BYTES + tail.length) }),
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  request.write(head);
  return { request, answer, tail };
}

beforeAll(async () => {
  env = await startServerWithStorage();
  server = env.server;
  token = (await login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD)).token;
});
afterAll(async () => {
  await env.close();
});

describe('POST /api/files', () => {
  it('stores the file under a random key with its size and SHA-256 and presents it', async () => {
    const content = Buffer.from('%PDF-1.4\nSpecyfikacja zamówienia, wersja 1.\n');
    const response = await upload(uploadForm('Specyfikacja.pdf', content));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'OK',
      data: { file: { name: 'Specyfikacja.pdf', created_by: { forename: 'Jan', surname: 'Kowalski' } } },
    });
    const { id, uri, created_at } = body.data.file;
    expect(uri).toBe(`/api/files/${id}/download`);
    expect(Number.isNaN(Date.parse(created_at))).toBe(false);
    const [row] = (await fileRows()).filter((r) => r.id === id);
    expect(row).toMatchObject({
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content_type: 'application/pdf',
      context: 'announcement',
      owner_kind: null,
      owner_id: null,
    });
    expect(row?.storage_key).toMatch(/^[0-9a-f]{32}$/);
    expect(await storedFiles()).toContain(
      path.join(row?.storage_key.slice(0, 2) ?? '', row?.storage_key ?? ''),
    );
  });

  it('refuses an anonymous upload with 401 and an unknown context with 422', async () => {
    const anonymous = await upload(uploadForm('a.txt', Buffer.from('a')), { token: '' });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toBe('Unauthorized');
    const unknown = await upload(uploadForm('a.txt', Buffer.from('a')), { context: 'profile' });
    expect(unknown.status).toBe(422);
    expect(Object.keys((await unknown.json()).errors)).toEqual(['context']);
    const missing = await fetch(`${server.baseUrl}/api/files?context=help`, {
      method: 'POST',
      headers: { 'x-auth-token': token },
      body: uploadForm('a.txt', Buffer.from('a'), 'other'),
    });
    expect(missing.status).toBe(422);
  });

  it('refuses exe in any letter case with the Polish message naming the file', async () => {
    const before = await fileRows();
    for (const name of ['instalator.exe', 'INSTALATOR.EXE', 'Ustawienia.ExE.']) {
      const response = await upload(uploadForm(name, Buffer.from('MZ binary')));
      expect(response.status).toBe(422);
      const shown = name.replace(/\.$/, '');
      expect((await response.json()).errors).toEqual({ file: [fileMessages.blockedExtension(shown)] });
    }
    expect(await fileRows()).toEqual(before);
  });

  it('refuses an empty file with the message the client translates, leaving nothing', async () => {
    const before = (await fileRows()).length;
    const response = await upload(uploadForm('pusty.txt', new Uint8Array(0)));
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe('An empty file is not allowed.');
    expect(await fileRows()).toHaveLength(before);
    expect(await filesUnder(path.join(env.storageDir, '.tmp'))).toEqual([]);
  });

  it('cuts a 150-character name to 100 characters, keeping the extension', async () => {
    const response = await upload(uploadForm(`${'ą'.repeat(146)}.pdf`, Buffer.from('%PDF-1.7')));
    expect((await response.json()).data.file.name).toBe(`${'ą'.repeat(96)}.pdf`);
  });

  it('never lets a file name reach the file system', async () => {
    for (const given of ['../../x.txt', '..\\..\\x.txt']) {
      const response = await upload(uploadForm(given, Buffer.from('traversal')));
      expect(response.status).toBe(200);
      expect((await response.json()).data.file.name).toBe('x.txt');
    }
    expect(await readdir(env.root)).toEqual(['storage']);
    for (const stored of await storedFiles()) expect(stored).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
  });
});

/** A Windows program's first bytes: 'MZ', the header's offset at 0x3c, the 'PE' signature there. */
function windowsProgram(): Buffer {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80);
  return bytes;
}

/** A small PDF as a PDF writer makes it (one empty page). */
const SMALL_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('the content is checked against the name (issue 44)', () => {
  it('refuses a program whatever its name, with the Polish message, storing nothing', async () => {
    const before = await fileRows();
    const stored = await storedFiles();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)]);
    for (const [name, bytes, context] of [
      ['program.pdf', windowsProgram(), 'offer'],
      ['program.pdf', windowsProgram(), 'announcement'],
      ['notatka.txt', windowsProgram(), 'settlement'],
      ['raport.docx', elf, 'offer'],
      ['dane.csv', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'announcement'],
    ] as const) {
      const response = await upload(uploadForm(name, bytes), { context });
      expect(response.status, name).toBe(422);
      const message = fileMessages.executable(name);
      expect(await response.json()).toMatchObject({ message, errors: { file: [message] } });
    }
    expect(await fileRows()).toEqual(before);
    expect(await storedFiles()).toEqual(stored);
    expect(await filesUnder(path.join(env.storageDir, '.tmp'))).toEqual([]);
  });

  it('refuses content that is not what the name says: a PNG named .pdf', async () => {
    const before = (await fileRows()).length;
    for (const context of ['offer', 'announcement']) {
      const response = await upload(uploadForm('skan.pdf', PNG), { context });
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual({
        file: [fileMessages.contentMismatch('skan.pdf', 'pdf')],
      });
    }
    expect(await fileRows()).toHaveLength(before);
  });

  it('accepts a real PDF, office documents of their family, and text a detector cannot name', async () => {
    const cfb = Buffer.alloc(1024);
    Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(cfb);
    const zip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(60)]);
    for (const [name, bytes] of [
      ['oferta.pdf', Buffer.from(SMALL_PDF)],
      ['umowa.doc', cfb],
      ['kosztorys.xls', cfb],
      ['formularz.docx', zip],
      ['MZ-wykaz.csv', Buffer.from('MZK;Kraków;1\n')],
      ['opis.txt', Buffer.from('Opis przedmiotu zamówienia.')],
      ['dane.xml', Buffer.from('<?xml version="1.0"?><a/>')],
      ['skan.png', PNG],
    ] as const) {
      const response = await upload(uploadForm(name, bytes), { context: 'offer' });
      expect(response.status, name).toBe(200);
    }
    // A PDF comes back as what it was named.
    const response = await upload(uploadForm('Specyfikacja.pdf', Buffer.from(SMALL_PDF)));
    const { uri } = (await response.json()).data.file;
    const download = await fetch(`${server.baseUrl}${uri}`, { headers: { 'x-auth-token': token } });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(await download.text()).toBe(SMALL_PDF);
  });
});

describe('upload limits and broken uploads', () => {
  it('answers 413 with the Polish message for a 26 MB file, before storing anything', async () => {
    const before = await storedFiles();
    const rows = (await fileRows()).length;
    const response = await upload(uploadForm('duzy.pdf', new Uint8Array(26 * 1024 * 1024)));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ status: 'Error', message: fileMessages.tooLarge });
    expect(await storedFiles()).toEqual(before);
    expect(await fileRows()).toHaveLength(rows);
  });

  it('cuts a body without a length at 25 MB while streaming, and removes what it wrote', async () => {
    const before = await storedFiles();
    const rows = (await fileRows()).length;
    const { request, answer, tail } = rawUpload(true);
    const chunk = Buffer.alloc(1024 * 1024, 7);
    for (let i = 0; i < 26; i++) {
      if (!request.write(chunk)) await new Promise((resolve) => request.once('drain', resolve));
    }
    request.end(tail);
    const { status, body } = await answer;
    expect(status).toBe(413);
    expect(JSON.parse(body).message).toBe(fileMessages.tooLarge);
    expect(await storedFiles()).toEqual(before);
    expect(await fileRows()).toHaveLength(rows);
  });

  it('accepts a file of exactly 25 MB', async () => {
    const response = await upload(uploadForm('graniczny.bin', new Uint8Array(FILE_MAX_BYTES)));
    expect(response.status).toBe(200);
    const { id } = (await response.json()).data.file;
    expect((await fileRows()).find((r) => r.id === id)?.size).toBe(FILE_MAX_BYTES);
  });

  it('removes the temporary file of an upload aborted midway and records nothing', async () => {
    const before = await storedFiles();
    const rows = (await fileRows()).length;
    const { request, answer } = rawUpload(false);
    answer.catch(() => {});
    request.write(Buffer.alloc(2 * 1024 * 1024, 1));
    const temporaryDir = path.join(env.storageDir, '.tmp');
    await waitFor(async () => (await filesUnder(temporaryDir)).length === 1);
    request.destroy();
    await waitFor(async () => (await filesUnder(temporaryDir)).length === 0);
    expect(await storedFiles()).toEqual(before);
    expect(await fileRows()).toHaveLength(rows);
  });
});
