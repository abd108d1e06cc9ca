import { isCpvSearchKeyUsable } from '@bk/contracts/dictionaries/search';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { ComboBox, Label, ListBoxItem } from 'react-aria-components';
import { Button } from '../ui/Button.tsx';
import { PickerMenu } from './PickerMenu.tsx';
import { dictionarySearch, useDebouncedSearch } from './use-debounced-search.ts';

/** A CPV code with client names (spec 1 section 3: kodyCPV {id, kod, nazwa}). */
export type CpvCode = { id: number; kod: string; nazwa: string };

const searchCpv = dictionarySearch<'kodyCPV', CpvCode>('/api/dictionaries/cpv', 'search_key', 'kodyCPV');

type Props = {
  label?: string;
  value: CpvCode[];
  onChange: (codes: CpvCode[]) => void;
  error?: string;
  isDisabled?: boolean;
};

/**
 * Chooses CPV codes (spec 1 section 5): a search from 5 characters, or 3-4 letters, 500 ms after
 * typing stops; stale answers dropped; codes already chosen are not offered again.
 */
export function CpvPicker({ label: named, value, onChange, error, isDisabled }: Props) {
  const { i18n } = useLingui();
  const label = named ?? i18n._({ id: 'search.filters.cpv', message: 'Kody CPV' });
  const [text, setText] = useState('');
  const usable = isCpvSearchKeyUsable(text);
  const search = useDebouncedSearch(text.trim(), usable, searchCpv);
  const chosen = new Set(value.map((code) => code.id));
  const offered = search.items.filter((code) => !chosen.has(code.id));
  const failure =
    search.error !== null
      ? `${i18n._({ id: 'pickers.cpv.failed', message: 'Nie udało się pobrać kodów CPV.' })} ${search.error}`
      : null;
  const message = error ?? failure ?? undefined;

  return (
    <div className="picker">
      <ComboBox
        className="field"
        inputValue={text}
        onInputChange={setText}
        items={offered}
        selectedKey={null}
        menuTrigger="input"
        // An unusable key (too short, or emptied after a pick) closes the list instead of a hint row.
        allowsEmptyCollection={usable}
        isDisabled={isDisabled}
        isInvalid={Boolean(message)}
        onSelectionChange={(key) => {
          const code = offered.find((c) => c.id === key);
          if (!code) return;
          onChange([...value, code]);
          setText('');
        }}
      >
        <Label className="field__label">{label}</Label>
        <PickerMenu<CpvCode>
          hint={i18n._({
            id: 'pickers.cpv.hint',
            message: 'Wpisz kod lub co najmniej 3 litery nazwy, a następnie wybierz kod z listy.',
          })}
          message={message}
          loading={search.loading}
          emptyText={i18n._({ id: 'pickers.cpv.empty', message: 'Brak kodów spełniających kryteria.' })}
        >
          {(code) => (
            <ListBoxItem id={code.id} className="menu__item" textValue={`${code.kod} ${code.nazwa}`}>
              <strong>{code.kod}</strong> <span lang="pl">{code.nazwa}</span>
            </ListBoxItem>
          )}
        </PickerMenu>
      </ComboBox>
      {value.length > 0 ? (
        <ul
          className="picker__chosen"
          aria-label={i18n._({ id: 'pickers.chosen', message: 'Wybrane: {label}', values: { label } })}
        >
          {value.map((code) => (
            <li key={code.id}>
              <span>
                <strong>{code.kod}</strong> <span lang="pl">{code.nazwa}</span>
              </span>
              {isDisabled ? null : (
                <Button
                  variant="secondary"
                  className="button--small"
                  aria-label={i18n._({
                    id: 'pickers.cpv.remove',
                    message: 'Usuń kod {code}',
                    values: { code: code.kod },
                  })}
                  onClick={() => onChange(value.filter((c) => c.id !== code.id))}
                >
                  {i18n._({ id: 'common.delete', message: 'Usuń' })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
