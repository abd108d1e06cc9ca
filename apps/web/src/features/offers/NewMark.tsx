import { Button } from '../../components/ui/Button.tsx';

/** The 'N' mark of a new offer, with the button that clears it (spec 2 sections 2.6 and 4.7). */
export function NewMark({ label, onClear, busy }: { label: string; onClear(): void; busy: boolean }) {
  return (
    <>
      <span className="offer-new" title="Nowa oferta">
        N<span className="visually-hidden"> (nowa oferta)</span>
      </span>
      <Button
        variant="secondary"
        className="button--small"
        aria-disabled={busy || undefined}
        onClick={onClear}
      >
        USUŃ OZNACZENIE JAKO NOWE<span className="visually-hidden"> ({label})</span>
      </Button>
    </>
  );
}
