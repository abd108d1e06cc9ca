import { useLingui } from '@lingui/react';
import type { ReactElement, ReactNode } from 'react';
import { FieldError, Input, ListBox, Popover, Text } from 'react-aria-components';

type Props<T> = {
  /** The field's description; a running search adds ' Trwa wyszukiwanie...'. */
  hint: ReactNode;
  /** The error under the field (the caller's, or the search's failure). */
  message: string | undefined;
  loading: boolean;
  /** What the list says when a finished search offers nothing. */
  emptyText: string;
  children: (item: T) => ReactElement;
};

/**
 * The part of a search picker inside its ComboBox after the label: the hint, the error, the text box and
 * the list of options (while it has none: that a search runs, or `emptyText`).
 */
export function PickerMenu<T extends object>({ hint, message, loading, emptyText, children }: Props<T>) {
  const { i18n } = useLingui();
  const searching = i18n._({ id: 'pickers.searching', message: 'Trwa wyszukiwanie...' });
  return (
    <>
      <Text slot="description" className="field__hint">
        {hint}
        {loading ? ` ${searching}` : ''}
      </Text>
      <FieldError className="field__error">{message}</FieldError>
      <Input className="input" />
      <Popover className="menu-popover picker__popover" placement="bottom start">
        <ListBox<T>
          className="menu"
          renderEmptyState={() => <p className="picker__empty">{loading ? searching : emptyText}</p>}
        >
          {children}
        </ListBox>
      </Popover>
    </>
  );
}
