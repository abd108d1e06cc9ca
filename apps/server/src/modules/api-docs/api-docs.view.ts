import { xmlText as esc } from '../../lib/feed-formats.ts';

/**
 * The human-readable page of the OpenAPI description (issue 36, decision 0036): drawn on the server
 * from the same document as /api/docs, without scripts, in Polish; each operation with its parameters,
 * its answers and, for the open data, an example call.
 */
type Schema = {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
};
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string }>;
  security?: unknown[];
};
export type OpenApiDocument = {
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
};

const TAG_NAMES: Record<string, string> = {
  'open data': 'Otwarte dane',
  search: 'Wyszukiwarka',
  announcements: 'Ogłoszenia',
  offers: 'Oferty',
  questions: 'Pytania i odpowiedzi',
  settlement: 'Rozstrzygnięcie',
  dictionaries: 'Słowniki',
  auth: 'Logowanie i sesja',
  audit: 'Dziennik zdarzeń',
  content: 'Treści serwisu',
  'content administration': 'Administracja treściami',
  files: 'Pliki',
  mail: 'Poczta',
  newsletter: 'Newsletter i powiadomienia',
  permissions: 'Uprawnienia',
  projects: 'Projekty i nabory',
  shell: 'Menu i ustawienia',
  users: 'Użytkownicy',
};

const PLACES: Record<string, string> = {
  query: 'adres (query)',
  path: 'ścieżka',
  header: 'nagłówek',
  cookie: 'ciasteczko',
};

/** Example calls of the open data (the host is the portal's). */
function examples(origin: string): Record<string, string> {
  return {
    '/api/ocds/releases': `curl '${origin}/api/ocds/releases?since=2026-11-01T00:00:00Z&limit=100'`,
    '/api/ocds/records/{ocid}': `curl '${origin}/api/ocds/records/ocds-xxxxxx-2026-00001-00001'`,
    '/api/ocds/bulk.json.gz': `curl -o ocds.json.gz '${origin}/api/ocds/bulk.json.gz' && zcat ocds.json.gz | head -c 600`,
    '/api/feeds/search.atom': `curl '${origin}/api/feeds/search.atom?q=dostawa&sort=publicationDate'`,
    '/api/announcements/{id}/deadline.ics': `curl -o termin.ics '${origin}/api/announcements/1/deadline.ics'`,
    '/api/search/announcements': `curl '${origin}/api/search/announcements?q=dostawa%20komputer%C3%B3w&limit=20'`,
  };
}

const typeOf = (schema: Schema | undefined) =>
  schema?.enum
    ? schema.enum.map(String).join(' | ')
    : Array.isArray(schema?.type)
      ? schema.type.join(' | ')
      : (schema?.type ?? '');

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function operationHtml(method: string, path: string, op: Operation, example: string | undefined): string {
  const params = op.parameters ?? [];
  const body = op.requestBody?.content?.['application/json']?.schema;
  const fields = body?.properties ? Object.keys(body.properties) : [];
  const responses = Object.entries(op.responses ?? {});
  return `<article class="op" id="${slug(`${method}-${path}`)}">
  <h3><span class="method method--${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>
  ${op.summary ? `<p>${esc(op.summary)}</p>` : ''}
  ${op.security?.length === 0 ? '<p class="note">Bez logowania.</p>' : ''}
  ${op.security?.some((entry) => Object.keys(entry as object).length === 0) ? '<p class="note">Bez logowania; z sesją pokazuje też to, co widzi zalogowany.</p>' : ''}
  ${
    params.length > 0
      ? `<table><caption>Parametry</caption><thead><tr><th scope="col">Nazwa</th><th scope="col">Miejsce</th><th scope="col">Wymagany</th><th scope="col">Typ</th></tr></thead><tbody>${params
          .map(
            (p) =>
              `<tr><th scope="row"><code>${esc(p.name)}</code></th><td>${esc(PLACES[p.in] ?? p.in)}</td><td>${p.required ? 'tak' : 'nie'}</td><td>${esc(typeOf(p.schema))}${p.description ? ` – ${esc(p.description)}` : ''}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : ''
  }
  ${fields.length > 0 ? `<p>Treść żądania (JSON), pola: ${fields.map((f) => `<code>${esc(f)}</code>`).join(', ')}.</p>` : ''}
  ${
    responses.length > 0
      ? `<p>Odpowiedzi: ${responses.map(([code, r]) => `<code>${esc(code)}</code>${r.description && r.description !== 'Default Response' ? ` (${esc(r.description)})` : ''}`).join(', ')}.</p>`
      : ''
  }
  ${
    // Scrolls sideways on a narrow screen: a named region the keyboard can reach (issue 44).
    example
      ? `<p>Przykład:</p><pre tabindex="0" role="region" aria-label="${esc(`Przykład: ${method.toUpperCase()} ${path}`)}"><code>${esc(example)}</code></pre>`
      : ''
  }
</article>`;
}

export function apiDocsPage(document: OpenApiDocument, origin: string): string {
  const byTag = new Map<string, string[]>();
  const calls = examples(origin);
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const tag = op.tags?.[0] ?? 'inne';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op, calls[path])]);
    }
  }
  // The open data first: it is what outside callers come for.
  const tags = [...byTag.keys()].sort((a, b) =>
    a === 'open data' ? -1 : b === 'open data' ? 1 : a.localeCompare(b),
  );
  const name = (tag: string) => TAG_NAMES[tag] ?? tag;
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Baza Konkurencyjności - dokumentacja API</title>
<link rel="stylesheet" href="/api/docs/ui/docs.css">
</head>
<body>
<a class="skip" href="#tresc">Przejdź do treści</a>
<header>
<p><a href="/">Baza Konkurencyjności</a> · <a href="/otwarte-dane">Otwarte dane</a></p>
<h1>Dokumentacja API</h1>
<p>Opis w formacie OpenAPI 3.1: <a href="/api/docs">/api/docs</a>. Nazwy pól w JSON są w stylu <code>snake_case</code>; każda odpowiedź ma postać <code>{"status": "OK", "data": …}</code> albo <code>{"status": "Error", "message": …, "errors": …}</code>. Wywołania wymagające logowania przyjmują token sesji w nagłówku <code>X-Auth-Token</code>. Otwarte dane nie wymagają logowania: do 120 zapytań na minutę z jednego adresu (429 z nagłówkiem <code>Retry-After</code> po przekroczeniu).</p>
</header>
<nav aria-label="Grupy wywołań"><ul>${tags.map((tag) => `<li><a href="#${slug(`grupa-${tag}`)}">${esc(name(tag))}</a></li>`).join('')}</ul></nav>
<main id="tresc">
${tags
  .map(
    (tag) => `<section id="${slug(`grupa-${tag}`)}" aria-labelledby="${slug(`naglowek-${tag}`)}">
<h2 id="${slug(`naglowek-${tag}`)}">${esc(name(tag))}</h2>
${(byTag.get(tag) ?? []).join('\n')}
</section>`,
  )
  .join('\n')}
</main>
</body>
</html>
`;
}

export const docsStylesheet = `
:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1b1b1b; background: #fff; }
body { margin: 0 auto; max-width: 72rem; padding: 1rem; }
a { color: #0b4ea2; }
a:focus-visible { outline: 3px solid #1d70b8; outline-offset: 2px; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 1rem; background: #fff; padding: 0.5rem; }
nav ul { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; padding: 0; list-style: none; }
.op { border-top: 1px solid #c8c8c8; padding: 0.5rem 0; }
.op h3 { font-size: 1rem; word-break: break-all; }
.method { display: inline-block; min-width: 4.5rem; padding: 0 0.25rem; border-radius: 3px; color: #fff; background: #3d3d3d; text-align: center; }
.method--get { background: #005a30; }
.method--post { background: #1d4f91; }
.method--put { background: #6f3900; }
.method--delete { background: #a0001c; }
.note { color: #3d3d3d; }
table { border-collapse: collapse; margin: 0.5rem 0; width: 100%; max-width: 48rem; table-layout: fixed; }
caption { text-align: left; font-weight: 600; }
th, td { border: 1px solid #c8c8c8; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
p, h3 { overflow-wrap: anywhere; }
pre { overflow-x: auto; background: #f3f2f1; padding: 0.5rem; }
pre:focus-visible { outline: 3px solid #1d70b8; outline-offset: 2px; }
code { font-family: ui-monospace, monospace; }
`;
