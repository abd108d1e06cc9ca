import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { downloadFile, type Plik } from '../../lib/files.ts';
import type { AnnouncementView } from './details-types.ts';
import { type AttachmentGroup, attachmentGroups } from './labels.ts';

/**
 * The states of an attachment's text (contracts' attachment-texts.ts, sent as their Polish label) in the
 * interface's language.
 */
const textStates: Record<string, MessageDescriptor> = {
  'Treść przeszukiwana': /*i18n*/ { id: 'details.text.indexed', message: 'Treść przeszukiwana' },
  'Treść w trakcie odczytu': /*i18n*/ { id: 'details.text.pending', message: 'Treść w trakcie odczytu' },
  'Treść nieprzeszukiwana: tego formatu pliku portal nie odczytuje': /*i18n*/ {
    id: 'details.text.unsupported',
    message: 'Treść nieprzeszukiwana: tego formatu pliku portal nie odczytuje',
  },
  'Treść nieprzeszukiwana: plik jest zabezpieczony hasłem': /*i18n*/ {
    id: 'details.text.encrypted',
    message: 'Treść nieprzeszukiwana: plik jest zabezpieczony hasłem',
  },
  'Treść nieprzeszukiwana: pliku nie udało się odczytać (uszkodzony lub nieprawidłowy)': /*i18n*/ {
    id: 'details.text.broken',
    message: 'Treść nieprzeszukiwana: pliku nie udało się odczytać (uszkodzony lub nieprawidłowy)',
  },
  'Treść nieprzeszukiwana: plik nie zawiera tekstu (np. skan bez warstwy tekstowej)': /*i18n*/ {
    id: 'details.text.no-text-layer',
    message: 'Treść nieprzeszukiwana: plik nie zawiera tekstu (np. skan bez warstwy tekstowej)',
  },
  'Treść nieprzeszukiwana: plik jest zbyt duży do odczytania': /*i18n*/ {
    id: 'details.text.too-large',
    message: 'Treść nieprzeszukiwana: plik jest zbyt duży do odczytania',
  },
  'Treść nieprzeszukiwana: odczyt pliku trwał zbyt długo': /*i18n*/ {
    id: 'details.text.timeout',
    message: 'Treść nieprzeszukiwana: odczyt pliku trwał zbyt długo',
  },
  'Treść nieprzeszukiwana: odczyt pliku wymagał zbyt wiele pamięci': /*i18n*/ {
    id: 'details.text.memory',
    message: 'Treść nieprzeszukiwana: odczyt pliku wymagał zbyt wiele pamięci',
  },
};

/** The attachments, grouped by the version they came with, each with 'Pobierz' (spec 1 section 2). */
export function AttachmentsSection({ view }: { view: AnnouncementView }) {
  const { i18n } = useLingui();
  const groups = attachmentGroups(view);
  const groupHeading = (origin: AttachmentGroup['origin']) =>
    origin.kind === 'draft'
      ? i18n._({ id: 'details.attachments.draft', message: 'Załączniki dodane w wersji roboczej' })
      : origin.kind === 'version'
        ? i18n._({
            id: 'details.attachments.version',
            message: 'Załączniki dodane w wersji {number}',
            values: { number: origin.number },
          })
        : i18n._({ id: 'details.attachments.earlier', message: 'Załączniki dodane we wcześniejszej wersji' });
  // Whether each file's text is searched, or why not (issue 49): part of the page's answer.
  const textLabel = (fileId: number | undefined): ReactNode => {
    const label = view.attachmentTexts.find((a) => a.fileId === fileId)?.label;
    if (!label) return null;
    const known = textStates[label];
    // A state the page does not know by name is shown as the server says it (in Polish).
    return known ? i18n._(known) : <span lang="pl">{label}</span>;
  };
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState('');

  const download = async (file: Plik) => {
    if (busy !== null) return;
    setBusy(file.id);
    setError('');
    try {
      await downloadFile(file);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="sec-attachments">
      <h2 id="sec-attachments">
        <Trans id="details.attachments" message="Załączniki" />
      </h2>
      {groups.length === 0 ? (
        <p>
          <Trans id="details.attachments.none" message="Brak załączników." />
        </p>
      ) : null}
      {groups.map((group) => (
        <div key={group.key} className="announcement-view__attachments">
          <h3>{groupHeading(group.origin)}</h3>
          <ul>
            {group.items.map((attachment) => {
              const name =
                attachment.nazwa ||
                attachment.plik?.nazwa ||
                i18n._({ id: 'details.attachment', message: 'Załącznik' });
              const label = textLabel(attachment.plik?.id);
              return (
                <li key={attachment.id}>
                  <span className="announcement-view__attachment-name">
                    <span lang="pl">{name}</span>
                    {label ? <span className="announcement-view__attachment-text">{label}</span> : null}
                  </span>
                  {attachment.plik ? (
                    <Button
                      variant="secondary"
                      className="button--small"
                      aria-disabled={busy === attachment.plik.id || undefined}
                      onClick={() => attachment.plik && download(attachment.plik)}
                    >
                      {/* Named 'Pobierz {file}': the file's name, data, read in its own language. */}
                      <Trans id="details.attachment.download" message="Pobierz" />
                      <span className="visually-hidden">
                        {' '}
                        <span lang="pl">{name}</span>
                      </span>
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <p className={error ? 'notice notice--error' : 'announcement-view__message'} role="status">
        {error}
      </p>
    </section>
  );
}
