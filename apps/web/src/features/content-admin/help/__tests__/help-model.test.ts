import { contentMessages } from '@bk/contracts/content/content';
import { describe, expect, it } from 'vitest';
import type { RichValue } from '../../../../components/rich-text/RichTextEditor.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import type { HelpEntry } from '../../../../lib/site-content.ts';
import {
  fieldOfPath,
  type HelpFormValues,
  helpBody,
  helpForest,
  loadFailureText,
  noRootYet,
  parentOptions,
  removeFailureText,
  saveFailureText,
  screenName,
  screenOptions,
  shownDepth,
  subtreeIds,
  treeOrder,
  validateHelp,
} from '../help-model.ts';

const entry = (id: number, parentId: number | null, extra: Partial<HelpEntry> = {}): HelpEntry => ({
  id,
  slug: `h-${id}`,
  naglowek: `Pomoc ${id}`,
  parentId,
  typ: 'general',
  ekran: null,
  root: parentId === null,
  hasChildren: false,
  ...extra,
});

const text = (t: string): RichValue => ({
  blocks: [{ key: 'a', text: t, typ: 'unstyled', depth: 0, inlineStyleRanges: [], entityRanges: [] }],
  entityMap: {},
});

const values = (over: Partial<HelpFormValues> = {}): HelpFormValues => ({
  typ: 'general',
  parentId: '1',
  ekran: '',
  naglowek: 'Jak złożyć ofertę?',
  tresc: text('Treść pomocy'),
  powiazane: [],
  ...over,
});

// 1 > 2 > 3, 1 > 4
const tree = [entry(1, null), entry(2, 1), entry(4, 1), entry(3, 2)];

describe('the help tree', () => {
  it('orders depth first with depths', () => {
    expect(treeOrder(tree).map(({ entry: e, depth }) => [e.id, depth])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 1],
    ]);
  });

  it('builds a forest and puts orphans at the top', () => {
    const forest = helpForest([...tree, entry(9, 77)]);
    expect(forest.map((n) => n.entry.id)).toEqual([1, 9]);
    expect(forest[0]?.children.map((n) => n.entry.id)).toEqual([2, 4]);
    expect(forest[0]?.children[0]?.children.map((n) => n.entry.id)).toEqual([3]);
  });

  it('keeps entries caught in a loop of parents', () => {
    expect(treeOrder([entry(1, 2), entry(2, 1)]).map(({ entry: e }) => e.id)).toEqual([1, 2]);
  });

  it('stops the indentation at depth 5', () => {
    expect([0, 4, 5, 6, 9].map(shownDepth)).toEqual([0, 4, 5, 5, 5]);
  });

  it('finds a subtree', () => {
    expect([...subtreeIds(tree, 2)].sort()).toEqual([2, 3]);
  });

  it('offers parents without the help itself, its descendants and screen helps', () => {
    const entries = [...tree, entry(5, null, { typ: 'screen', root: false, ekran: 'homePage' })];
    expect(parentOptions(entries, 2).map((o) => o.value)).toEqual(['1', '4']);
    expect(parentOptions(entries, null).map((o) => o.value)).toEqual(['1', '2', '3', '4']);
    expect(parentOptions(entries, null)[2]?.label).toBe('\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0Pomoc 3');
  });

  it('knows when no root exists yet', () => {
    expect(noRootYet([])).toBe(true);
    expect(noRootYet([entry(5, null, { typ: 'screen', root: false })])).toBe(true);
    expect(noRootYet(tree)).toBe(false);
  });
});

describe('screens', () => {
  it('names screens and unpinned helps', () => {
    expect(screenName('homePage')).toBe('Strona główna');
    expect(screenName(null)).toBe('Nieprzypięta do ekranu');
  });

  it('disables screens holding another help', () => {
    const screens = [
      { key: 'homePage', nazwa: 'Strona główna', helpId: 7 },
      { key: 'favourites', nazwa: 'Ulubione ogłoszenia', helpId: null },
    ];
    expect(screenOptions(screens, 7).map((o) => o.disabled)).toEqual([false, false]);
    expect(screenOptions(screens, null)).toEqual([
      { value: 'homePage', label: 'Strona główna (ma już przypiętą pomoc)', disabled: true },
      { value: 'favourites', label: 'Ulubione ogłoszenia', disabled: false },
    ]);
  });
});

describe('the form', () => {
  const ctx = { id: null, isRoot: false };

  it('builds the body by type', () => {
    expect(helpBody(values(), ctx)).toMatchObject({ typ: 'general', parentId: 1, ekran: null });
    expect(helpBody(values(), { id: null, isRoot: true }).parentId).toBeNull();
    expect(helpBody(values({ typ: 'screen', ekran: 'homePage' }), ctx)).toMatchObject({
      parentId: null,
      ekran: 'homePage',
    });
    expect(helpBody(values({ powiazane: [3, 8] }), { id: 8, isRoot: false }).powiazane).toEqual([3]);
  });

  it('accepts a valid help', () => {
    expect(validateHelp(values(), ctx)).toEqual({});
    expect(validateHelp(values({ parentId: '' }), { id: null, isRoot: true })).toEqual({});
    expect(validateHelp(values({ typ: 'screen', ekran: '' }), { id: 4, isRoot: false })).toEqual({});
  });

  it('reports each rule under its field', () => {
    expect(validateHelp(values({ typ: '' }), ctx).typ).toBe(contentMessages.helpTypeRequired);
    expect(validateHelp(values({ parentId: '' }), ctx).parentId).toBe(contentMessages.parentRequired);
    expect(validateHelp(values({ typ: 'screen', ekran: '' }), ctx).ekran).toBe(
      contentMessages.screenRequired,
    );
    expect(validateHelp(values({ naglowek: ' ' }), ctx).naglowek).toBe('To pole jest wymagane.');
    expect(validateHelp(values({ naglowek: 'x'.repeat(301) }), ctx).naglowek).toMatch(/maksymalnie 300/);
    expect(validateHelp(values({ tresc: text('') }), ctx).tresc).toBeTruthy();
    expect(validateHelp(values({ tresc: text('x'.repeat(5001)) }), ctx).tresc).toMatch(/5000/);
  });

  it('maps error paths to fields', () => {
    expect(fieldOfPath('tresc.blocks.0.text')).toBe('tresc');
    expect(fieldOfPath('parentId')).toBe('parentId');
    expect(fieldOfPath('powiazane.2')).toBe('powiazane');
    expect(fieldOfPath('other')).toBeNull();
  });
});

describe('error texts', () => {
  const status = (code: number) => new ApiError({ status: code, message: `kod ${code}`, kind: 'status' });
  const server = (code: number, message: string) => new ApiError({ status: code, message, kind: 'server' });

  it('words save failures', () => {
    expect(saveFailureText(server(403, 'x'))).toBe('Nie masz uprawnień do dodawania/edycji pomocy');
    expect(saveFailureText(status(502))).toBe(
      'Podczas zapisu pomocy wystąpił nieoczekiwany błąd o kodzie 502.',
    );
    expect(saveFailureText(server(422, 'Formularz zawiera błędy.'))).toBe(
      'Nie udało się zapisać pomocy. Formularz zawiera błędy.',
    );
  });

  it('words removal failures', () => {
    expect(removeFailureText(server(403, 'x'))).toBe('Nie masz uprawnień do usuwania pomocy.');
    expect(removeFailureText(server(409, contentMessages.removeAssigned))).toBe(
      contentMessages.removeAssigned,
    );
    expect(removeFailureText(server(500, 'Wystąpił błąd serwera.'))).toBe(
      'Podczas usuwania pomocy wystąpił nieoczekiwany błąd o kodzie 500.',
    );
  });

  it('words load failures', () => {
    expect(loadFailureText(status(500))).toBe(
      'Podczas pobierania pomocy wystąpił nieoczekiwany błąd o kodzie 500.',
    );
    expect(loadFailureText(server(500, 'Wystąpił błąd serwera.'))).toBe(
      'Nie udało się pobrać pomocy. Wystąpił błąd serwera.',
    );
  });
});
