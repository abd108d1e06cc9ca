import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

/** Text files worth compressing; smaller ones are sent as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes file.br (brotli, best) and file.gz (gzip, best) beside every text file of the build, so
 * that the server sends them as they are, without compressing at request time.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The Polish catalogue keeps only the messages that need compiling (placeholders, plurals): a plain
 * Polish text is in the code already (each message's `message`, shown as it is: lib/i18n.ts), so the
 * Polish pages do not load their texts twice (decision 0055). Runs after @lingui/vite-plugin has
 * compiled the .po file: a plain message compiles to a one-string array.
 */
function polishCatalogueOfPlaceholders(): Plugin {
  return {
    name: 'bk-polish-catalogue',
    enforce: 'post',
    transform(code, id) {
      if (!/\/locales\/pl\/[^/]+\.po(?:\?|$)/.test(id)) return null;
      const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1];
      if (!literal) throw new Error(`bk-polish-catalogue: no compiled catalogue in ${id}`);
      const messages = JSON.parse(JSON.parse(literal)) as Record<string, unknown>;
      const plain = (value: unknown) =>
        Array.isArray(value) && value.length === 1 && typeof value[0] === 'string';
      const kept = Object.fromEntries(Object.entries(messages).filter(([, value]) => !plain(value)));
      return { code: `export const messages = ${JSON.stringify(kept)};`, map: null, moduleType: 'js' };
    },
  };
}

/**
 * The modules the app's main.tsx imports statically (what every page loads before it comes alive),
 * without React's DOM renderer, which boot.ts loads in a task of its own, and without what boot.ts (the
 * page's first script) imports itself: that must stay small and apart, or the whole app would come
 * with the first script, before the first paint. Collected once the module graph is complete, for the
 * 'app' chunk below (chunking comes after).
 */
const mainGraph = new Set<string>();
/** What boot.ts imports statically, but itself: a small chunk of its own, which the 'app' chunk imports. */
const firstGraph = new Set<string>();
function collectMainGraph(): Plugin {
  return {
    name: 'bk-main-graph',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const staticGraph = (start: string) => {
        const seen = new Set<string>();
        const stack = [start];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id) || REACT_DOM.test(id)) continue;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
        }
        return seen;
      };
      const main = ids.find((id) => id.endsWith('/src/main.tsx'));
      const boot = ids.find((id) => id.endsWith('/src/boot.ts'));
      if (!main || !boot) throw new Error('bk-main-graph: src/main.tsx or src/boot.ts is not in the build');
      const first = staticGraph(boot);
      firstGraph.clear();
      for (const id of first) if (id !== boot) firstGraph.add(id);
      mainGraph.clear();
      // main.tsx itself stays a chunk of its own: it awaits the route's code (top-level await), whose
      // chunk imports the 'app' chunk, which must therefore not wait for main.tsx.
      for (const id of staticGraph(main)) if (id !== main && !first.has(id)) mainGraph.add(id);
    },
  };
}
const REACT_DOM = /node_modules[\\/](react-dom|scheduler)[\\/]/;

// `vite build --ssr src/ssr/entry-server.tsx` builds the server's renderer into dist-ssr (no
// compressed copies, no manifest; its packages stay imports from node_modules).
export default defineConfig(({ isSsrBuild }) => ({
  // lingui(): the .po catalogues compiled when imported (lib/i18n.ts), with every English message present.
  plugins: [
    react(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    polishCatalogueOfPlaceholders(),
    ...(isSsrBuild ? [] : [precompress(), collectMainGraph()]),
  ],
  resolve: {
    // Only the bare import (the shim's other entries, used by TipTap, stay as they are).
    alias: [
      {
        find: /^zod$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/zod-configured.ts'),
      },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/konto': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    target: 'es2023',
    sourcemap: false,
    // .vite/manifest.json: the server preloads a public route's chunks with its page (plugins/route-preloads.ts).
    manifest: !isSsrBuild,
    // A few chunks for what every page loads before it is live (issue 48): what boot.ts imports, React's
    // DOM renderer, and the rest of main.tsx's static graph. Left to itself the bundler split that graph
    // into some 30 chunks by which lazy routes share each module (many under 1 KB): each a request, a
    // <link rel="modulepreload"> appended by the preload helper (10-40 ms of a fast processor in the
    // profiles) and a module record of its own. The lazy routes import what they share from the 'app'
    // chunk. Decision 0034.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Taken first: the app's modules depend on them, and the group below would pull them in.
                { name: 'first', test: (id: string) => firstGraph.has(id), priority: 30 },
                { name: 'react-dom', test: REACT_DOM, priority: 20 },
                { name: 'app', test: (id: string) => mainGraph.has(id), priority: 10 },
              ],
            },
          },
        },
  },
}));
