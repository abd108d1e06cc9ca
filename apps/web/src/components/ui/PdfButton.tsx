import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from './Button.tsx';

type Props = {
  label: string;
  /** Makes the PDF and saves it (pdfmake and the document's module loaded on the first click). */
  make: () => Promise<void>;
  /** The failure as a span that stays hidden while empty (in a row of buttons), not a paragraph. */
  inline?: boolean;
};

/**
 * A button that makes a PDF in the browser: 'Trwa generowanie...' while it works (a second click does
 * nothing), then a status line saying why it failed, if it did.
 */
export function PdfButton({ label, make, inline = false }: Props) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const print = async () => {
    if (busy) return;
    setBusy(true);
    setMessage('');
    try {
      await make();
    } catch (error) {
      setMessage(
        `${i18n._({ id: 'details.pdf.failed', message: 'Nie udało się wygenerować pliku PDF.' })} ${error instanceof Error ? error.message : ''}`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={print} aria-disabled={busy || undefined}>
        {busy ? i18n._({ id: 'pdf.busy', message: 'Trwa generowanie...' }) : label}
      </Button>
      {inline ? (
        <span role="status" className={message ? 'field__error' : 'visually-hidden'}>
          {message}
        </span>
      ) : (
        <p role="status" className="content-page__message">
          {message}
        </p>
      )}
    </>
  );
}
