import { isLocalitySearchKeyUsable } from '@bk/contracts/dictionaries/search';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { ComboBox, Label, ListBoxItem } from 'react-aria-components';
import { PickerMenu } from './PickerMenu.tsx';
import { dictionarySearch, useDebouncedSearch } from './use-debounced-search.ts';

/** A TERYT locality with client names (spec 3 section 3: miejscowosc, wojewodztwo, powiat, gmina). */
export type Locality = {
  id: string;
  miejscowosc: string;
  wojewodztwo: string;
  powiat: string;
  gmina: string;
  kind?: string;
  parentName?: string | null;
};

const searchLocalities = dictionarySearch<'terytItems', Locality>(
  '/api/dictionaries/teryt',
  'locality_search_key',
  'terytItems',
);

/** 'Nowa Wieś (wieś), gm. Sztum, pow. sztumski, woj. pomorskie' */
export function localityLabel(l: Locality): string {
  const kind = l.kind ? ` (${l.kind}${l.parentName ? `, ${l.parentName}` : ''})` : '';
  return `${l.miejscowosc}${kind}, gm. ${l.gmina}, pow. ${l.powiat}, woj. ${l.wojewodztwo}`;
}

type Props = {
  label?: string;
  value: Locality | null;
  onChange: (locality: Locality | null) => void;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
};

/**
 * Chooses a Polish locality (spec 3 sections 4 and 5.1): from 3 letters, 500 ms after typing stops,
 * stale answers ignored, a hint to type more letters when the answer has more than one page.
 */
export function LocalityPicker({ label: named, value, onChange, error, isRequired, isDisabled }: Props) {
  const { i18n } = useLingui();
  const label = named ?? i18n._({ id: 'pickers.locality', message: 'Miejscowość' });
  const [text, setText] = useState(value ? value.miejscowosc : '');
  const chosenText = value ? value.miejscowosc : null;
  const usable = text !== chosenText && isLocalitySearchKeyUsable(text);
  const search = useDebouncedSearch(text.trim(), usable, searchLocalities);
  const failure =
    search.error !== null
      ? `${i18n._({ id: 'pickers.locality.failed', message: 'Nie udało się pobrać miejscowości.' })} ${search.error}`
      : null;
  const message = error ?? failure ?? undefined;
  const more =
    usable && search.lastPage > 1
      ? ` ${i18n._({ id: 'pickers.locality.more', message: 'Wpisz więcej liter, aby zawęzić listę miejscowości.' })}`
      : '';

  return (
    <ComboBox
      className="field picker"
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (value && next !== value.miejscowosc) onChange(null);
      }}
      items={search.items}
      selectedKey={value?.id ?? null}
      menuTrigger="input"
      // An unusable key (fewer than 3 letters) closes the list instead of a hint row.
      allowsEmptyCollection={usable}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(message)}
      onSelectionChange={(key) => {
        const locality = search.items.find((l) => l.id === key);
        if (!locality) return;
        onChange(locality);
        setText(locality.miejscowosc);
      }}
    >
      <Label className="field__label">
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </Label>
      <PickerMenu<Locality>
        hint={
          <>
            {value
              ? i18n._({
                  id: 'pickers.locality.chosen',
                  message: 'Wybrano: {name}.',
                  values: { name: localityLabel(value) },
                })
              : i18n._({
                  id: 'pickers.locality.hint',
                  message: 'Wpisz co najmniej 3 litery nazwy i wybierz miejscowość z listy.',
                })}
            {more}
          </>
        }
        message={message}
        loading={search.loading}
        emptyText={i18n._({ id: 'pickers.locality.empty', message: 'Nie znaleziono miejscowości.' })}
      >
        {(locality) => (
          <ListBoxItem id={locality.id} className="menu__item" textValue={localityLabel(locality)}>
            {localityLabel(locality)}
          </ListBoxItem>
        )}
      </PickerMenu>
    </ComboBox>
  );
}
