// `npm start`: builds what is missing or stale (the web app with vite, the server with esbuild:
// scripts/build-server.mjs), then runs the built server with plain Node (docs/decisions/0018).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale, serverBundle } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt < changedAt || process.env.BK_FORCE_BUILD === '1') {
  console.log('Budowanie aplikacji webowej (vite build)...');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  // The browser's build, then the server's renderer of the public pages (dist-ssr).
  for (const extra of [[], ['--ssr', 'src/ssr/entry-server.tsx']]) {
    const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...extra], {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

await buildServerIfStale();

// React's production build renders the e-mails (a third less time than its development build);
// nothing else the server loads reads NODE_ENV. An explicit NODE_ENV wins.
const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
