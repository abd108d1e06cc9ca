import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { questionsViewSchema } from '@bk/contracts/questions/questions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Refs } from '../../../test/announcement-fixtures.ts';
import { call, grantPermission, signIn, signInAll } from '../../../test/api-client.ts';
import { publishedAnnouncement } from '../../../test/offer-fixtures.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let refs: Refs;
const t: Record<string, string | null> = { anonymous: null };

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  Object.assign(
    t,
    await signInAll(server, {
      author: 'advertiser',
      asker: 'bidder',
      otherBidder: 'bidder2',
      otherAdvertiser: 'advertiser2',
      admin: 'admin',
    }),
  );
  // The scoped administrator (FENG) holds the author's first project in scope, not the second.
  t.adminInScope = await signIn(server, 'scopedAdmin');
  t.adminOutOfScope = t.adminInScope;
  // Ewa may preview announcements as an administrator (everywhere), but not edit them.
  await grantPermission(server, 'enowicka', 'advertisementAdministration', ['searchNPreviewData']);
  t.previewAdmin = await signIn(server, 'newUser');
});
afterAll(() => server.close());

const inScope = () => publishedAnnouncement(server, t.author as string, refs, { parts: 1, deadlineDays: 3 });
const outOfScope = () =>
  publishedAnnouncement(server, t.author as string, refs, {
    parts: 1,
    deadlineDays: 3,
    projectId: refs.otherProjectId,
  });
const ask = (id: number, content: unknown, token = t.asker) =>
  call(server, 'POST', '/api/question', { token, body: { content, advertisement: id } });
const answer = (id: number, body: unknown, token = t.author, publish = false) =>
  call(server, 'PUT', `/api/question/${id}${publish ? '?mode=publish' : ''}`, { token, body });
/** The questions tab; every answer is checked against the contract (it is sent past the serializer). */
async function list(id: number, token: string | null | undefined) {
  const r = await call(server, 'GET', `/api/question/announcement/${id}`, { token: token ?? null });
  if (r.status === 200) questionsViewSchema.parse(r.body.data);
  return r;
}
const menu = async (token = t.author) =>
  (await call(server, 'GET', '/api/badge/menu', { token })).body.data.my_advertisement_badge_count as number;
const tabBadge = async (id: number, token = t.author) =>
  (await call(server, 'GET', `/api/announcements/${id}`, { token })).body.data.question_badge_count as number;
/** Everything that could name the asker (Piotr Zieliński, bidder): his names, e-mail, login and id. */
async function askerTraces() {
  const user = await server.database.db
    .selectFrom('users')
    .select(['id', 'email', 'identifier'])
    .where('identifier', '=', 'pzielinski')
    .executeTakeFirstOrThrow();
  return { id: user.id, texts: ['Zieliński', 'Piotr', user.email, user.identifier] };
}

describe('asking', () => {
  it('numbers questions 1, 2, 3... per announcement, also when asked at the same time', async () => {
    const a = await inScope();
    const b = await inScope();
    const first = await ask(a.id, 'Czy dopuszczają Państwo dostawę w dwóch transzach?');
    expect(first.status).toBe(200);
    expect(first.body.data.question).toMatchObject({ number: 1, is_asker: true, status: { name: 'NEW' } });
    const together = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ask(a.id, `Pytanie równoległe ${i}`, i % 2 ? t.asker : t.otherBidder),
      ),
    );
    expect(together.map((r) => r.status)).toEqual(Array(8).fill(200));
    const numbers = together.map((r) => r.body.data.question.number).sort((x, y) => x - y);
    expect(numbers).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await ask(b.id, 'Pierwsze pytanie do drugiego ogłoszenia')).body.data.question.number).toBe(1);
  });

  it('never gives a number twice, even after the rows are gone', async () => {
    const a = await inScope();
    await ask(a.id, 'Pytanie pierwsze');
    await ask(a.id, 'Pytanie drugie');
    await server.database.db.deleteFrom('questions').where('announcement_id', '=', a.id).execute();
    expect((await ask(a.id, 'Pytanie trzecie')).body.data.question.number).toBe(3);
  });

  it('refuses the anonymous (401), the author (403) and a hidden announcement (404); writes nothing', async () => {
    const a = await inScope();
    expect((await ask(a.id, 'Pytanie', null)).status).toBe(401);
    const own = await ask(a.id, 'Pytanie do siebie', t.author);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({
      status: 'Error',
      message: 'Nie możesz zadać pytania do własnego ogłoszenia.',
    });
    expect((await ask(999_999, 'Pytanie')).status).toBe(404);
    await call(server, 'PUT', `/api/admin/announcements/${a.id}/lock`, { token: t.adminInScope });
    expect((await ask(a.id, 'Pytanie do zablokowanego')).status).toBe(404);
    expect((await list(a.id, t.author)).body.data.questions).toEqual([]);
  });

  it('refuses after the deadline and on a cancelled announcement (409 with a Polish message)', async () => {
    const a = await inScope();
    const cancelled = await inScope();
    await call(server, 'POST', `/api/announcements/${cancelled.id}/cancel`, { token: t.author });
    const refused = await ask(cancelled.id, 'Pytanie do anulowanego');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Pytania można zadawać i odpowiadać na nie tylko w opublikowanym ogłoszeniu przed upływem terminu składania ofert.',
    );
    server.clock.advance(4 * 86_400_000);
    try {
      // Sessions end after 30 minutes by the server clock: sign in again on the later day.
      const late = await ask(a.id, 'Pytanie po terminie', await signIn(server, 'bidder'));
      expect(late.status).toBe(409);
    } finally {
      server.clock.reset();
    }
    expect((await list(a.id, t.author)).body.data.questions).toEqual([]);
  });

  it('checks the text: required, 2000 characters after trimming, no NUL, a string', async () => {
    const a = await inScope();
    const errorsOf = async (content: unknown) => {
      const r = await ask(a.id, content);
      expect(r.status, JSON.stringify(content)?.slice(0, 40)).toBe(422);
      return r.body.errors;
    };
    expect(await errorsOf('   ')).toEqual({ content: ['To pole jest wymagane.'] });
    expect(await errorsOf(null)).toEqual({ content: ['To pole jest wymagane.'] });
    expect(await errorsOf('x'.repeat(2001))).toEqual({
      content: ['To pole może mieć maksymalnie 2000 znaków.'],
    });
    expect(await errorsOf('zła\u0000treść')).toEqual({ content: ['To pole zawiera niedozwolony znak.'] });
    expect((await errorsOf(42)).content).toBeDefined();
    expect((await list(a.id, t.author)).body.data.questions).toEqual([]);
    const padded = await ask(a.id, `  ${'ą'.repeat(2000)}  `);
    expect(padded.status).toBe(200);
    expect(padded.body.data.question.content).toBe('ą'.repeat(2000));
  });
});

describe('who sees what', () => {
  let id: number;
  let published: number;
  let draft: number;
  let fresh: number;
  beforeAll(async () => {
    id = (await inScope()).id;
    published = (await ask(id, 'Czy termin dostawy jest wiążący?')).body.data.question.id;
    draft = (await ask(id, 'Czy można złożyć ofertę w euro?')).body.data.question.id;
    fresh = (await ask(id, 'Pytanie jeszcze bez odpowiedzi', t.otherBidder)).body.data.question.id;
    expect(
      (
        await answer(
          published,
          {
            content: 'Czy termin dostawy jest wiążący dla wykonawcy?',
            answer: { content: 'Tak, termin jest wiążący.' },
          },
          t.author,
          true,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await answer(draft, {
          content: 'Czy można złożyć ofertę w euro?',
          answer: { content: 'SZKIC: nie wiem jeszcze' },
        })
      ).status,
    ).toBe(200);
  });

  it('shows the public only published questions and answers, asker-free', async () => {
    const traces = await askerTraces();
    for (const role of ['anonymous', 'otherBidder', 'otherAdvertiser']) {
      const r = await list(id, t[role] ?? null);
      expect(r.status, role).toBe(200);
      const qs = r.body.data.questions;
      const mine = role === 'otherBidder' ? [fresh] : [];
      expect(qs.map((q: { id: number }) => q.id).sort(), role).toEqual([published, ...mine].sort());
      const shown = qs.find((q: { id: number }) => q.id === published);
      expect(shown).toMatchObject({
        content: 'Czy termin dostawy jest wiążący dla wykonawcy?',
        original_content: null,
        answer: { content: 'Tak, termin jest wiążący.' },
        status: { name: 'PUBLISHED' },
        is_asker: false,
        asker: null,
      });
      const text = JSON.stringify(r.body);
      for (const trace of traces.texts) expect(text, `${role}: ${trace}`).not.toContain(trace);
      expect(text).not.toContain('SZKIC');
      expect(text).not.toMatch(new RegExp(`"asker_id"|"id":${traces.id}[,}]`));
    }
  });

  it('never names the asker to the author, who sees every question, its status and the original words', async () => {
    const traces = await askerTraces();
    const r = await list(id, t.author);
    expect(r.body.data).toMatchObject({
      viewer: 'author',
      accepting: true,
      can_ask: false,
      can_answer: true,
    });
    const qs = r.body.data.questions;
    expect(qs.map((q: { number: number }) => q.number)).toEqual([1, 2, 3]);
    expect(qs.map((q: { status: { name: string } }) => q.status.name)).toEqual(['PUBLISHED', 'DRAFT', 'NEW']);
    expect(qs[0].original_content).toBe('Czy termin dostawy jest wiążący?');
    expect(qs[1].answer.content).toBe('SZKIC: nie wiem jeszcze');
    const text = JSON.stringify(r.body);
    for (const trace of traces.texts) expect(text, trace).not.toContain(trace);
    expect(qs.every((q: { asker: unknown; is_asker: boolean }) => q.asker === null && !q.is_asker)).toBe(
      true,
    );
  });

  it('shows the asker their own questions, never a draft answer', async () => {
    const r = await list(id, t.asker);
    expect(r.body.data).toMatchObject({ viewer: 'user', can_ask: true, can_answer: false });
    const qs = r.body.data.questions;
    expect(qs.map((q: { id: number }) => q.id)).toEqual([published, draft]);
    expect(qs[1]).toMatchObject({ is_asker: true, status: { name: 'NEW' }, answer: null });
    expect(qs[0]).toMatchObject({ is_asker: true, original_content: 'Czy termin dostawy jest wiążący?' });
    expect(JSON.stringify(r.body)).not.toContain('SZKIC');
  });

  it('names the asker to administrators in scope only', async () => {
    const inside = await list(id, t.adminInScope);
    expect(inside.body.data.viewer).toBe('admin');
    expect(inside.body.data.questions.map((q: { asker: { email: string } }) => q.asker.email)).toEqual([
      'piotr.zielinski@bk.example',
      'piotr.zielinski@bk.example',
      'agnieszka.wojcik@bk.example',
    ]);
    expect((await list(id, t.admin)).body.data.questions).toHaveLength(3);
    const other = (await outOfScope()).id;
    await ask(other, 'Pytanie poza zakresem administratora');
    const outside = await list(other, t.adminOutOfScope);
    expect(outside.body.data).toMatchObject({ viewer: 'user', questions: [] });
    expect(JSON.stringify(outside.body)).not.toContain('Zieliński');
  });

  it('shows nothing of a cancelled announcement to the public, everything to the author', async () => {
    const c = (await inScope()).id;
    const q = (await ask(c, 'Pytanie przed anulowaniem')).body.data.question.id;
    await answer(
      q,
      { content: 'Pytanie przed anulowaniem', answer: { content: 'Odpowiedź' } },
      t.author,
      true,
    );
    await call(server, 'POST', `/api/announcements/${c}/cancel`, { token: t.author });
    for (const role of ['anonymous', 'asker', 'otherBidder'])
      expect((await list(c, t[role] ?? null)).body.data.questions, role).toEqual([]);
    expect((await list(c, t.author)).body.data.questions).toHaveLength(1);
    await call(server, 'PUT', `/api/admin/announcements/${id}/lock`, { token: t.adminInScope });
    try {
      for (const role of ['anonymous', 'asker', 'otherBidder'])
        expect((await list(id, t[role] ?? null)).status, role).toBe(404);
      expect((await list(id, t.author)).body.data.questions).toHaveLength(3);
    } finally {
      await call(server, 'PUT', `/api/admin/announcements/${id}/unlock`, { token: t.adminInScope });
    }
  });
});

describe('answering', () => {
  const body = (answerText: string, content = 'Treść pytania') => ({
    content,
    answer: { content: answerText },
  });

  it('lets only the author and administrators with editData in scope answer', async () => {
    const a = (await inScope()).id;
    const b = (await outOfScope()).id;
    const qa = (await ask(a, 'Treść pytania')).body.data.question.id;
    const qb = (await ask(b, 'Treść pytania')).body.data.question.id;
    expect((await answer(qa, body('x'), null)).status).toBe(401);
    // The asker and another bidder may read their own or nothing: 403 for what they see, 404 otherwise.
    const byAsker = await answer(qa, body('Odpowiedź pytającego'), t.asker);
    expect(byAsker.status).toBe(403);
    expect(byAsker.body.message).toBe('Nie masz uprawnień do odpowiadania na pytania do tego ogłoszenia.');
    expect((await answer(qa, body('x'), t.otherBidder)).status).toBe(404);
    expect((await answer(qb, body('x'), t.adminOutOfScope)).status).toBe(404);
    expect((await list(a, t.author)).body.data.questions[0]).toMatchObject({
      status: { name: 'NEW' },
      answer: null,
    });
    const byAdmin = await answer(qa, body('Odpowiedź administratora'), t.adminInScope, true);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.question).toMatchObject({
      status: { name: 'PUBLISHED' },
      answer: { content: 'Odpowiedź administratora' },
    });
    // Preview without editData: sees the question and its asker, may not answer.
    const preview = await list(a, t.previewAdmin);
    expect(preview.body.data).toMatchObject({ viewer: 'admin', can_answer: false });
    expect(preview.body.data.questions[0].asker.email).toBe('piotr.zielinski@bk.example');
    expect((await answer(qa, body('Odpowiedź podglądającego'), t.previewAdmin)).status).toBe(403);
    expect((await answer(qb, body('Odpowiedź autora'), t.author)).status).toBe(200);
    expect((await answer(999_999, body('x'))).status).toBe(404);
  });

  it('goes NEW -> DRAFT -> PUBLISHED, edits a published answer, never back to a draft', async () => {
    const a = (await inScope()).id;
    const q = (await ask(a, 'Ile sztuk?')).body.data.question.id;
    const saved = await answer(q, body('Sto sztuk.', 'Ile sztuk łóżek?'));
    expect(saved.body.data.question).toMatchObject({
      status: { name: 'DRAFT' },
      content: 'Ile sztuk łóżek?',
      original_content: 'Ile sztuk?',
      publication_date: null,
    });
    const pub = await answer(
      q,
      body('Sto dwadzieścia sztuk.', 'Ile sztuk łóżek szpitalnych?'),
      t.author,
      true,
    );
    expect(pub.body.data.question).toMatchObject({
      status: { name: 'PUBLISHED' },
      original_content: 'Ile sztuk?',
      answer: { content: 'Sto dwadzieścia sztuk.' },
    });
    const publishedAt = pub.body.data.question.publication_date;
    expect(publishedAt).toEqual(expect.any(String));
    const back = await answer(q, body('Szkic'));
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('Opublikowanej odpowiedzi nie można zapisać jako roboczej.');
    server.clock.advance(60_000);
    try {
      const edited = await answer(
        q,
        body('Sto dwadzieścia pięć sztuk.', 'Ile sztuk łóżek szpitalnych?'),
        t.author,
        true,
      );
      expect(edited.body.data.question).toMatchObject({
        answer: { content: 'Sto dwadzieścia pięć sztuk.' },
        publication_date: publishedAt,
      });
    } finally {
      server.clock.reset();
    }
    const seen = (await list(a, null)).body.data.questions[0];
    expect(seen.answer.content).toBe('Sto dwadzieścia pięć sztuk.');
  });

  it('checks the texts (answer 5000, question 2000, blank refused) and changes nothing', async () => {
    const a = (await inScope()).id;
    const q = (await ask(a, 'Pytanie')).body.data.question.id;
    const errorsOf = async (b: unknown) => {
      const r = await answer(q, b, t.author, true);
      expect(r.status).toBe(422);
      return r.body.errors;
    };
    expect(await errorsOf(body('y'.repeat(5001), 'Pytanie'))).toEqual({
      'answer.content': ['To pole może mieć maksymalnie 5000 znaków.'],
    });
    expect(await errorsOf(body(' \n ', 'x'.repeat(2001)))).toEqual({
      content: ['To pole może mieć maksymalnie 2000 znaków.'],
      'answer.content': ['To pole jest wymagane.'],
    });
    expect(await errorsOf({ content: 'Pytanie' })).toEqual({ answer: ['To pole jest wymagane.'] });
    expect((await list(a, t.author)).body.data.questions[0]).toMatchObject({
      status: { name: 'NEW' },
      content: 'Pytanie',
    });
    expect((await answer(q, body('z'.repeat(5000), 'Pytanie'), t.author, true)).status).toBe(200);
  });

  it('refuses after the deadline and once cancelled (409)', async () => {
    const a = (await inScope()).id;
    const q = (await ask(a, 'Pytanie')).body.data.question.id;
    server.clock.advance(4 * 86_400_000);
    try {
      const author = await signIn(server, 'advertiser');
      const late = await answer(q, body('Odpowiedź po terminie'), author, true);
      expect(late.status).toBe(409);
      expect((await list(a, author)).body.data).toMatchObject({ accepting: false, can_answer: false });
    } finally {
      server.clock.reset();
    }
    const c = (await inScope()).id;
    const qc = (await ask(c, 'Pytanie')).body.data.question.id;
    await call(server, 'POST', `/api/announcements/${c}/cancel`, { token: t.author });
    expect((await answer(qc, body('Odpowiedź'), t.author, true)).status).toBe(409);
  });
});

describe('new marks', () => {
  it('counts new questions on the tab and the menu; clearing the last clears the menu badge', async () => {
    const a = (await inScope()).id;
    const before = await menu();
    const q1 = (await ask(a, 'Pierwsze')).body.data.question.id;
    const q2 = (await ask(a, 'Drugie', t.otherBidder)).body.data.question.id;
    expect(await tabBadge(a)).toBe(2);
    expect(await menu()).toBe(before + 1);
    expect((await list(a, t.author)).body.data.questions.map((q: { badge: boolean }) => q.badge)).toEqual([
      true,
      true,
    ]);
    expect(await tabBadge(a, t.asker)).toBe(0);
    // Only one's own marks: another user clearing it gets 404.
    expect((await call(server, 'DELETE', `/api/badge/question/${q1}`, { token: t.asker })).status).toBe(404);
    expect((await call(server, 'DELETE', `/api/badge/question/${q1}`, { token: t.author })).status).toBe(200);
    expect((await call(server, 'DELETE', `/api/badge/question/${q1}`, { token: t.author })).status).toBe(404);
    expect(await tabBadge(a)).toBe(1);
    expect(await menu()).toBe(before + 1);
    // Answering clears the answerer's mark too; with nothing new left the announcement's mark goes.
    await answer(q2, { content: 'Drugie', answer: { content: 'Odpowiedź' } });
    expect(await tabBadge(a)).toBe(0);
    expect(await menu()).toBe(before);
  });
});

describe('the kept public list', () => {
  /** A raw GET (fetch would decompress): the status, the headers and the body's bytes. */
  function rawGet(path: string, headers: Record<string, string>) {
    return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${server.baseUrl}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  it('goes out in brotli, gzip or plain, the same document, and changes with the next write', async () => {
    const a = (await inScope()).id;
    for (let i = 0; i < 3; i++) {
      const q = (await ask(a, `Pytanie ${i} ${'o dostawę łóżek '.repeat(20)}`)).body.data.question.id;
      await answer(
        q,
        { content: `Pytanie ${i}`, answer: { content: 'Odpowiedź '.repeat(30) } },
        t.author,
        true,
      );
    }
    const path = `/api/question/announcement/${a}`;
    const plain = await rawGet(path, {});
    const br = await rawGet(path, { 'accept-encoding': 'gzip, br' });
    const gzip = await rawGet(path, { 'accept-encoding': 'gzip, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    const text = plain.body.toString();
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(gunzipSync(gzip.body).toString()).toBe(text);
    expect(JSON.parse(text).data.questions).toHaveLength(3);
    // A signed-in reader with nothing of their own there shares it; the asker gets their own view.
    const reader = await list(a, t.otherAdvertiser);
    expect(reader.body.data).toMatchObject({ viewer: 'user', can_ask: true });
    expect(reader.body.data.questions).toEqual(JSON.parse(text).data.questions);
    expect((await list(a, t.asker)).body.data.questions.every((q: { is_asker: boolean }) => q.is_asker)).toBe(
      true,
    );
    // The next question and answer show at once (the write drops what was kept).
    const q = (await ask(a, 'Pytanie czwarte', t.otherBidder)).body.data.question.id;
    await answer(q, { content: 'Pytanie czwarte', answer: { content: 'Czwarta odpowiedź' } }, t.author, true);
    expect((await list(a, null)).body.data.questions.at(-1).answer.content).toBe('Czwarta odpowiedź');
    // Another asker's own question is laid over the kept list in its place, in number order.
    const others = (await list(a, t.otherBidder)).body.data.questions;
    expect(others.map((x: { number: number }) => x.number)).toEqual([1, 2, 3, 4]);
    expect(others.map((x: { is_asker: boolean }) => x.is_asker)).toEqual([false, false, false, true]);
    const unanswered = (await ask(a, 'Pytanie piąte', t.otherBidder)).body.data.question.number;
    const withOwn = (await list(a, t.otherBidder)).body.data.questions;
    expect(withOwn.map((x: { number: number }) => x.number)).toEqual([1, 2, 3, 4, unanswered]);
    expect(withOwn.at(-1)).toMatchObject({ status: { name: 'NEW' }, answer: null, is_asker: true });
    expect((await list(a, t.asker)).body.data.questions.map((x: { number: number }) => x.number)).toEqual([
      1, 2, 3, 4,
    ]);
  });
});
