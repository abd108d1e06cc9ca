import { type Receipt, receiptMessages, verifyReceipt } from '@bk/contracts/audit/transparency/receipt';
import { describe, expect, it } from 'vitest';
import { refsOf } from '../../../test/announcement-fixtures.ts';
import { call, signIn } from '../../../test/api-client.ts';
import { offerBody, publishedAnnouncement, uploadFile } from '../../../test/offer-fixtures.ts';
import { serverForFile } from '../../../test/test-server.ts';
import { auditKeys } from '../events/index.ts';

const file = serverForFile();
const trusted = () =>
  Object.fromEntries(
    auditKeys()
      .publicKeys()
      .map((k) => [k.key_id, k.public_key]),
  );
const receiptPath = (id: number) => `/api/offerset/receipt/${id}`;

/** The receipt's download as the browser gets it: the headers and the file's text. */
async function download(id: number, token: string) {
  const response = await fetch(`${file.server.baseUrl}${receiptPath(id)}`, {
    headers: { 'x-auth-token': token, accept: 'application/json' },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('signed receipts of submitted offers (issue 47, decision 0049)', () => {
  it('signs the receipt at submission, lets its bidder alone download it, and it verifies offline', async () => {
    const { server, db } = file;
    const refs = await refsOf(server, 'jkowalski');
    const [jan, piotr, agnieszka] = await Promise.all([
      signIn(server, 'advertiser'),
      signIn(server, 'bidder'),
      signIn(server, 'bidder2'),
    ]);
    const a = await publishedAnnouncement(server, jan, refs, { parts: 1 });
    const fileId = await uploadFile(server, piotr, 'oferta.pdf', '%PDF oferta');
    const body = offerBody(a.id, a.partIds, [['1234,56']], [fileId]);

    // A draft has no receipt yet.
    const draft = await call(server, 'POST', '/api/offerset', { token: piotr, body });
    const id = draft.body.data.offer_set.id as number;
    expect((await call(server, 'GET', receiptPath(id), { token: piotr })).status).toBe(409);

    const submitted = await call(server, 'PUT', `/api/offerset/announcement/${a.id}/submit`, {
      token: piotr,
      body,
    });
    expect(submitted.status).toBe(200);
    const set = submitted.body.data.offer_set;

    const got = await download(id, piotr);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toMatch(/^application\/json/);
    expect(got.headers.get('content-disposition')).toContain(
      `attachment; filename="potwierdzenie-oferty-${id}.json"`,
    );
    const receipt = JSON.parse(got.text) as Receipt;
    const { number } = await db
      .selectFrom('announcements')
      .select('number')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({
      version: 'bk-receipt/v1',
      portal: server.config.publicUrl,
      announcement: { id: a.id, number },
      bidder: { id: set.created_by.id, name: set.economic_subject.name },
      offer_set_id: id,
      submitted_at: set.submitted_at,
      offer_sha256: set.receipt_sha256,
      key_id: auditKeys().current.keyId,
      public_key: auditKeys().current.publicKey,
    });
    expect(await verifyReceipt(receipt, trusted())).toEqual({ ok: true, receipt });
    // Against the keys the portal publishes (GET /api/audit/heads) too, once the log has signed a head
    // (the submission's event grew the tree; the sealer signs one at once on a log without heads).
    await server.background.settle();
    const published = await call(server, 'GET', '/api/audit/heads');
    const publishedKeys = Object.fromEntries(
      (published.body.data.keys as { key_id: string; public_key: string }[]).map((k) => [
        k.key_id,
        k.public_key,
      ]),
    );
    expect(Object.keys(publishedKeys)).toContain(receipt.key_id);
    expect((await verifyReceipt(receipt, publishedKeys)).ok).toBe(true);
    // The file's text as downloaded verifies too.
    expect((await verifyReceipt(got.text, trusted())).ok).toBe(true);

    // What the database keeps is what was signed at submission.
    const row = await db
      .selectFrom('offer_sets')
      .select(['receipt_signature', 'receipt_key_id', 'receipt_portal', 'submitted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      receipt_signature: receipt.signature,
      receipt_key_id: receipt.key_id,
      receipt_portal: receipt.portal,
    });
    expect(row.submitted_at?.toISOString()).toBe(receipt.submitted_at);

    // One second later, or another digest: refused.
    const later = new Date(Date.parse(receipt.submitted_at) + 1000).toISOString();
    expect(await verifyReceipt({ ...receipt, submitted_at: later }, trusted())).toEqual({
      ok: false,
      reason: receiptMessages.badSignature,
    });
    expect((await verifyReceipt({ ...receipt, offer_sha256: '0'.repeat(64) }, trusted())).ok).toBe(false);

    // Another bidder, the advertiser (before and after the deadline) and nobody: refused, recorded.
    for (const token of [agnieszka, jan]) {
      const refused = await call(server, 'GET', receiptPath(id), { token });
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ status: 'Error', message: 'Nie udało się pobrać danych oferty.' });
    }
    expect((await call(server, 'GET', receiptPath(id))).status).toBe(401);
    expect((await call(server, 'GET', receiptPath(999_999), { token: piotr })).status).toBe(404);
    const reads = await db
      .selectFrom('events')
      .select(['type', 'payload'])
      .where('object_kind', '=', 'offer_set')
      .where('object_id', '=', id)
      .where('type', 'in', ['offer.content_read', 'offer.read_refused'])
      .execute();
    expect(reads.filter((e) => (e.payload as { via?: string }).via === 'receipt').map((e) => e.type)).toEqual(
      expect.arrayContaining(['offer.content_read', 'offer.read_refused']),
    );

    // Withdrawn: no receipt to download (409); submitted again: a new receipt, signed anew.
    await call(server, 'PUT', `/api/offerset/announcement/${a.id}/withdraw`, { token: piotr });
    expect((await call(server, 'GET', receiptPath(id), { token: piotr })).status).toBe(409);
    server.clock.advance(1500);
    const again = await call(server, 'PUT', `/api/offerset/announcement/${a.id}/submit`, {
      token: piotr,
      body,
    });
    expect(again.status).toBe(200);
    const second = (await call(server, 'GET', receiptPath(id), { token: piotr })).body as Receipt;
    expect(second.submitted_at).toBe(again.body.data.offer_set.submitted_at);
    expect(second.offer_sha256).toBe(again.body.data.offer_set.receipt_sha256);
    expect((await verifyReceipt(second, trusted())).ok).toBe(true);
  });
});
