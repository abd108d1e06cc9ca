import { describe, expect, it } from 'vitest';
import { emptyRichValue } from '../../../../components/rich-text/rich-value.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import {
  generalLoadFailure,
  generalSaveFailure,
  hasContent,
  idOfParam,
  placementName,
} from '../general-messages.ts';

describe('general contents helpers', () => {
  it('names the placements in Polish', () => {
    expect(placementName('homepage_box1')).toBe('Strona główna: ramka 1');
    expect(placementName('homepage_box3')).toBe('Strona główna: ramka 3');
    expect(placementName('other')).toBe('other');
  });

  it('tells an empty content', () => {
    const empty = emptyRichValue();
    expect(hasContent(empty)).toBe(false);
    expect(hasContent({ ...empty, blocks: empty.blocks.map((b) => ({ ...b, text: 'Tekst' })) })).toBe(true);
  });

  it('reads only plain ids from the address', () => {
    expect(idOfParam('3')).toBe(3);
    expect(idOfParam('03')).toBeNull();
    expect(idOfParam('3a')).toBeNull();
    expect(idOfParam('99999999999')).toBeNull();
    expect(idOfParam(undefined)).toBeNull();
  });

  it('words the failures of spec 3 section 8', () => {
    expect(generalSaveFailure(new ApiError({ status: 403, message: 'x', kind: 'server' }))).toBe(
      'Nie masz uprawnień do edycji treści ogólnych',
    );
    expect(generalSaveFailure(new ApiError({ status: 500, message: 'x', kind: 'status' }))).toBe(
      'Podczas zapisu treści ogólnych wystąpił nieoczekiwany błąd o kodzie 500.',
    );
    expect(
      generalSaveFailure(
        new ApiError({ status: 0, message: 'Serwer zbyt długo nie odpowiada.', kind: 'timeout' }),
      ),
    ).toBe('Nie udało się zapisać treści ogólnej. Serwer zbyt długo nie odpowiada.');
    expect(generalLoadFailure(new ApiError({ status: 0, message: 'Błąd.', kind: 'network' }), true)).toBe(
      'Nie udało się pobrać treści ogólnej. Błąd.',
    );
  });
});
