import fs from 'node:fs';
import path from 'node:path';

/**
 * The public pages whose code is split from the app's first script (the web app's app/routes.tsx
 * loads them lazily), by address, with the source module the route loads. A page of these addresses
 * names its chunks in its <head>, so the browser fetches them beside the first script instead of
 * after it has run. route-preloads.test.ts checks that the build has each module.
 */
export const PRELOADED_ROUTES: { pattern: RegExp; module: string }[] = [
  { pattern: /^\/pomoc(?:\/\d+(?:-[^/]*)?)?$/, module: 'src/features/content/HelpPages.tsx' },
  { pattern: /^\/regulamin$/, module: 'src/features/content/TermsPage.tsx' },
  { pattern: /^\/komunikaty(?:\/\d+(?:-[^/]*)?)?$/, module: 'src/features/content/StatementPages.tsx' },
  { pattern: /^\/ogloszenia\/szukaj$/, module: 'src/features/search/SearchPage.tsx' },
  { pattern: /^\/ogloszenia\/\d+(?:\/wersja\d+)?$/, module: 'src/app/AnnouncementPage.tsx' },
];

/** A chunk of Vite's build manifest (.vite/manifest.json). */
type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(webDist: string): Manifest | null {
  const file = path.join(webDist, '.vite', 'manifest.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The chunk keys a chunk needs, itself first (its static imports, transitively). */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The <link>s that preload each route's chunks and stylesheets, by route, without what the entry
 * (index.html) loads anyway.
 */
export function routePreloadLinks(manifest: Manifest): { pattern: RegExp; links: string; styles: string }[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? closure(manifest, entryKey) : new Set<string>();
  return PRELOADED_ROUTES.filter((route) => manifest[route.module]).map((route) => {
    const keys = [...closure(manifest, route.module)].filter((key) => !loaded.has(key));
    const styles = keys.flatMap((key) => manifest[key]?.css ?? []);
    const styleLinks = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
    const scripts = keys.map(
      (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`,
    );
    // `styles` alone for a page drawn on the server: its scripts come after its first paint (boot.ts).
    return { pattern: route.pattern, links: styleLinks + scripts.join(''), styles: styleLinks };
  });
}
