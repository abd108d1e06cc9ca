import { truncateFileName } from '@bk/contracts/files/file-name';
import {
  ATTACHMENT_NAME_MAX,
  type FileContext,
  UPLOAD_ERROR_MESSAGE_MS,
  UPLOAD_SUCCESS_MESSAGE_MS,
} from '@bk/contracts/files/limits';
import { fileMessages } from '@bk/contracts/files/messages';
import { resumableMessages } from '@bk/contracts/files/resumable';
import { useLingui } from '@lingui/react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../lib/api-error.ts';
import { downloadFile, type Plik, uploadFile } from '../../lib/files.ts';
import { unfinishedUploads } from '../../lib/resumable-upload.ts';
import { maxCountText, sayMessage } from '../form/validation-texts.ts';
import { AttachmentRow, type Zalacznik } from './AttachmentRow.tsx';

export type { Zalacznik } from './AttachmentRow.tsx';

type Props = {
  /** The attachments (controlled). */
  value: Zalacznik[];
  onChange(next: Zalacznik[]): void;
  /** What the files are for (the upload's `context`). */
  context: FileContext;
  /** The most attachments allowed (all rows count, read-only ones too); no cap when absent. */
  max?: number;
  /** The group's visible title. */
  legend?: string;
  /** Messages for the name fields, by `temporaryId` (e.g. from the server's field errors). */
  errors?: Record<string, string | undefined>;
  disabled?: boolean;
  /** Something more on each row (the settlement's 'Oznacz jako protokół'). */
  rowExtra?: (row: Zalacznik) => ReactNode;
};

type Message = { kind: 'success' | 'error'; text: string; detail?: string };
/** The upload under way: its progress, and a note while a dropped connection waits to go on. */
type Upload = { name: string; fraction: number; note: string | null };

let sequence = 0;
const newTemporaryId = () => `tmp-${Date.now().toString(36)}-${++sequence}`;
const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

/**
 * A list of attachments with an accessible file picker (spec 3 section 2.9): each row has a required
 * name (max 100) and its file with a 'Pobierz' button; 'Dodaj plik' uploads one file at a time with a
 * progress bar; the outcome is announced (success for 7 s, error for 5 s). Plain HTML, no
 * react-aria-components; import it only from lazily loaded screens.
 */
export function AttachmentList({ value, onChange, context, max, legend, errors, disabled, rowExtra }: Props) {
  const { i18n } = useLingui();
  const id = useId();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const valueRef = useRef(value);
  valueRef.current = value;
  const abortRef = useRef<AbortController | null>(null);
  const focusAddAfterRender = useRef(false);
  const [unfinished, setUnfinished] = useState<string[]>([]);

  useEffect(() => () => abortRef.current?.abort(), []);
  // Uploads of this browser that a drop or a reload cut short: the same file chosen again goes on.
  const idle = upload === null;
  useEffect(() => {
    if (!idle) return;
    let live = true;
    unfinishedUploads(context).then(
      (names) => live && setUnfinished(names),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [context, idle]);
  // After a removal the picker may have just been enabled again: move focus once it can take it.
  useEffect(() => {
    if (!focusAddAfterRender.current) return;
    focusAddAfterRender.current = false;
    inputRef.current?.focus();
  });
  useEffect(() => {
    if (!message) return;
    const ms = message.kind === 'success' ? UPLOAD_SUCCESS_MESSAGE_MS : UPLOAD_ERROR_MESSAGE_MS;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message]);

  const full = max !== undefined && value.length >= max;
  const addDisabled = disabled || full || upload !== null;
  const noteId = `${id}-note`;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || addDisabled) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setMessage(null);
    setUpload({ name: file.name, fraction: 0, note: null });
    try {
      const plik = await uploadFile(file, context, {
        signal: controller.signal,
        onProgress: (fraction) =>
          setUpload((now) => ({ name: file.name, fraction, note: now?.note ?? null })),
        onInterrupted: (note) =>
          setUpload((now) => ({ name: file.name, fraction: now?.fraction ?? 0, note })),
      });
      const row: Zalacznik = {
        temporaryId: newTemporaryId(),
        nazwa: truncateFileName(plik.nazwa, ATTACHMENT_NAME_MAX),
        plik,
      };
      onChange([...valueRef.current, row]);
      setMessage({ kind: 'success', text: fileMessages.added, detail: plik.nazwa });
    } catch (error) {
      if (controller.signal.aborted) return;
      setMessage({
        kind: 'error',
        text: fileMessages.notAdded,
        detail: errorText(error, fileMessages.unexpected),
      });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      if (!controller.signal.aborted) setUpload(null);
    }
  };

  const onDownload = async (plik: Plik) => {
    try {
      await downloadFile(plik);
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, fileMessages.downloadFailed) });
    }
  };

  const rename = (temporaryId: string, nazwa: string) =>
    onChange(value.map((row) => (row.temporaryId === temporaryId ? { ...row, nazwa } : row)));
  const remove = (temporaryId: string) => {
    focusAddAfterRender.current = true;
    onChange(value.filter((row) => row.temporaryId !== temporaryId));
  };

  return (
    <fieldset className="attachments">
      <legend className="attachments__legend">
        {legend ?? i18n._({ id: 'attachments.legend', message: 'Załączniki' })}
      </legend>
      {value.length > 0 && (
        <ul className="attachments__list">
          {value.map((row) => (
            <AttachmentRow
              key={row.temporaryId}
              row={row}
              error={errors?.[row.temporaryId]}
              disabled={disabled}
              onRename={(nazwa) => rename(row.temporaryId, nazwa)}
              onRemove={() => remove(row.temporaryId)}
              onDownload={onDownload}
              extra={rowExtra?.(row)}
            />
          ))}
        </ul>
      )}
      <div className="attachments__add">
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          className="file-input"
          disabled={addDisabled}
          aria-describedby={full ? noteId : undefined}
          onChange={onPick}
        />
        <label htmlFor={`${id}-file`} className="button button--secondary file-input__label">
          {i18n._({ id: 'attachments.add', message: 'Dodaj plik' })}
        </label>
        {full && (
          <p id={noteId} className="attachments__note">
            {i18n._({ ...maxCountText, values: { max } })}
          </p>
        )}
      </div>
      {upload && (
        <div className="attachments__progress">
          <label htmlFor={`${id}-progress`}>
            {i18n._({
              id: 'attachments.adding',
              message: 'Dodawanie pliku {name}',
              values: { name: upload.name },
            })}
          </label>
          <progress id={`${id}-progress`} max={1} value={upload.fraction} />
          <span aria-hidden="true">{Math.round(upload.fraction * 100)}%</span>
          <p role="status" className="attachments__note">
            {upload.note ? sayMessage(i18n, upload.note) : null}
          </p>
        </div>
      )}
      {!upload && unfinished.length > 0 && (
        <p className="attachments__unfinished">
          {sayMessage(i18n, resumableMessages.unfinished(unfinished.join(', ')))}
        </p>
      )}
      <div role="status" className="attachments__live">
        {message?.kind === 'success' && (
          <p className="attachments__message attachments__message--success">
            {sayMessage(i18n, message.text)} {message.detail}
          </p>
        )}
      </div>
      <div role="alert" className="attachments__live">
        {message?.kind === 'error' && (
          <div className="attachments__message attachments__message--error">
            <p className="attachments__message-title">{sayMessage(i18n, message.text)}</p>
            {message.detail && <p>{sayMessage(i18n, message.detail)}</p>}
          </div>
        )}
      </div>
    </fieldset>
  );
}
