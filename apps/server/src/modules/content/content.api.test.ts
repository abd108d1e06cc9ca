import { warsawDate } from '@bk/contracts/common/warsaw-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, grantPermission, signIn, signInAll, uploadFile } from '../../../test/api-client.ts';
import { insertBidders } from '../../../test/bidder-fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
const t: Record<string, string | null> = { anonymous: null };

const para = (text: string, extra: Record<string, unknown> = {}) => ({
  key: Math.random().toString(36).slice(2, 10),
  text,
  type: 'unstyled',
  depth: 0,
  inline_style_ranges: [],
  entity_ranges: [],
  ...extra,
});
const rich = (...texts: string[]) => ({ blocks: texts.map((x) => para(x)), entity_map: {} });
const withEntity = (text: string, entity: unknown, atomic = false) => ({
  blocks: [
    para(atomic ? ' ' : text, {
      type: atomic ? 'atomic' : 'unstyled',
      entity_ranges: [{ offset: 0, length: atomic ? 1 : text.length, key: 0 }],
    }),
  ],
  entity_map: { '0': entity },
});

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(t, await signInAll(server, { admin: 'admin', bidder: 'bidder' }));
  // One user per content flag, and one with none of them.
  const db = server.database.db;
  const users = await insertBidders(db, 4, { prefix: 'content', nipBase: 410000000 });
  const flags = ['help', 'generalContentCookiesRegulation', 'statements'] as const;
  for (const [i, flag] of flags.entries()) {
    await grantPermission(server, users[i]?.id as number, 'contentAdministration', [flag]);
    t[flag] = users[i]?.token as string;
  }
  t.none = users[3]?.token as string;
});
afterAll(async () => {
  server.clock.reset();
  await server.close();
});

describe('the public content', () => {
  it('serves the help tree, an article with its related helps, and the help of a screen', async () => {
    const toc = await call(server, 'GET', '/api/help');
    expect(toc.status).toBe(200);
    const helps = toc.body.data.helps as {
      id: number;
      parent_id: number | null;
      header: string;
      type: string;
    }[];
    expect(helps.length).toBeGreaterThanOrEqual(8);
    expect(helps.every((h) => h.type === 'general')).toBe(true);
    const depth = (id: number | null): number => {
      const h = helps.find((x) => x.id === id);
      return h ? 1 + depth(h.parent_id) : 0;
    };
    expect(Math.max(...helps.map((h) => depth(h.id)))).toBeGreaterThanOrEqual(3);
    const offer = helps.find((h) => h.header === 'Jak złożyć ofertę');
    const article = await call(server, 'GET', `/api/help/${offer?.id}`);
    expect(article.status).toBe(200);
    expect(article.body.data.help.related_helps.map((r: { header: string }) => r.header)).toEqual([
      'Pytania do ogłoszenia',
      'Jak wyszukać ogłoszenie',
    ]);
    expect(article.body.data.help.parent.header).toBe('Dla oferentów');
    expect(article.body.data.help.slug).toBe('jak-zlozyc-oferte');
    const screen = await call(server, 'GET', '/api/help/homePage');
    expect(screen.body.data.screen_help.header).toBe('Strona główna');
    expect((await call(server, 'GET', '/api/help/nieMaTakiegoEkranu')).status).toBe(404);
    expect((await call(server, 'GET', '/api/help/999999')).status).toBe(404);
  });

  it('serves the terms, the cookie notice, the home boxes and the active statements', async () => {
    expect(
      (await call(server, 'GET', '/api/regulations')).body.data.regulation.content.blocks.length,
    ).toBeGreaterThan(3);
    expect((await call(server, 'GET', '/api/cookies')).body.data.cookies.publication_date).toMatch(/^\d{4}-/);
    const boxes = (await call(server, 'GET', '/api/general-content')).body.data.general_contents;
    expect(boxes.map((b: { placement: string }) => b.placement)).toEqual([
      'homepage_box1',
      'homepage_box2',
      'homepage_box3',
    ]);
    const all = (await call(server, 'GET', '/api/statements')).body.data.statements;
    expect(all).toHaveLength(2);
    const yellow = (await call(server, 'GET', '/api/statements?yellow_stripe=true')).body.data.statements;
    expect(yellow).toHaveLength(1);
    expect(yellow[0].yellow_stripe).toBe(true);
    expect((await call(server, 'GET', `/api/statements/${yellow[0].id}`)).status).toBe(200);
  });
});

describe('permissions', () => {
  const calls: [string, string, string, unknown?][] = [
    ['help', 'GET', '/api/admin/help'],
    ['help', 'GET', '/api/admin/help/dictionaries'],
    ['help', 'POST', '/api/admin/help', { type: 'general', parent_id: 1, header: 'X', content: rich('x') }],
    ['generalContentCookiesRegulation', 'GET', '/api/admin/regulations/details'],
    ['generalContentCookiesRegulation', 'GET', '/api/admin/cookies'],
    ['generalContentCookiesRegulation', 'GET', '/api/admin/general-content'],
    ['generalContentCookiesRegulation', 'PUT', '/api/admin/cookies', { content: rich('Ciasteczka.') }],
    ['statements', 'GET', '/api/admin/statements'],
    ['statements', 'POST', '/api/admin/statements', { header: 'K', content: rich('k') }],
  ];
  it('gives each area to its flag alone; nobody else, anonymous visitors least', async () => {
    for (const [area, method, path, body] of calls) {
      expect((await call(server, method, path, { token: null, body })).status, `${path} anonymous`).toBe(401);
      for (const who of ['none', 'bidder', 'help', 'generalContentCookiesRegulation', 'statements']) {
        const r = await call(server, method, path, { token: t[who], body });
        if (who === area)
          expect(r.status, `${method} ${path} as ${who}: ${JSON.stringify(r.body)}`).toBe(200);
        else {
          expect(r.status, `${method} ${path} as ${who}`).toBe(403);
          expect(r.body.status).toBe('Error');
          expect(r.body.message).toMatch(/^Nie masz uprawnień/);
        }
      }
    }
  });
});

describe('help rules', () => {
  let rootId: number;
  let leafId: number;
  beforeAll(async () => {
    const helps = (await call(server, 'GET', '/api/admin/help', { token: t.help })).body.data.helps;
    rootId = helps.find((h: { root: boolean }) => h.root).id;
  });

  it('needs a parent chapter, keeps the type, pins a screen once', async () => {
    const noParent = await call(server, 'POST', '/api/admin/help', {
      token: t.help,
      body: { type: 'general', header: 'Bez rozdziału', content: rich('treść') },
    });
    expect(noParent.status).toBe(422);
    expect(noParent.body.errors.parent_id).toEqual(['Wybierz rozdział nadrzędny.']);
    const created = await call(server, 'POST', '/api/admin/help', {
      token: t.help,
      body: {
        type: 'general',
        parent_id: rootId,
        header: 'Nowa pomoc: test',
        content: rich('treść'),
        related_helps: [rootId],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    leafId = created.body.data.help.id;
    expect(created.body.data.help.slug).toBe('nowa-pomoc-test');
    const retype = await call(server, 'PUT', `/api/admin/help/${leafId}`, {
      token: t.help,
      body: { type: 'screen', screen: 'favourites', header: 'X', content: rich('x') },
    });
    expect(retype.status).toBe(422);
    expect(retype.body.errors.type).toEqual(['Rodzaju pomocy nie można zmienić po jej utworzeniu.']);
    const taken = await call(server, 'POST', '/api/admin/help', {
      token: t.help,
      body: { type: 'screen', screen: 'homePage', header: 'Druga', content: rich('x') },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.screen).toEqual(['Ten ekran ma już przypiętą pomoc.']);
    const loop = await call(server, 'PUT', `/api/admin/help/${rootId}`, {
      token: t.help,
      body: { type: 'general', parent_id: leafId, header: 'Pomoc', content: rich('x') },
    });
    // The root takes no parent: it stays the root whatever is sent.
    expect(loop.status).toBe(200);
    expect((await call(server, 'GET', `/api/help/${rootId}`)).body.data.help.parent).toBeNull();
  });

  it('refuses removals in the three cases of 5.5 and removes a free leaf', async () => {
    const remove = (id: number) => call(server, 'DELETE', `/api/admin/help/${id}`, { token: t.help });
    const first = await remove(rootId);
    expect(first.status).toBe(409);
    expect(first.body.message).toBe('Nie można usunąć pomocy: to pierwsza pomoc w systemie.');
    const helps = (await call(server, 'GET', '/api/help')).body.data.helps;
    const withChildren = helps.find((h: { header: string }) => h.header === 'Dla oferentów');
    expect((await remove(withChildren.id)).status).toBe(409);
    const blockers = await call(server, 'GET', `/api/help/${withChildren.id}/related`, { token: t.help });
    expect(blockers.body.data.children.length).toBe(3);
    const search = helps.find((h: { header: string }) => h.header === 'Jak wyszukać ogłoszenie');
    const named = await remove(search.id);
    expect(named.status).toBe(409);
    expect(named.body.message).toBe('Nie można usunąć pomocy, która ma podrzędne lub powiązane pomoce.');
    const screens = (await call(server, 'GET', '/api/admin/help?type=screen_assigned', { token: t.help }))
      .body.data.helps;
    const pinned = screens.find((h: { screen: string }) => h.screen === 'favourites');
    expect((await remove(pinned.id)).body.message).toBe(
      'Nie można usunąć pomocy przypiętej do ekranu: najpierw odepnij ją od ekranu.',
    );
    // Unpinned, it goes.
    const unpinned = await call(server, 'PUT', `/api/admin/help/${pinned.id}`, {
      token: t.help,
      body: { type: 'screen', screen: null, header: pinned.header, content: rich('x') },
    });
    expect(unpinned.status).toBe(200);
    expect((await remove(pinned.id)).status).toBe(200);
    expect((await remove(leafId)).status).toBe(200);
    expect((await call(server, 'GET', `/api/help/${leafId}`)).status).toBe(404);
  });

  it('checks the rich content: links, pictures, videos, structure and the text limit', async () => {
    const save = (content: unknown) =>
      call(server, 'POST', '/api/admin/help', {
        token: t.help,
        body: { type: 'general', parent_id: rootId, header: 'Treść', content },
      });
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/x', 'vbscript:x']) {
      const r = await save(withEntity('link', { type: 'LINK', data: { url, target: '_blank' } }));
      expect(r.status, url).toBe(422);
    }
    const noAlt = await save(
      withEntity('', { type: 'IMAGE', data: { src: '/api/files/1/download', alt: ' ' } }, true),
    );
    expect(noAlt.status).toBe(422);
    expect(JSON.stringify(noAlt.body.errors)).toContain('Podaj tekst alternatywny obrazu.');
    const foreign = await save(
      withEntity('', { type: 'IMAGE', data: { src: 'https://evil.example/x.svg', alt: 'x' } }, true),
    );
    expect(foreign.status).toBe(422);
    const video = await save(
      withEntity('', { type: 'EMBEDDED_LINK', data: { src: 'https://evil.example/embed/abc' } }, true),
    );
    expect(JSON.stringify(video.body.errors)).toContain('Podano niepoprawny url wideo.');
    const outOfRange = await save({
      blocks: [para('ab', { inline_style_ranges: [{ offset: 1, length: 5, style: 'BOLD' }] })],
      entity_map: {},
    });
    expect(outOfRange.status).toBe(422);
    expect((await save(rich('a\u0000b'))).status).toBe(422);
    expect((await save(rich('x'.repeat(5001)))).status).toBe(422);
    expect((await save(rich('   '))).status).toBe(422);
    const good = await save({
      blocks: [
        para('Zobacz film', { entity_ranges: [{ offset: 0, length: 6, key: 0 }] }),
        para(' ', { type: 'atomic', entity_ranges: [{ offset: 0, length: 1, key: 1 }] }),
      ],
      entity_map: {
        '0': { type: 'LINK', data: { url: 'mailto:pomoc@bk.example', target: '_self' } },
        '1': {
          type: 'EMBEDDED_LINK',
          data: {
            src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10',
            width: 500,
            height: 300,
          },
        },
      },
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
  });
});

describe('pictures in the content', () => {
  it('takes only gif, jpeg, jpg, png and svg files whose bytes are such pictures (issue 30 item 6)', async () => {
    const upload = (name: string, content: string | Uint8Array) => {
      const form = new FormData();
      form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
      return fetch(`${server.baseUrl}/api/files?context=help`, {
        method: 'POST',
        headers: { 'x-auth-token': t.help as string },
        body: form,
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    };
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const before = await server.database.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const [name, content] of [
      ['strona.html', '<html><script>alert(1)</script></html>'],
      ['skrypt.js', 'alert(1)'],
      ['udawany.png', '<html><script>alert(1)</script></html>'],
      ['udawany.gif', png],
      ['udawany.jpg', 'GIF89a'],
      ['udawany.svg', '<html><svg></svg></html>'],
      ['bez-rozszerzenia', png],
    ] as const) {
      const answer = await upload(name, content);
      expect([name, answer.status, answer.body]).toEqual([
        name,
        422,
        {
          status: 'Error',
          errors: { file: ['Obraz musi być plikiem GIF, JPEG, JPG, PNG albo SVG.'] },
          message: 'Obraz musi być plikiem GIF, JPEG, JPG, PNG albo SVG.',
        },
      ]);
    }
    const after = await server.database.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
    for (const [name, content] of [
      ['obraz.png', png],
      ['OBRAZ.JPG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])],
      ['obraz.jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 1, 2])],
      ['obraz.gif', 'GIF87a....'],
      [
        'rysunek.svg',
        '\uFEFF<?xml version="1.0"?>\n<!-- autor -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg xmlns="http://www.w3.org/2000/svg"/>',
      ],
    ] as const) {
      expect([name, (await upload(name, content)).status]).toEqual([name, 200]);
    }
    // Other uploads keep their own rules: an offer may carry an .html file.
    const offerFile = await uploadFile(server, t.bidder as string, {
      context: 'offer',
      name: 'opis.html',
      content: '<p>',
    });
    expect(offerFile.id).toBeGreaterThan(0);
  });

  it('attaches the uploaded picture to the public content; an SVG is served so that it cannot run', async () => {
    const svg = await uploadFile(server, t.help as string, {
      context: 'help',
      name: 'schemat.svg',
      content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    });
    const helps = (await call(server, 'GET', '/api/help')).body.data.helps;
    const root = helps.find((h: { root: boolean }) => h.root);
    const saved = await call(server, 'POST', '/api/admin/help', {
      token: t.help,
      body: {
        type: 'general',
        parent_id: root.id,
        header: 'Pomoc z obrazem',
        content: withEntity('', { type: 'IMAGE', data: { src: svg.uri, alt: 'Schemat', width: 500 } }, true),
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const download = await fetch(`${server.baseUrl}${svg.uri}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/svg+xml');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    // Someone else's file (an offer's attachment) cannot be shown as a picture.
    const other = await uploadFile(server, t.bidder as string, {
      context: 'offer',
      name: 'oferta.png',
      content: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    });
    const refused = await call(server, 'POST', '/api/admin/help', {
      token: t.help,
      body: {
        type: 'general',
        parent_id: root.id,
        header: 'Cudzy obraz',
        content: withEntity('', { type: 'IMAGE', data: { src: other.uri, alt: 'x' } }, true),
      },
    });
    expect(refused.status).toBe(422);
    expect((await fetch(`${server.baseUrl}${other.uri}`)).status).toBe(404);
  });
});

describe('terms, cookies, general contents and statements', () => {
  it('keeps a later terms version waiting until its date, then makes it current', async () => {
    const token = t.generalContentCookiesRegulation;
    const today = warsawDate(server.clock.now());
    const later = new Date(server.clock.now().getTime() + 3 * 86_400_000);
    expect(
      (
        await call(server, 'POST', '/api/admin/regulations', {
          token,
          body: { content: rich('R'), publication_date: today },
        })
      ).status,
    ).toBe(409);
    const pending = await call(server, 'PUT', '/api/admin/regulations', {
      token,
      body: { content: rich('Nowy regulamin'), publication_date: warsawDate(later) },
    });
    expect(pending.status, JSON.stringify(pending.body)).toBe(200);
    expect(pending.body.data.current).toBe(false);
    expect((await call(server, 'GET', '/api/admin/regulations/details', { token })).body.data).toEqual({
      current_exists: true,
      pending_exists: true,
    });
    const publicText = async () =>
      (await call(server, 'GET', '/api/regulations')).body.data.regulation.content.blocks[0].text;
    expect(await publicText()).not.toBe('Nowy regulamin');
    // Overwritten, not doubled.
    await call(server, 'PUT', '/api/admin/regulations', {
      token,
      body: { content: rich('Nowy regulamin'), publication_date: warsawDate(later) },
    });
    server.clock.advance(4 * 86_400_000);
    try {
      expect(await publicText()).toBe('Nowy regulamin');
      const details = await call(server, 'GET', '/api/admin/regulations/details', {
        token: await signIn(server, 'admin'),
      });
      expect(details.body.data.pending_exists).toBe(false);
    } finally {
      server.clock.reset();
    }
    const again = await call(server, 'PUT', '/api/admin/regulations', {
      token,
      body: {
        content: rich('Jeszcze nowszy'),
        publication_date: warsawDate(new Date(later.getTime() + 86_400_000 * 10)),
      },
    });
    expect(again.status).toBe(200);
    expect((await call(server, 'DELETE', '/api/admin/regulations', { token })).status).toBe(200);
    expect((await call(server, 'DELETE', '/api/admin/regulations', { token })).status).toBe(404);
    const tooLong = await call(server, 'PUT', '/api/admin/regulations', {
      token,
      body: { content: rich('x'.repeat(50_001)), publication_date: today },
    });
    expect(tooLong.status).toBe(422);
  });

  it('creates the cookie notice once and republishes it on each change', async () => {
    const token = t.generalContentCookiesRegulation;
    expect(
      (await call(server, 'POST', '/api/admin/cookies', { token, body: { content: rich('x') } })).status,
    ).toBe(409);
    const before = (await call(server, 'GET', '/api/cookies')).body.data.cookies.publication_date;
    server.clock.advance(60_000);
    try {
      const changed = await call(server, 'PUT', '/api/admin/cookies', {
        token,
        body: { content: rich('Nowe ciasteczka.') },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data.cookies.publication_date).not.toBe(before);
    } finally {
      server.clock.reset();
    }
    expect(
      (await call(server, 'PUT', '/api/admin/cookies', { token, body: { content: rich('x'.repeat(1001)) } }))
        .status,
    ).toBe(422);
  });

  it('changes a general content within its limit', async () => {
    const token = t.generalContentCookiesRegulation;
    const list = (await call(server, 'GET', '/api/admin/general-content', { token })).body.data
      .general_contents;
    const box = list[1];
    const r = await call(server, 'PUT', `/api/admin/general-content/${box.id}`, {
      token,
      body: { header: 'Nowy nagłówek', content: rich('Nowa treść') },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.general_content.header).toBe('Nowy nagłówek');
    const over = await call(server, 'PUT', `/api/admin/general-content/${box.id}`, {
      token,
      body: { header: 'x', content: rich('x'.repeat(2001)) },
    });
    expect(over.status).toBe(422);
    expect(
      (
        await call(server, 'PUT', '/api/admin/general-content/99999', {
          token,
          body: { header: '', content: rich('') },
        })
      ).status,
    ).toBe(404);
  });

  it('applies the statement rules: expiry, activity, the yellow stripe', async () => {
    const token = t.statements;
    const today = warsawDate(server.clock.now());
    const body = (extra: Record<string, unknown>) => ({
      header: 'Komunikat testowy',
      content: rich('Treść'),
      ...extra,
    });
    const missing = await call(server, 'POST', '/api/admin/statements', {
      token,
      body: body({ no_expiry: false }),
    });
    expect(missing.body.errors.expiry_date).toEqual([
      'Podaj datę ważności albo zaznacz, że komunikat jest bezterminowy.',
    ]);
    const past = await call(server, 'POST', '/api/admin/statements', {
      token,
      body: body({ no_expiry: false, expiry_date: '2020-01-01' }),
    });
    expect(past.body.errors.expiry_date).toEqual(['Data ważności nie może być wcześniejsza niż dzisiaj.']);
    const created = await call(server, 'POST', '/api/admin/statements', {
      token,
      body: body({ no_expiry: false, expiry_date: today, yellow_stripe: true }),
    });
    expect(created.status).toBe(200);
    const id = created.body.data.statement.id;
    expect(created.body.data.statement.slug).toBe('komunikat-testowy');
    expect((await call(server, 'GET', `/api/statements/${id}`)).status).toBe(200);
    // Past its expiry day it is gone for the public.
    server.clock.advance(2 * 86_400_000);
    try {
      expect((await call(server, 'GET', `/api/statements/${id}`)).status).toBe(404);
    } finally {
      server.clock.reset();
    }
    const inactive = await call(server, 'PUT', `/api/admin/statements/${id}`, {
      token,
      body: body({ active: false, yellow_stripe: true, no_expiry: true, expiry_date: '2030-01-01' }),
    });
    expect(inactive.body.data.statement).toMatchObject({
      active: false,
      yellow_stripe: false,
      expiry_date: null,
    });
    expect((await call(server, 'GET', `/api/statements/${id}`)).status).toBe(404);
    const blank = await call(server, 'POST', '/api/admin/statements', {
      token,
      body: { header: ' ', content: rich('x'.repeat(2001)) },
    });
    expect(Object.keys(blank.body.errors).sort()).toEqual(['content', 'header']);
  });
});
