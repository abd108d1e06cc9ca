import { describe, expect, it } from 'vitest';
import { compileReleases, type MergeableRelease, pruned, withRemovals } from './ocds-merge.ts';

/**
 * Issue 44 item 14: the OCDS 1.1.5 merge rules, each against a compiled release written out by hand.
 */
const ocid = 'ocds-xxxxxx-2026-00001-00001';
const release = (n: number, fields: Record<string, unknown>): MergeableRelease => ({
  ocid,
  id: `${n}-tender`,
  date: `2026-11-0${n}T10:00:00.000Z`,
  tag: [n === 1 ? 'tender' : 'tenderUpdate'],
  ...fields,
});
const compiledHead = (n: number) => ({
  ocid,
  id: `${ocid}-2026-11-0${n}T10:00:00.000Z`,
  date: `2026-11-0${n}T10:00:00.000Z`,
  tag: ['compiled'],
});

describe('OCDS merging (1.1.5)', () => {
  it('keeps a field a newer release leaves out; id, date and tag are the compiled release’s own', () => {
    const compiled = compileReleases(ocid, [
      release(1, { language: 'pl', tender: { id: 'T', title: 'Komputery', description: 'Opis' } }),
      release(2, { tender: { id: 'T', title: 'Komputery i monitory' } }),
    ]);
    expect(compiled).toEqual({
      ...compiledHead(2),
      language: 'pl',
      tender: { id: 'T', title: 'Komputery i monitory', description: 'Opis' },
    });
  });

  it('removes a field set to null, and an object whose every field is null', () => {
    const compiled = compileReleases(ocid, [
      release(1, {
        tender: {
          id: 'T',
          description: 'Opis',
          value: { amount: 100, currency: 'PLN' },
          items: [{ id: '1', description: 'Laptop', classification: { scheme: 'CPV', id: '30213100-6' } }],
        },
      }),
      release(2, {
        tender: {
          description: null,
          value: { amount: null, currency: null },
          items: [{ id: '1', classification: { scheme: null, id: null } }],
        },
      }),
    ]);
    expect(compiled).toEqual({
      ...compiledHead(2),
      tender: { id: 'T', items: [{ id: '1', description: 'Laptop' }] },
    });
  });

  it('replaces a wholeListMerge list whole, and an empty one leaves nothing', () => {
    const a = { scheme: 'CPV', id: '30213100-6' };
    const b = { scheme: 'CPV', id: '30231300-0' };
    const c = { scheme: 'CPV', id: '48000000-8' };
    const item = (additionalClassifications: unknown[]) => ({
      tender: { items: [{ id: '1', additionalClassifications }] },
    });
    expect(compileReleases(ocid, [release(1, item([a, b])), release(2, item([c]))])).toEqual({
      ...compiledHead(2),
      tender: { items: [{ id: '1', additionalClassifications: [c] }] },
    });
    expect(compileReleases(ocid, [release(1, item([a, b])), release(2, item([]))])).toEqual({
      ...compiledHead(2),
      tender: { items: [{ id: '1' }] },
    });
  });

  it('merges arrays of objects by id: a known id merged into its object, a new one added, the others kept', () => {
    const compiled = compileReleases(ocid, [
      release(1, {
        tender: {
          lots: [
            { id: '1', title: 'Część 1', status: 'active' },
            { id: '2', title: 'Część 2', status: 'active', value: { amount: 5, currency: 'PLN' } },
          ],
        },
      }),
      release(2, {
        tender: {
          lots: [
            { id: '2', value: { amount: 7 } },
            { id: '3', title: 'Część 3', status: 'active' },
          ],
        },
      }),
    ]);
    expect(compiled).toEqual({
      ...compiledHead(2),
      tender: {
        lots: [
          { id: '1', title: 'Część 1', status: 'active' },
          { id: '2', title: 'Część 2', status: 'active', value: { amount: 7, currency: 'PLN' } },
          { id: '3', title: 'Część 3', status: 'active' },
        ],
      },
    });
  });

  it('replaces arrays of plain values and arrays of objects without ids', () => {
    const compiled = compileReleases(ocid, [
      release(1, {
        tender: { submissionMethod: ['electronicSubmission', 'written'] },
        x: [{ a: 1 }, { a: 2 }],
      }),
      release(2, { tender: { submissionMethod: ['inPerson'] }, x: [{ a: 3 }] }),
    ]);
    expect(compiled).toEqual({
      ...compiledHead(2),
      tender: { submissionMethod: ['inPerson'] },
      x: [{ a: 3 }],
    });
  });
});

describe('a full statement of the tender with its removals', () => {
  const before = {
    id: 'T',
    mainProcurementCategory: 'goods',
    value: { amount: 100, currency: 'PLN' },
    items: [
      {
        id: '1',
        description: 'Laptop',
        classification: { scheme: 'CPV', id: '30213100-6', description: 'Komputery przenośne' },
        additionalClassifications: [{ scheme: 'CPV', id: '30231300-0', description: 'Monitory' }],
        relatedLot: '10',
      },
      { id: '2', description: 'Mysz', classification: { scheme: 'CPV', id: '30237410-6' }, relatedLot: '11' },
    ],
    lots: [
      { id: '10', title: 'Część 1', status: 'active' },
      { id: '11', title: 'Część 2', status: 'active' },
    ],
  };
  const after = {
    id: 'T',
    items: [{ id: '1', description: 'Laptop', relatedLot: '10' }],
    lots: [{ id: '10', title: 'Część 1', status: 'active' }],
  };

  it('says what the newer version no longer has, so the compiled release is the newer version', () => {
    const update = withRemovals('tender', before, after);
    expect(update).toEqual({
      id: 'T',
      items: [
        {
          id: '1',
          description: 'Laptop',
          relatedLot: '10',
          classification: { scheme: null, id: null, description: null },
          additionalClassifications: [],
        },
        { id: '2', description: null, classification: { scheme: null, id: null }, relatedLot: null },
      ],
      lots: [
        { id: '10', title: 'Część 1', status: 'active' },
        { id: '11', status: 'cancelled' },
      ],
      mainProcurementCategory: null,
      value: { amount: null, currency: null },
    });
    const compiled = compileReleases(ocid, [
      release(1, { tender: before }),
      release(2, { tender: update as Record<string, unknown> }),
    ]);
    expect(compiled).toEqual({
      ...compiledHead(2),
      tender: {
        id: 'T',
        items: [{ id: '1', description: 'Laptop', relatedLot: '10' }, { id: '2' }],
        lots: [
          { id: '10', title: 'Część 1', status: 'active' },
          { id: '11', title: 'Część 2', status: 'cancelled' },
        ],
      },
    });
  });

  it('publishes no empty arrays or objects', () => {
    expect(pruned({ a: [], b: {}, c: { d: [] }, e: [{}, 1], f: 0, g: '' })).toEqual({ e: [1], f: 0, g: '' });
  });
});
