import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { downloadFile, type Plik } from '../../lib/files.ts';
import type { AnnouncementView } from './details-types.ts';
import { type AttachmentGroup, attachmentGroups } from './labels.ts';

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
  const textLabel = (fileId: number | undefined) =>
    view.attachmentTexts.find((a) => a.fileId === fileId)?.label;
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
                      aria-label={i18n._({
                        id: 'details.attachment.download.of',
                        message: 'Pobierz {name}',
                        values: { name },
                      })}
                      aria-disabled={busy === attachment.plik.id || undefined}
                      onClick={() => attachment.plik && download(attachment.plik)}
                    >
                      <Trans id="details.attachment.download" message="Pobierz" />
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
