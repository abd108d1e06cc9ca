import type { ReactNode } from 'react';
import { CountedTextArea } from '../../../components/form/CountedTextArea.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ListError } from '../fields/ListError.tsx';
import { useFormContext } from '../form-context.tsx';
import { removeAt, replaceAt, type Update } from '../form-ops.ts';

type Row = { temporaryId: string };

/** What a row's fields are given: where its errors are and how to change one of its fields. */
export type RowContext<T> = {
  index: number;
  /** The error path of the row (`<list path>.<index>`). */
  at: string;
  /** Changes the row and clears the error of `field`. */
  change: (update: Update<T>, field: string) => void;
};

/** What a list's component is given by the part or item it belongs to. */
export type ListProps<T> = {
  rows: T[];
  onChange(change: Update<T[]>): void;
  /** The error path of the list (`zamowienia.<part>.kryteriaOceny`). */
  path: string;
  /** What the list belongs to ('Część 1'), read after the buttons' names by screen readers. */
  context: string;
};

type Props<T extends Row> = ListProps<T> & {
  /** A new, empty row; its first field has the id `f-<temporaryId>` and takes the focus. */
  create: () => T;
  /** The list's legend ('Kryteria oceny'). */
  title: string;
  /**
   * A row's legend before its number ('Kryterium oceny'); the buttons are named after it:
   * 'Dodaj kryterium oceny', 'Usuń kryterium oceny 1'.
   */
  row: string;
  /** A required list: the star, the error of the list as a whole, cleared by an added row. */
  required?: boolean;
  /** No adding nor removing (published: the structure is locked). */
  locked?: boolean;
  /** Whether rows may be added now (besides `locked`). */
  canAdd?: boolean;
  /** The text shown while the list is empty. */
  emptyHint?: string;
  /** No more rows may be added; the message, when given, says why under the button. */
  full?: boolean;
  fullMessage?: string;
  className?: string;
  /** The fields of one row. */
  children: (row: T, context: RowContext<T>) => ReactNode;
};

/**
 * A list of rows of the form (criteria, conditions, stages, places): a fieldset per row with its number
 * and its 'Usuń' button, then 'Dodaj'. A change of a row's field clears that field's error; a new row's
 * first field takes the focus; a removal clears the list's errors and gives the focus to 'Dodaj'.
 */
export function SubList<T extends Row>({
  rows,
  onChange,
  path,
  create,
  title,
  row: rowName,
  context,
  required = false,
  locked = false,
  canAdd = true,
  emptyHint,
  full = false,
  fullMessage,
  className,
  children,
}: Props<T>) {
  const { errors, clearError, clearErrorsUnder, requestFocus } = useFormContext();
  const addId = `add-${path}`;
  const noun = rowName.charAt(0).toLowerCase() + rowName.slice(1);
  const errorId = `${path}-error`;
  const fullId = `${path}-full`;
  const listError = required ? errors[path]?.[0] : undefined;

  const add = () => {
    const row = create();
    if (required) clearError(path);
    onChange((list) => [...list, row]);
    requestFocus(`f-${row.temporaryId}`);
  };
  const remove = (index: number) => {
    clearErrorsUnder(path);
    onChange((list) => removeAt(list, index));
    requestFocus(addId);
  };
  const rowContext = (index: number): RowContext<T> => ({
    index,
    at: `${path}.${index}`,
    change: (update, field) => {
      clearError(`${path}.${index}.${field}`);
      onChange((list) => replaceAt(list, index, update));
    },
  });

  return (
    <fieldset className={['group sublist', className].filter(Boolean).join(' ')}>
      <legend>
        {title}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {required ? <ListError id={errorId} message={listError} /> : null}
      {emptyHint && rows.length === 0 ? <p className="field__hint">{emptyHint}</p> : null}
      {rows.map((row, index) => (
        <fieldset key={row.temporaryId} className="subitem">
          <legend>
            {rowName} {index + 1}
          </legend>
          {children(row, rowContext(index))}
          {locked ? null : (
            <ListButton className="button--small" onClick={() => remove(index)} context={context}>
              Usuń {noun} {index + 1}
            </ListButton>
          )}
        </fieldset>
      ))}
      {locked || !canAdd ? null : (
        <ListButton
          id={addId}
          disabled={full}
          aria-describedby={full && fullMessage ? fullId : listError ? errorId : undefined}
          onClick={add}
          context={context}
        >
          Dodaj {noun}
        </ListButton>
      )}
      {full && fullMessage ? (
        <p id={fullId} className="field__hint">
          {fullMessage}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A secondary button whose name ends with what the list belongs to, for screen readers only. */
function ListButton({ context, children, ...rest }: Parameters<typeof Button>[0] & { context: string }) {
  return (
    <Button variant="secondary" {...rest}>
      {children}
      <span className="visually-hidden"> ({context})</span>
    </Button>
  );
}

type DescriptionProps<T extends { opis: string }> = {
  label: string;
  rows: number;
  max: number;
  required?: boolean;
  readOnly?: boolean;
  row: T;
  context: RowContext<T>;
};

/** The description ('opis') of a row, with its error and its count of characters. */
export function RowDescription<T extends { opis: string }>({ row, context, ...field }: DescriptionProps<T>) {
  const { errors } = useFormContext();
  return (
    <CountedTextArea
      {...field}
      value={row.opis}
      error={errors[`${context.at}.opis`]?.[0]}
      onChange={(opis) => context.change((r) => ({ ...r, opis }), 'opis')}
    />
  );
}
