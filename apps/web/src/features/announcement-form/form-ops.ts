import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import type { FormState, ItemState, PartState } from './form-state.ts';
import { newItem, newPart } from './form-state.ts';

/** Pure changes of the form's values (spec 1 section 2 'Announcement form'), unit-tested. */

export type Update<T> = (previous: T) => T;

export function updatePart(form: FormState, partKey: string, update: Update<PartState>): FormState {
  return {
    ...form,
    zamowienia: form.zamowienia.map((part) => (part.temporaryId === partKey ? update(part) : part)),
  };
}

/** Replaces the element at `index` of a list. */
export function replaceAt<T>(list: readonly T[], index: number, update: Update<T>): T[] {
  return list.map((value, i) => (i === index ? update(value) : value));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** A new part at the end; only while partial offers are allowed (the caller hides the button otherwise). */
export function addPart(form: FormState, part: PartState = newPart()): FormState {
  if (!form.czyDopuszczalnaOfertaCzesciowa) return form;
  return { ...form, zamowienia: [...form.zamowienia, part] };
}

/** Removes a part, or says why not: a part with items stays (spec 1 section 2); the last part stays. */
export function removePart(form: FormState, partKey: string): { form: FormState; refused: string | null } {
  const part = form.zamowienia.find((p) => p.temporaryId === partKey);
  if (!part || form.zamowienia.length <= 1) return { form, refused: null };
  if (part.przedmiotyZamowienia.length > 0) return { form, refused: M.partHasItems };
  return { form: { ...form, zamowienia: form.zamowienia.filter((p) => p !== part) }, refused: null };
}

/** New items go to the first part (spec 1 section 2). */
export function addItem(form: FormState, item: ItemState = newItem()): FormState {
  const first = form.zamowienia[0];
  if (!first) return { ...form, zamowienia: [{ ...newPart(), przedmiotyZamowienia: [item] }] };
  return updatePart(form, first.temporaryId, (part) => ({
    ...part,
    przedmiotyZamowienia: [...part.przedmiotyZamowienia, item],
  }));
}

/** Where an item is: its part's temporary id and its index there. */
export function locateItem(form: FormState, itemKey: string): { partKey: string; index: number } | null {
  for (const part of form.zamowienia) {
    const index = part.przedmiotyZamowienia.findIndex((item) => item.temporaryId === itemKey);
    if (index >= 0) return { partKey: part.temporaryId, index };
  }
  return null;
}

/** Moves an item to the end of another part (drag and drop or the 'Przenieś do części…' menu). */
export function moveItem(form: FormState, itemKey: string, toPartKey: string): FormState {
  const from = locateItem(form, itemKey);
  if (!from || from.partKey === toPartKey) return form;
  if (!form.zamowienia.some((part) => part.temporaryId === toPartKey)) return form;
  let moved: ItemState | undefined;
  const parts = form.zamowienia.map((part) => {
    if (part.temporaryId !== from.partKey) return part;
    moved = part.przedmiotyZamowienia[from.index];
    return { ...part, przedmiotyZamowienia: removeAt(part.przedmiotyZamowienia, from.index) };
  });
  if (!moved) return form;
  const item = moved;
  return {
    ...form,
    zamowienia: parts.map((part) =>
      part.temporaryId === toPartKey
        ? { ...part, przedmiotyZamowienia: [...part.przedmiotyZamowienia, item] }
        : part,
    ),
  };
}

/** The 'has project' switch: switching clears the other side (spec 1 section 2). */
export function setHasProject(form: FormState, hasProject: boolean): FormState {
  if (form.hasProject === hasProject) return form;
  return { ...form, hasProject, projekty: [], enrollmentId: null };
}

/** Toggles an id in a list of chosen ids (projects, contact persons), keeping the list's order. */
export function toggleId(list: readonly number[], id: number, on: boolean): number[] {
  if (on) return list.includes(id) ? [...list] : [...list, id];
  return list.filter((value) => value !== id);
}

/** The partial-offers switch is locked (on) while more than one part exists (spec 1 section 2). */
export function partialOffersLocked(form: FormState): boolean {
  return form.czyDopuszczalnaOfertaCzesciowa && form.zamowienia.length > 1;
}

export function itemCount(form: FormState): number {
  return form.zamowienia.reduce((n, part) => n + part.przedmiotyZamowienia.length, 0);
}
