import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RichValue } from '../../../components/rich-text/RichTextEditor.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { PdfButton } from '../../../components/ui/PdfButton.tsx';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import type { FlashState } from './TermsForm.tsx';
import { removePendingTerms, TERMS_KEY, TERMS_PATH } from './terms-api.ts';
import { isNotFound, termsRemoveFailure, termsTexts } from './terms-messages.ts';

/** A terms version as an A4 PDF made in the browser (pdfmake loaded on the first click). */
export function TermsPdfButton({
  terms,
  title,
  fileName,
}: {
  terms: { tresc: RichValue; dataOpublikowania: string };
  title: string;
  fileName: string;
}) {
  return (
    <PdfButton
      label="Pobierz PDF"
      inline
      make={async () => {
        const [{ downloadPdf }, { termsPdf }] = await Promise.all([
          import('../../../lib/pdf/download-pdf.ts'),
          import('./terms-pdf.ts'),
        ]);
        await downloadPdf(termsPdf(terms, title, new Date()), fileName);
      }}
    />
  );
}

/**
 * 'Usuń' for the version for publication: asks first, then DELETE /api/admin/regulations and back to
 * the overview. A version already gone (404) shows the not-found view (`onGone`).
 */
export function RemovePendingTerms({ onGone }: { onGone: () => void }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useApiMutation<{ id: number }, void>({
    mutationFn: removePendingTerms,
    // Marked stale only: refetching the version shown here would find it gone.
    invalidates: [{ queryKey: TERMS_KEY, refetchType: 'none' }],
    onSuccess: () => navigate(TERMS_PATH, { state: { flash: termsTexts.removed } satisfies FlashState }),
    onError: (failure) => {
      if (isNotFound(failure)) onGone();
      else setError(termsRemoveFailure(failure));
    },
  });
  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setError(null);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Usuń
      </Button>
      {open ? (
        <ConfirmDialog
          title={termsTexts.removeTitle}
          confirm="Usuń"
          pendingLabel="Trwa usuwanie..."
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
          onCancel={close}
          error={error}
        >
          <p>{termsTexts.removeQuestion}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/**
 * The message another terms page left in the router state ('Zapisano. ...'), shown for 5 seconds;
 * the state is cleared, so going back or reloading does not show it again.
 */
export function useRouterFlash(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [flash, show] = useFlashMessage();
  const text = (location.state as Partial<FlashState> | null)?.flash;
  useEffect(() => {
    if (!text) return;
    show(text);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [text, show, navigate, location.pathname, location.search]);
  return flash;
}
