import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { steps } from './steps.ts';
import type { SaveState } from './use-announcement-actions.ts';

type Props = {
  /** The current step's index. */
  step: number;
  onStep(index: number): void;
  onCheck(): void;
  /** Null for an administrator, who keeps no drafts. */
  onSave: (() => void) | null;
  onPublish(): void;
  saveState: SaveState;
  busy: boolean;
  listPath: string;
};

const saveText: Record<SaveState, string> = {
  idle: 'Zapisz wersję roboczą',
  saving: 'Trwa zapisywanie...',
  saved: 'Zapisano',
};

/** Previous / next step, and the form's buttons (spec 1 section 2). */
export function FormActions({ step, onStep, onCheck, onSave, onPublish, saveState, busy, listPath }: Props) {
  const previous = steps[step - 1];
  const next = steps[step + 1];
  return (
    <>
      <div className="step-nav">
        {previous ? (
          <Button variant="secondary" onClick={() => onStep(step - 1)}>
            <span aria-hidden="true">← </span>Poprzedni krok
            <span className="visually-hidden">: {previous.label}</span>
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button variant="secondary" onClick={() => onStep(step + 1)}>
            Następny krok<span className="visually-hidden">: {next.label}</span>
            <span aria-hidden="true"> →</span>
          </Button>
        ) : null}
      </div>
      <div className="form-actions">
        <Button variant="secondary" onClick={onCheck}>
          Sprawdź poprawność danych
        </Button>
        {onSave ? (
          <Button
            id="save-draft"
            variant="secondary"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onSave();
            }}
          >
            {saveText[saveState]}
          </Button>
        ) : null}
        <Button
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onPublish();
          }}
        >
          Publikuj ogłoszenie
        </Button>
        <Link to={listPath} className="button button--secondary">
          Powrót do listy ogłoszeń
        </Link>
      </div>
    </>
  );
}
