import { useLingui } from '@lingui/react';
import { Button } from './Button.tsx';

type Props = {
  /** Names the item for assistive technology ('oferta 2', 'pytanie nr 3'). */
  label: string;
  onClear(): void;
  busy: boolean;
  /** What is new, read after the 'N' ('nowa oferta', 'nowe pytanie'). */
  what?: string;
};

/** The mark itself: the spec's letter, the same in every language. */
const NEW_MARK = 'N';

/** The 'N' mark of a new offer or question, with the button that clears it (spec 2 sections 2.6 and 4.7). */
export function NewMark({ label, onClear, busy, what: named }: Props) {
  const { i18n } = useLingui();
  const what = named ?? i18n._({ id: 'new-mark.offer', message: 'nowa oferta' });
  return (
    <>
      <span className="offer-new" title={what.charAt(0).toUpperCase() + what.slice(1)}>
        {NEW_MARK}
        <span className="visually-hidden"> ({what})</span>
      </span>
      <Button
        variant="secondary"
        className="button--small"
        aria-disabled={busy || undefined}
        onClick={onClear}
      >
        {i18n._({ id: 'new-mark.clear', message: 'USUŃ OZNACZENIE JAKO NOWE' })}
        <span className="visually-hidden"> ({label})</span>
      </Button>
    </>
  );
}
