// The procedure file at scale (issue 47): an announcement with 100 submitted offers (each with a file)
// and 500 questions asked, answered and published through the API, settled; then the procedure file is
// built (GET /api/announcements/{id}/procedure-file.zip, target under 10 s) and checked as the page and
// `audit:verify-file` check it (target under 5 s), both three times.
// Run: npm run bench:procedure-file   (DATABASE_URL for PostgreSQL, BENCH_PORT)
import { verifyProcedureFile } from '@bk/contracts/audit/procedure-file';
import { unzipSync } from 'fflate';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { refsOf } from '../test/announcement-fixtures.ts';
import { insertBidders } from '../test/bidder-fixtures.ts';
import { login } from '../test/browserless-login.ts';
import { offerBody, publishedAnnouncement } from '../test/offer-fixtures.ts';
import { benchServer, startReport, waitUntilIdle } from './bench-lib.ts';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 100);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 500);
const report = startReport('procedure-file');
const server = await benchServer(Number(process.env.BENCH_PORT ?? 3199));

async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { data: Record<string, unknown> };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

try {
  const db = server.database.db;
  let { token: jan } = await login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD);
  const refs = await refsOf(server as never, 'jkowalski');
  const a = await publishedAnnouncement(server as never, jan, refs, { parts: 1, deadlineDays: 3 });
  const partId = a.partIds[0] as number;
  const bidders = await insertBidders(db, OFFERS, { prefix: 'pf' });
  const started = performance.now();
  const offers: { id: number; variant: number }[] = [];
  for (const [i, bidder] of bidders.entries()) {
    const form = new FormData();
    form.append('file', new Blob([`%PDF-1.4 Formularz ofertowy ${i}`]), `formularz-${i}.pdf`);
    const upload = await fetch(`${server.baseUrl}/api/files?context=offer`, {
      method: 'POST',
      headers: { 'x-auth-token': bidder.token },
      body: form,
    });
    const file = ((await upload.json()) as { data: { file: { id: number } } }).data.file.id;
    const set = (await api(
      'PUT',
      `/api/offerset/announcement/${a.id}/submit`,
      bidder.token,
      JSON.parse(JSON.stringify(offerBody(a.id, [partId], [[`${1000 + i},00`]], [file]))),
    )) as { offer_set: { id: number; offers: { variants: { id: number }[] }[] } };
    offers.push({ id: set.offer_set.id, variant: set.offer_set.offers[0]?.variants[0]?.id as number });
  }
  for (let q = 0; q < QUESTIONS; q++) {
    const asker = bidders[q % bidders.length] as { token: string };
    const content = `Pytanie ${q + 1}: czy zamawiający dopuszcza rozwiązanie równoważne opisanemu w załączniku nr 2?`;
    const asked = (await api('POST', '/api/question', asker.token, { content, advertisement: a.id })) as {
      question: { id: number };
    };
    await api('PUT', `/api/question/${asked.question.id}?mode=publish`, jan, {
      content,
      answer: { content: `Odpowiedź ${q + 1}: tak, pod warunkiem spełnienia pozostałych wymagań.` },
    });
  }
  server.clock.advance(4 * 86_400_000);
  // The session ended with the days that passed.
  ({ token: jan } = await login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD));
  await api('POST', `/api/announcements/${a.id}/resolve`, jan, {
    parts: [
      {
        id: partId,
        chosen_variant: { offer_set_id: offers[0]?.id, variant_id: offers[0]?.variant },
        offers: offers.map((o) => ({ id: o.id, is_refused: false })),
      },
    ],
    comment: 'Wybrano ofertę najtańszą.',
    attachments: [],
  });
  const setupSeconds = (performance.now() - started) / 1000;
  console.log(
    `database: ${server.database.kind}; ${OFFERS} offers, ${QUESTIONS} questions set up in ${setupSeconds.toFixed(0)} s`,
  );
  await server.background.settle();
  await waitUntilIdle(db, { now: () => server.clock.now(), label: 'setup' });

  const rounds = [];
  for (let round = 1; round <= 3; round++) {
    const t0 = performance.now();
    const response = await fetch(`${server.baseUrl}/api/announcements/${a.id}/procedure-file.zip`, {
      headers: { 'x-auth-token': jan },
    });
    const zip = new Uint8Array(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`procedure file: ${response.status}`);
    const built = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    const entries = new Map(Object.entries(unzipSync(zip)).filter(([p]) => !p.endsWith('/')));
    const keys = (await (await fetch(`${server.baseUrl}/api/audit/heads`)).json()) as {
      data: { keys: { key_id: string; public_key: string }[] };
    };
    const check = await verifyProcedureFile(
      entries,
      Object.fromEntries(keys.data.keys.map((k) => [k.key_id, k.public_key])),
    );
    const verified = (performance.now() - t1) / 1000;
    const events = JSON.parse(new TextDecoder().decode(entries.get('zdarzenia.json'))).length;
    rounds.push({
      round,
      MB: Number((zip.length / 1e6).toFixed(1)),
      files: entries.size,
      events,
      'built s': Number(built.toFixed(2)),
      'verified s': Number(verified.toFixed(2)),
      ok: check.ok,
    });
    await server.background.settle();
  }
  console.table(rounds);
  console.log('targets: built under 10 s, verified under 5 s');
  report.write({ database: server.database.kind, offers: OFFERS, questions: QUESTIONS, rounds });
} finally {
  await server.close();
}
