import { describe, expect, it } from 'vitest';
import { auditQuerySchema, chainStateText, eventTypeLabel, objectLabel } from '../audit/audit.ts';
import { flattenPermissions } from '../auth/permission-flags.ts';
import { toPolish } from '../common/name-mapping.ts';

describe('the event log flag', () => {
  it('flattens auditLog of permissionsAdministration to the client flag', () => {
    const flags = flattenPermissions([
      { group: 'permissionsAdministration', flags: ['auditLog'], scope: null },
    ]);
    expect([...flags]).toEqual(['auditLog']);
  });
});

describe("the log's query", () => {
  it('takes one or several types, in either list form, and empty filters as none', () => {
    const parse = (q: Record<string, unknown>) => auditQuerySchema.parse(q);
    expect(parse({ type: 'offer.saved' }).type).toEqual(['offer.saved']);
    expect(parse({ type: 'offer.saved,user.blocked' }).type).toEqual(['offer.saved', 'user.blocked']);
    expect(parse({ type: ['offer.saved', 'user.blocked'] }).type).toEqual(['offer.saved', 'user.blocked']);
    expect(parse({ user: ' ', object_kind: '', from: '' })).toEqual({});
    expect(parse({ object_kind: 'announcement', object_id: '12', before: '99' })).toEqual({
      object_kind: 'announcement',
      object_id: 12,
      before: 99,
    });
    for (const bad of [
      { type: 'offer.eaten' },
      { object_id: '12' },
      { object_kind: 'announcement', object_id: '0x10' },
      { from: '2026-11-02', to: '2026-11-01' },
      { before: '1', after: '2' },
      { user: 'x'.repeat(201) },
    ])
      expect(auditQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe("the log's texts", () => {
  it('says the chain holds or where it breaks', () => {
    expect(chainStateText({ ok: true, length: 5, head: 'ab', brokenAt: null, reason: null })).toBe(
      'Łańcuch zdarzeń jest spójny: 5 zdarzeń, skrót ostatniego: ab',
    );
    expect(chainStateText({ ok: true, length: 2, head: 'cd', brokenAt: null, reason: null })).toContain(
      '2 zdarzenia',
    );
    expect(chainStateText({ ok: false, length: 6, head: null, brokenAt: 7, reason: 'powód' })).toBe(
      'Łańcuch zdarzeń jest przerwany od pozycji 7: powód',
    );
  });

  it('names types and objects, known or not', () => {
    expect(eventTypeLabel('offer.read_refused')).toBe('Odrzucona próba odczytu oferty');
    expect(eventTypeLabel('x.y')).toBe('x.y');
    expect(objectLabel({ kind: 'announcement', id: 4 })).toBe('Ogłoszenie nr 4');
    expect(objectLabel({ kind: 'gadget', id: 4 })).toBe('gadget nr 4');
  });

  it("keeps an event's payload keys as they were written", () => {
    expect(toPolish({ payload: { announcement_id: 3, offer_set_ids: [1] }, occurred_at: 'x' })).toEqual({
      payload: { announcement_id: 3, offer_set_ids: [1] },
      occurredAt: 'x',
    });
  });
});
