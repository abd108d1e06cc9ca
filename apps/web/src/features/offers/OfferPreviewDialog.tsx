import { useLingui } from '@lingui/react';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { OfferPreview } from './OfferPreview.tsx';
import { failureText, offerScreenMessages as S } from './offer-messages.ts';
import { useOfferSet } from './offers-api.ts';
import type { PartRef } from './offers-types.ts';

/** The preview in preview mode (spec 2 section 2.4): read-only, no actions, 'Zamknij podgląd'. */
export function OfferPreviewDialog({
  offerSetId,
  parts,
  onClose,
}: {
  offerSetId: number;
  parts: PartRef[];
  onClose(): void;
}) {
  const { i18n } = useLingui();
  const set = useOfferSet(offerSetId);
  return (
    <Dialog
      onDismiss={onClose}
      title="Podgląd oferty"
      wide
      actions={
        <Button autoFocus onClick={onClose}>
          Zamknij podgląd
        </Button>
      }
    >
      {set.isPending ? <LoadingText /> : null}
      {set.isError ? (
        <p className="notice notice--error" role="alert">
          {failureText(i18n, set.error, S.offerLoadFailed, S.offerLoadCode)}
        </p>
      ) : null}
      {set.data ? <OfferPreview set={set.data} parts={parts} inDialog /> : null}
    </Dialog>
  );
}
