import { eventTypeLabels } from '@bk/contracts/audit/audit';
import { describe, expect, it } from 'vitest';
import { eventTypes, GENESIS_HASH, linkHash, verifyChain } from '../events/index.ts';
import { type ChainLink, START, walkChain } from './chain-watch.ts';

function chainOf(count: number): ChainLink[] {
  const links: ChainLink[] = [];
  let previous = GENESIS_HASH;
  for (let seq = 1; seq <= count; seq++) {
    const event = {
      seq,
      id: seq * 3,
      type: 'offer.content_read',
      object_kind: 'offer_set',
      object_id: seq,
      actor_kind: 'user',
      actor_id: 7,
      occurred_at: new Date(Date.UTC(2026, 10, 27, 10, 0, seq)),
      payload: { announcement_id: 16, via: 'preview' },
    };
    previous = linkHash(previous, event);
    links.push({ ...event, hash: previous, event_missing: false, key_id: null, mac: null });
  }
  return links;
}

/** The reader over an array, in batches of 4 (the walk must cross batches). */
const reader = (links: ChainLink[]) => async (afterSeq: number) =>
  links
    .filter((l) => l.seq > afterSeq)
    .sort((a, b) => a.seq - b.seq)
    .slice(0, 4);

/** The walk from the first link and the events module's verifier agree on where a chain breaks. */
async function bothOf(links: ChainLink[]) {
  const walk = await walkChain(START, reader(links));
  const verified = await verifyChain(reader(links));
  return { walk, verified };
}

describe("the audit view's walk of the hash chain", () => {
  it('holds for an intact chain, from the first link or from any verified one', async () => {
    const links = chainOf(11);
    const { walk, verified } = await bothOf(links);
    expect(walk).toEqual({ ok: true, last: { seq: 11, hash: links[10]?.hash, eventId: 33 } });
    expect(verified).toEqual({ ok: true, length: 11, head: links[10]?.hash });
    const middle = links[5] as ChainLink;
    const rest = await walkChain({ seq: 6, hash: middle.hash, eventId: middle.id }, reader(links));
    expect(rest).toEqual(walk);
    // Nothing sealed yet.
    expect(await walkChain(START, reader([]))).toEqual({ ok: true, last: START });
  });

  it('names the first broken link as the events module does: an edit, a gap, a missing event', async () => {
    const edited = chainOf(9);
    edited[4] = { ...(edited[4] as ChainLink), payload: { announcement_id: 17, via: 'preview' } };
    const gap = chainOf(9).filter((l) => l.seq !== 6);
    const missing = chainOf(9);
    missing[2] = { ...(missing[2] as ChainLink), event_missing: true };
    for (const [links, brokenAt, reason] of [
      [edited, 5, /skrót się nie zgadza \(zmieniono zdarzenie nr 15/],
      [gap, 6, /po pozycji 5 następuje pozycja 7/],
      [missing, 3, /brak zdarzenia nr 9/],
    ] as const) {
      const { walk, verified } = await bothOf([...links]);
      expect(walk).toMatchObject({ ok: false, brokenAt, last: { seq: brokenAt - 1 } });
      expect(verified).toMatchObject({ ok: false, brokenAt, length: brokenAt - 1 });
      expect(walk.ok ? '' : walk.reason).toMatch(reason);
    }
  });

  it('finds a link added after the verified one that does not follow it', async () => {
    const links = chainOf(6);
    const last = links[5] as ChainLink;
    const forged = { ...chainOf(7)[6], seq: 7, hash: 'f'.repeat(64) } as ChainLink;
    const result = await walkChain({ seq: 6, hash: last.hash, eventId: last.id }, reader([...links, forged]));
    expect(result).toMatchObject({ ok: false, brokenAt: 7, last: { seq: 6 } });
  });
});

describe('the Polish names of the event types', () => {
  it('name every type the log holds, and no other', () => {
    expect(Object.keys(eventTypeLabels).sort()).toEqual([...eventTypes].sort());
  });
});
