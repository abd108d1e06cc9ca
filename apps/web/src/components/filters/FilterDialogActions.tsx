import { Button } from '../ui/Button.tsx';

/** The buttons of a list's filter dialog: 'Anuluj', 'Wyczyść' (empties the form) and 'Szukaj' (submits `formId`). */
export function FilterDialogActions({
  formId,
  onClose,
  onClear,
}: {
  formId: string;
  onClose: () => void;
  onClear: () => void;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onClose}>
        Anuluj
      </Button>
      <Button variant="secondary" onClick={onClear}>
        Wyczyść
      </Button>
      <Button type="submit" form={formId}>
        Szukaj
      </Button>
    </>
  );
}
