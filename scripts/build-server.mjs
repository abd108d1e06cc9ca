// Builds the server: one ESM bundle of our own code (apps/server/src and the workspace package
// @bk/contracts) at apps/server/dist/server.js, with a source map; every package from node_modules stays
// an import (PGlite's wasm and data files, oidc-provider, pg... load as they were installed).
// `node scripts/build-server.mjs` builds; start.mjs and e2e-server.mjs build only when stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
export const serverBundle = path.join(serverDir, 'dist/server.js');
/** What the bundle is built from: a change to any of these (or to this script) makes it stale. */
const sources = [
  'apps/server/src',
  'packages/contracts/src',
  // The web app's PDF builders the procedure file shares (decision 0047), and what they import.
  'apps/web/src/lib',
  'apps/web/src/features/announcement-details',
  'apps/web/src/features/offers/settlement',
  'apps/web/src/features/offers/offer-texts.ts',
  'apps/web/src/features/questions',
  'apps/server/package.json',
  'scripts/build-server.mjs',
];
const skipped = /\.(unit|api)\.test\.ts$/;

function newestMtime(full) {
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return skipped.test(full) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(full, entry)));
  return newest;
}

/** True when the bundle is missing or older than a source file (or a folder's list of files). */
export function serverStale() {
  if (!fs.existsSync(serverBundle)) return true;
  const builtAt = fs.statSync(serverBundle).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

/**
 * Our code reads files beside its sources by `import.meta.url` (reference data, the default support
 * mailboxes). In the bundle each such module keeps its own location: `import.meta.url` becomes the URL
 * of its source file, relative to the bundle, so the files are read where they are in the repository.
 */
const ownLocation = {
  name: 'own-location',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const relative = path.relative(path.dirname(serverBundle), args.path).split(path.sep).join('/');
      return {
        contents: text.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

/** Packages from node_modules stay imports; the workspace's own packages (@bk/...) are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@bk/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  const { build } = await import('esbuild');
  const started = performance.now();
  await build({
    entryPoints: [path.join(serverDir, 'src/server.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages, ownLocation],
  });
  return performance.now() - started;
}

/** Builds when stale; returns whether it built. */
export async function buildServerIfStale() {
  if (!serverStale() && process.env.BK_FORCE_BUILD !== '1') return false;
  console.log('Budowanie serwera (esbuild)...');
  await buildServer();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ms = await buildServer();
  console.log(`apps/server/dist/server.js built in ${Math.round(ms)} ms`);
}
