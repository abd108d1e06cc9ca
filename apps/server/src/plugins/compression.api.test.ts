import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { IMMUTABLE, PAGE_CACHE } from './web-app.ts';

/** Compression and caching of answers (issue 23). The build's own .br/.gz are checked by e2e. */

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `słowo ${i}`))};\n`;
let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="pl"><title>BK</title></html>');
  const asset = path.join(dist, 'assets', 'index-Ab12Cd34.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, gzipSync(script));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ BK_WEB_DIST: dist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function raw(url: string, encoding?: string) {
  // fetch would decompress and hide the encoding: read the bytes through node:http instead.
  const http = await import('node:http');
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const request = http.get(
      `${server.baseUrl}${url}`,
      { headers: encoding ? { 'accept-encoding': encoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

describe('web app files', () => {
  it('sends the brotli file made at build time to a browser that takes br, cached for a year', async () => {
    const response = await raw('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('sends gzip to a client without br, and the plain file to one that takes neither', async () => {
    const gzip = await raw('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await raw('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('never lets the page be taken from a cache; other files for an hour', async () => {
    for (const url of ['/', '/wyszukiwarka']) {
      const page = await raw(url, 'br');
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe(PAGE_CACHE);
    }
    const icon = await raw('/favicon.svg', 'br');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer with brotli, else gzip', async () => {
    const plain = await raw('/api/docs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = JSON.parse(plain.body.toString());
    const br = await raw('/api/docs', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(document);
    const gzip = await raw('/api/docs', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(document);
    expect(br.headers['cache-control']).toBe('no-store');
  });

  it('sends a small answer as it is', async () => {
    const health = await raw('/api/health', 'gzip, br');
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toBeTruthy();
  });
});
