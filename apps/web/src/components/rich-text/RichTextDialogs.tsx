import {
  IMAGE_DEFAULT_WIDTH,
  IMAGE_EXTENSIONS,
  IMAGE_SRC,
  isSafeLink,
  richContentMessages,
  VIDEO_DEFAULT_SIZE,
  videoEmbedSrc,
} from '@bk/contracts/content/rich-content';
import type { FileContext } from '@bk/contracts/files/limits';
import { fileMessages } from '@bk/contracts/files/messages';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { uploadFile } from '../../lib/files.ts';
import { Field } from '../form/Field.tsx';
import { FormDialog } from '../form/FormDialog.tsx';
import { focusFirstInvalid } from '../form/focus-invalid.ts';
import { TextField } from '../form/TextField.tsx';

const MAX_SIZE = 2000;
const sizeMessage = `Podaj liczbę całkowitą od 1 do ${MAX_SIZE}.`;

/** A size in pixels typed by the user, or null when it is not a whole number from 1 to 2000. */
function pixels(raw: string): number | null {
  const n = Number(raw.trim());
  return raw.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= MAX_SIZE ? n : null;
}

type Errors = Record<string, string | undefined>;

/** The dialogs' shared state: errors, the form (for focusing the first invalid field) and pending. */
function useDialogForm() {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const refuse = (found: Errors) => {
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return true;
    }
    return false;
  };
  return { formRef, errors, refuse, formError, setFormError, pending, setPending };
}

export type LinkChoice = { url: string; target: '_blank' | '_self' };

/** 'Wstaw link': the address (http, https or mailto only) and whether it opens in a new tab. */
export function LinkDialog({
  initial,
  onCancel,
  onInsert,
}: {
  initial: LinkChoice | null;
  onCancel(): void;
  onInsert(link: LinkChoice): void;
}) {
  const form = useDialogForm();
  const [url, setUrl] = useState(initial?.url ?? '');
  const [newTab, setNewTab] = useState(initial?.target === '_blank');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = url.trim();
    const error =
      address === ''
        ? richContentMessages.required
        : isSafeLink(address)
          ? undefined
          : richContentMessages.badLink;
    if (form.refuse({ url: error })) return;
    onInsert({ url: address, target: newTab ? '_blank' : '_self' });
  };
  return (
    <FormDialog
      title={initial ? 'Zmień link' : 'Wstaw link'}
      form={{ submit, formRef: form.formRef, formError: null, pending: false }}
      onClose={onCancel}
      submitLabel={initial ? 'Zmień' : 'Wstaw'}
    >
      <TextField
        label="Adres linku"
        hint="Na przykład https://www.example.gov.pl"
        required
        autoFocus
        type="url"
        inputMode="url"
        autoComplete="url"
        maxLength={2000}
        value={url}
        error={form.errors.url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <label className="checkbox">
        <input type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.target.checked)} />
        Otwórz w nowej karcie
      </label>
    </FormDialog>
  );
}

export type ImageChoice = { src: string; alt: string; width: number };

const IMAGE_ACCEPT = [
  ...IMAGE_EXTENSIONS.map((e) => `.${e}`),
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/svg+xml',
].join(',');
const imageTypeMessage = fileMessages.notPicture;

/** 'Wstaw obraz': a picture file uploaded to the portal, its alternative text and width. */
export function ImageDialog({
  context,
  onCancel,
  onInsert,
}: {
  context: FileContext;
  onCancel(): void;
  onInsert(image: ImageChoice): void;
}) {
  const form = useDialogForm();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [width, setWidth] = useState(String(IMAGE_DEFAULT_WIDTH));
  const [progress, setProgress] = useState(0);
  const progressId = useId();
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.pending) return;
    const extension = file?.name.split('.').pop()?.toLowerCase() ?? '';
    const size = pixels(width);
    const refused = form.refuse({
      file: !file
        ? 'Wybierz plik obrazu.'
        : (IMAGE_EXTENSIONS as readonly string[]).includes(extension)
          ? undefined
          : imageTypeMessage,
      alt: alt.trim() === '' ? richContentMessages.altRequired : undefined,
      width: size === null ? sizeMessage : undefined,
    });
    if (refused || !file || size === null) return;
    form.setFormError(null);
    form.setPending(true);
    setProgress(0);
    abort.current = new AbortController();
    try {
      const plik = await uploadFile(file, context, { onProgress: setProgress, signal: abort.current.signal });
      abort.current = null;
      if (!IMAGE_SRC.test(plik.uri)) throw new Error(richContentMessages.badImage);
      onInsert({ src: plik.uri, alt: alt.trim(), width: size });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      form.setFormError(error instanceof Error ? error.message : richContentMessages.badImage);
      form.setPending(false);
    }
  };

  return (
    <FormDialog
      title="Wstaw obraz"
      form={{ submit, formRef: form.formRef, formError: form.formError, pending: form.pending }}
      onClose={onCancel}
      requiredNote
      submitLabel="Wstaw"
      pendingLabel="Trwa dodawanie obrazu..."
    >
      <Field label="Plik obrazu" hint="Pliki GIF, JPEG, JPG, PNG albo SVG." error={form.errors.file} required>
        {({ inputId, describedBy, invalid }) => (
          <input
            id={inputId}
            type="file"
            className="rich-text__file"
            accept={IMAGE_ACCEPT}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            required
            disabled={form.pending}
            // biome-ignore lint/a11y/noAutofocus: the dialog's first field takes focus when it opens
            autoFocus
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <TextField
        label="Tekst alternatywny"
        hint="Opisz, co przedstawia obraz, dla osób, które go nie widzą."
        required
        maxLength={300}
        value={alt}
        error={form.errors.alt}
        readOnly={form.pending}
        onChange={(event) => setAlt(event.target.value)}
      />
      <TextField
        label="Szerokość (px)"
        inputMode="numeric"
        value={width}
        error={form.errors.width}
        readOnly={form.pending}
        onChange={(event) => setWidth(event.target.value)}
      />
      {form.pending ? (
        <div className="rich-text__progress">
          <label htmlFor={progressId}>Dodawanie obrazu</label>
          <progress id={progressId} max={1} value={progress} />
        </div>
      ) : null}
    </FormDialog>
  );
}

export type VideoChoice = { src: string; width: number; height: number };

/** 'Wstaw wideo': a YouTube address, stored as the privacy-enhanced embed, and the player's size. */
export function VideoDialog({
  onCancel,
  onInsert,
}: {
  onCancel(): void;
  onInsert(video: VideoChoice): void;
}) {
  const form = useDialogForm();
  const [url, setUrl] = useState('');
  const [width, setWidth] = useState(String(VIDEO_DEFAULT_SIZE.width));
  const [height, setHeight] = useState(String(VIDEO_DEFAULT_SIZE.height));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const src = videoEmbedSrc(url);
    const w = pixels(width);
    const h = pixels(height);
    const refused = form.refuse({
      url: src ? undefined : richContentMessages.badVideo,
      width: w === null ? sizeMessage : undefined,
      height: h === null ? sizeMessage : undefined,
    });
    if (refused || !src || w === null || h === null) return;
    onInsert({ src, width: w, height: h });
  };
  return (
    <FormDialog
      title="Wstaw wideo"
      form={{ submit, formRef: form.formRef, formError: null, pending: false }}
      onClose={onCancel}
      requiredNote
      submitLabel="Wstaw"
    >
      <TextField
        label="Adres filmu w serwisie YouTube"
        hint="Na przykład https://www.youtube.com/watch?v=… albo https://youtu.be/…"
        required
        autoFocus
        type="url"
        inputMode="url"
        value={url}
        error={form.errors.url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <div className="form-row">
        <TextField
          label="Szerokość (px)"
          inputMode="numeric"
          value={width}
          error={form.errors.width}
          onChange={(event) => setWidth(event.target.value)}
        />
        <TextField
          label="Wysokość (px)"
          inputMode="numeric"
          value={height}
          error={form.errors.height}
          onChange={(event) => setHeight(event.target.value)}
        />
      </div>
    </FormDialog>
  );
}
