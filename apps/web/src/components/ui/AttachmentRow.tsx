import { messages } from '@bk/contracts/common/messages';
import { ATTACHMENT_NAME_MAX } from '@bk/contracts/files/limits';
import { useLingui } from '@lingui/react';
import { type ReactNode, useId, useState } from 'react';
import type { Plik } from '../../lib/files.ts';
import { sayMessage } from '../form/validation-texts.ts';
import { Button } from './Button.tsx';

/**
 * One attachment (spec 3 section 3 "Attachment", client names). `readOnly` rows belong to earlier
 * versions: shown and downloadable, neither renamed nor removed.
 */
export type Zalacznik = {
  temporaryId: string;
  id?: number;
  nazwa: string;
  plik?: Plik;
  readOnly?: boolean;
};

type Props = {
  row: Zalacznik;
  /** The server's or the form's message for the name field, if any. */
  error?: string;
  disabled?: boolean;
  onRename(nazwa: string): void;
  onRemove(): void;
  onDownload(plik: Plik): void;
  /** Something more on the row, after the file. */
  extra?: ReactNode;
};

export function AttachmentRow({ row, error, disabled, onRename, onRemove, onDownload, extra }: Props) {
  const { i18n } = useLingui();
  const id = useId();
  const nameLabel = i18n._({ id: 'attachments.name', message: 'Nazwa załącznika' });
  const [touched, setTouched] = useState(false);
  const shownError = error ?? (touched && row.nazwa.trim() === '' ? messages.required : undefined);
  const label =
    row.nazwa.trim() || row.plik?.nazwa || i18n._({ id: 'attachments.unnamed', message: 'bez nazwy' });

  return (
    <li className={`attachments__row${row.readOnly ? ' attachments__row--read-only' : ''}`}>
      {row.readOnly ? (
        <p className="attachments__name">
          <span className="attachments__caption">{nameLabel}</span> {row.nazwa}
        </p>
      ) : (
        <div className="attachments__field">
          <label htmlFor={`${id}-name`}>{nameLabel}</label>
          <input
            id={`${id}-name`}
            type="text"
            value={row.nazwa}
            required
            aria-required="true"
            maxLength={ATTACHMENT_NAME_MAX}
            disabled={disabled}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-error` : undefined}
            onChange={(event) => onRename(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {/* Always there, so a message appearing on blur never moves the buttons under the pointer. */}
          <p id={`${id}-error`} className="attachments__field-error">
            {shownError ? sayMessage(i18n, shownError) : null}
          </p>
        </div>
      )}
      {row.plik && (
        <div className="attachments__file">
          <span className="attachments__caption">{i18n._({ id: 'attachments.file', message: 'Plik' })}</span>
          <span className="attachments__file-name">{row.plik.nazwa}</span>
          <Button variant="secondary" onClick={() => row.plik && onDownload(row.plik)}>
            {i18n._({ id: 'attachments.download', message: 'Pobierz' })}
            <span className="visually-hidden">
              {' '}
              {i18n._({
                id: 'attachments.download-file',
                message: 'plik {name}',
                values: { name: row.plik.nazwa },
              })}
            </span>
          </Button>
        </div>
      )}
      {extra}
      {!row.readOnly && (
        <Button variant="secondary" className="attachments__remove" disabled={disabled} onClick={onRemove}>
          {i18n._({ id: 'common.delete', message: 'Usuń' })}
          <span className="visually-hidden">
            {' '}
            {i18n._({ id: 'attachments.remove-name', message: 'załącznik {name}', values: { name: label } })}
          </span>
        </Button>
      )}
    </li>
  );
}
