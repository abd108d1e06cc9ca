import { describe, expect, it } from 'vitest';
import {
  canonicalEvent,
  canonicalJson,
  GENESIS_HASH,
  linkHash,
  type SealedEvent,
  verifyChain,
} from './event-chain.ts';

type Link = SealedEvent & { hash: string; event_missing?: boolean };

function chainOf(count: number): Link[] {
  const links: Link[] = [];
  let previous = GENESIS_HASH;
  for (let seq = 1; seq <= count; seq++) {
    const event: SealedEvent = {
      seq,
      id: seq * 3,
      type: 'offer.submitted',
      object_kind: 'offer_set',
      object_id: seq,
      actor_kind: 'user',
      actor_id: 7,
      occurred_at: new Date(Date.UTC(2026, 10, 27, 10, 0, seq)),
      payload: { announcement_id: 16, parts: [1, 2] },
    };
    previous = linkHash(previous, event);
    links.push({ ...event, hash: previous });
  }
  return links;
}

/** The verifier's reader over an array, in batches of 4 (the walk must cross batches). */
const reader = (links: Link[]) => async (afterSeq: number) =>
  links
    .filter((l) => l.seq > afterSeq)
    .sort((a, b) => a.seq - b.seq)
    .slice(0, 4);

describe('the hash chain of the event log', () => {
  it('writes the same canonical text whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 0, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[1,{"y":null,"z":0}]},"b":1}',
    );
    expect(canonicalJson({ a: undefined, b: new Date('2026-11-27T10:00:00Z') })).toBe(
      '{"b":"2026-11-27T10:00:00.000Z"}',
    );
  });

  it('writes an event as canonicalJson writes its fields', () => {
    const [link] = chainOf(1);
    const { hash: _hash, ...event } = link as Link;
    expect(canonicalEvent(event)).toBe(
      canonicalJson({ ...event, occurred_at: event.occurred_at.toISOString() }),
    );
  });

  it('holds for an intact chain and gives its head', async () => {
    const links = chainOf(10);
    expect(await verifyChain(reader(links))).toEqual({ ok: true, length: 10, head: links[9]?.hash });
    expect(await verifyChain(reader([]))).toEqual({ ok: true, length: 0, head: GENESIS_HASH });
  });

  it('names the first link after an edited event', async () => {
    const links = chainOf(10);
    (links[5] as Link).payload = { announcement_id: 17, parts: [1, 2] };
    expect(await verifyChain(reader(links))).toMatchObject({ ok: false, brokenAt: 6, length: 5 });
    const time = chainOf(10);
    (time[2] as Link).occurred_at = new Date(Date.UTC(2026, 10, 27, 9));
    expect(await verifyChain(reader(time))).toMatchObject({ ok: false, brokenAt: 3 });
  });

  it('names the place of a deleted link, an inserted one, and a link whose event is gone', async () => {
    const deleted = chainOf(10).filter((l) => l.seq !== 4);
    expect(await verifyChain(reader(deleted))).toMatchObject({ ok: false, brokenAt: 4 });
    // An event slipped in at position 4, the later links moved up by one: the hash no longer follows.
    const links = chainOf(10);
    const inserted: Link[] = [
      ...links.slice(0, 3),
      { ...(links[3] as Link), id: 999, type: 'offer.content_read' },
      ...links.slice(3).map((l) => ({ ...l, seq: l.seq + 1 })),
    ];
    expect(await verifyChain(reader(inserted))).toMatchObject({ ok: false, brokenAt: 4 });
    const missing = chainOf(10);
    (missing[7] as Link).event_missing = true;
    expect(await verifyChain(reader(missing))).toMatchObject({ ok: false, brokenAt: 8 });
  });
});
