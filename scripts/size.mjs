// Gzipped size of the JavaScript the home page loads at first, as a browser loads it: the built app is
// served from apps/web/dist on 127.0.0.1 (API calls answered 401, as for an anonymous visitor),
// Chromium opens "/" (asking for Polish) and "/en" (asking for English), and every script each fetched
// is gzipped and summed. Budget: 150 KB each.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  if (url.pathname.startsWith('/api/')) {
    response.writeHead(401, { 'content-type': 'application/json' });
    response.end('{"status":"Error","errors":{},"message":"Unauthorized"}');
    return;
  }
  let file = path.join(dist, path.normalize(url.pathname));
  if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
    file = path.join(dist, 'index.html');
  response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  response.end(fs.readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = server.address().port;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
/** The scripts a fresh page of `address` fetches, opened by a browser asking for `locale`. */
async function scriptsOf(address, locale) {
  const scripts = new Set();
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`http://127.0.0.1:${port}${address}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await context.close();
  return scripts;
}

// The Polish home page as a Polish browser opens it, and the English one (issue 51): each within budget.
const homes = [
  ['/', 'pl-PL', 'the home page'],
  ['/en', 'en-GB', 'the English home page'],
];
let over = false;
try {
  for (const [address, locale, name] of homes) {
    const scripts = await scriptsOf(address, locale);
    let total = 0;
    for (const file of [...scripts].sort()) {
      const bytes = gzipSync(fs.readFileSync(path.join(dist, file))).length;
      total += bytes;
      console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${file}`);
    }
    console.log(
      `${(total / 1024).toFixed(1).padStart(8)} KB  gzipped JavaScript loaded by ${name} (budget 150 KB)`,
    );
    if (total > 150 * 1024) over = true;
  }
} finally {
  await browser.close();
  server.close();
}
if (over) process.exit(1);
