import { contentSchema } from '@bk/contracts/announcements/content';
import { toWire } from '@bk/contracts/common/name-mapping';
import { describe, expect, it } from 'vitest';
import { toBody, toContent } from '../form-content.ts';
import { emptyForm, newTemporaryId } from '../form-state.ts';
import { fromStored } from '../from-stored.ts';
import { storedContent } from './fixtures.ts';

describe('fromStored', () => {
  it('gives every saved element its id as temporary id, and text for empty values', () => {
    const form = fromStored(storedContent());
    expect(form.zamowienia.map((p) => p.temporaryId)).toEqual(['11', '16']);
    const item = form.zamowienia[0]?.przedmiotyZamowienia[0];
    expect(item?.temporaryId).toBe('12');
    expect(item?.harmonogramy[0]?.temporaryId).toBe('13');
    expect(item?.warunkiUdzialu[0]).toEqual({
      id: 14,
      temporaryId: '14',
      typeId: 2,
      opis: 'Doświadczenie w dostawach.',
    });
    expect(form.zamowienia[0]?.kryteriaOceny[0]?.temporaryId).toBe('15');
    expect(form.zamowieniaUzupelniajace).toBe('');
    expect(item?.miejscaRealizacji[0]).toMatchObject({ typ: 'address', kraj: 'PL', localityId: '0950463' });
    expect(item?.miejscaRealizacji[0]?.temporaryId).toMatch(/^tmp-/);
  });

  it('makes attachments of earlier versions read-only and those of the current draft editable', () => {
    const form = fromStored(storedContent());
    expect(form.zalaczniki.map((a) => [a.nazwa, a.readOnly])).toEqual([
      ['Specyfikacja', true],
      ['Wzór umowy', false],
    ]);
  });

  it('gives a version without parts one empty part', () => {
    expect(fromStored(storedContent({ zamowienia: [] })).zamowienia).toHaveLength(1);
  });
});

describe('toBody and toContent', () => {
  it('send only the chosen side of the project switch', () => {
    const form = { ...fromStored(storedContent()), hasProject: false, enrollmentId: 9 };
    expect(toBody(form)).toMatchObject({ projekty: [], enrollmentId: 9 });
    expect(toBody({ ...form, hasProject: true })).toMatchObject({ projekty: [1], enrollmentId: null });
  });

  it('read the same to the shared schema: the body the API maps and the content the rules check', () => {
    const form = fromStored(storedContent());
    form.tytul = '  Dostawa sprzętu  ';
    form.planowanyTerminPodpisaniaUmowy = '';
    const sent = contentSchema.parse(toWire(toBody(form)));
    const checked = contentSchema.parse(toContent(form));
    expect(sent).toEqual(checked);
    expect(checked.title).toBe('Dostawa sprzętu');
    expect(checked.planned_contract_signing).toBeNull();
    expect(checked.supplementary_orders).toBeNull();
    expect(checked.parts[0]?.temporary_id).toBe('11');
    expect(checked.parts[0]?.order_items[0]?.cpv_codes).toEqual([
      { id: 7, code: '30213100-6', name: 'Komputery przenośne' },
    ]);
    expect(checked.attachments).toEqual([
      { id: 17, temporary_id: '17', name: 'Specyfikacja', file_id: 3 },
      { id: 18, temporary_id: '18', name: 'Wzór umowy', file_id: 4 },
    ]);
  });

  it('send the English title and summary trimmed, blanks as null, and read them back (issue 51)', () => {
    const form = fromStored(storedContent());
    expect([form.tytulAngielski, form.streszczenieAngielskie]).toEqual(['', '']);
    form.tytulAngielski = '  Supply of laptops ';
    form.streszczenieAngielskie = '   ';
    const sent = contentSchema.parse(toWire(toBody(form)));
    expect(sent).toEqual(contentSchema.parse(toContent(form)));
    expect([sent.title_en, sent.summary_en]).toEqual(['Supply of laptops', null]);
    const again = fromStored(
      storedContent({ tytulAngielski: 'Supply of laptops', streszczenieAngielskie: 'Two parts.' }),
    );
    expect([again.tytulAngielski, again.streszczenieAngielskie]).toEqual(['Supply of laptops', 'Two parts.']);
  });

  it('start a new announcement with one part and the project switch on', () => {
    const form = emptyForm();
    expect(form.hasProject).toBe(true);
    expect(form.zamowienia).toHaveLength(1);
    expect(toContent(form).parts[0]?.order_items).toEqual([]);
  });
});

describe('newTemporaryId', () => {
  it('is unique and has no underscore (the name mapping would change it in error paths)', () => {
    const ids = new Set(Array.from({ length: 50 }, newTemporaryId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).not.toContain('_');
  });
});
