import { describe, expect, it } from 'vitest';
import {
  addItem,
  addPart,
  itemCount,
  locateItem,
  moveItem,
  partialOffersLocked,
  removePart,
  setHasProject,
  toggleId,
} from '../form-ops.ts';
import { emptyForm, type FormState, newItem, newPart } from '../form-state.ts';
import { fromStored } from '../from-stored.ts';
import { storedContent } from './fixtures.ts';

const twoParts = (): FormState => fromStored(storedContent());
const descriptions = (form: FormState) =>
  form.zamowienia.map((p) => p.przedmiotyZamowienia.map((i) => i.opis || i.temporaryId));

describe('parts', () => {
  it('adds a part only while partial offers are allowed', () => {
    const form = emptyForm();
    expect(addPart(form)).toBe(form);
    const allowed = { ...form, czyDopuszczalnaOfertaCzesciowa: true };
    const part = newPart();
    expect(addPart(allowed, part).zamowienia.at(-1)).toBe(part);
  });

  it('refuses to remove a part with items, and never removes the last part', () => {
    const form = twoParts();
    expect(removePart(form, '11')).toEqual({
      form,
      refused: 'To zamówienie ma zdefiniowane przedmioty zamówienia i nie może zostać usunięte.',
    });
    const removed = removePart(form, '16');
    expect(removed.refused).toBeNull();
    expect(removed.form.zamowienia.map((p) => p.temporaryId)).toEqual(['11']);
    expect(removePart(emptyForm(), emptyForm().zamowienia[0]?.temporaryId ?? '').refused).toBeNull();
    const single = emptyForm();
    expect(removePart(single, single.zamowienia[0]?.temporaryId ?? '').form).toBe(single);
  });

  it('locks the partial-offers switch while more than one part exists', () => {
    expect(partialOffersLocked(twoParts())).toBe(true);
    expect(partialOffersLocked({ ...twoParts(), zamowienia: twoParts().zamowienia.slice(0, 1) })).toBe(false);
  });
});

describe('items', () => {
  it('adds new items to the first part', () => {
    const item = { ...newItem(), opis: 'Nowy' };
    const form = addItem(twoParts(), item);
    expect(descriptions(form)).toEqual([['Dostawa 20 komputerów.', 'Nowy'], []]);
    expect(itemCount(form)).toBe(2);
  });

  it('moves an item to the end of another part, and back', () => {
    let form = addItem(twoParts(), { ...newItem(), temporaryId: 'tmp-x', opis: 'Drukarki' });
    form = moveItem(form, '12', '16');
    expect(descriptions(form)).toEqual([['Drukarki'], ['Dostawa 20 komputerów.']]);
    expect(locateItem(form, '12')).toEqual({ partKey: '16', index: 0 });
    form = moveItem(form, 'tmp-x', '16');
    expect(descriptions(form)).toEqual([[], ['Dostawa 20 komputerów.', 'Drukarki']]);
    form = moveItem(form, '12', '11');
    expect(descriptions(form)).toEqual([['Dostawa 20 komputerów.'], ['Drukarki']]);
  });

  it('leaves the form as it is for a move to the same or an unknown part, or of an unknown item', () => {
    const form = twoParts();
    expect(moveItem(form, '12', '11')).toBe(form);
    expect(moveItem(form, '12', 'nowhere')).toBe(form);
    expect(moveItem(form, 'nothing', '16')).toBe(form);
  });
});

describe('choices', () => {
  it('clears both sides when the project switch changes', () => {
    const form = { ...twoParts(), enrollmentId: 5 };
    expect(setHasProject(form, false)).toMatchObject({ hasProject: false, projekty: [], enrollmentId: null });
    expect(setHasProject(form, true)).toBe(form);
  });

  it('toggles chosen ids keeping their order', () => {
    expect(toggleId([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggleId([1, 2, 3], 2, false)).toEqual([1, 3]);
  });
});
