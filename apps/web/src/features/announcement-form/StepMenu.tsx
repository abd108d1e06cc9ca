import { useState } from 'react';
import { Link } from 'react-router';
import { type StepId, stepIndex, steps } from './steps.ts';

export type StepMark = 'ok' | 'error';

type Props = {
  current: StepId;
  /** The marks of the last check, per step (gone after 10 s); null when none are shown. */
  marks: Partial<Record<StepId, StepMark>> | null;
  hrefFor(step: StepId): string;
  /** A step was chosen (its heading takes focus). */
  onChoose(step: StepId): void;
};

const markText: Record<StepMark, string> = { ok: 'Poprawna walidacja', error: 'Wymaga uwagi' };

function Mark({ mark }: { mark: StepMark }) {
  return (
    <span className={`step-mark step-mark--${mark}`}>
      <span aria-hidden="true">{mark === 'ok' ? '✓' : '!'}</span>
      <span className="visually-hidden"> ({markText[mark]})</span>
    </span>
  );
}

/**
 * The steps as a side menu (spec 1 section 2): links, the check's marks, their legend, the progress.
 * On a narrow screen the menu folds into one button ('Krok 2 z 6: Terminy') that opens the list.
 */
export function StepMenu({ current, marks, hrefFor, onChoose }: Props) {
  const index = stepIndex(current);
  const [open, setOpen] = useState(false);
  const needsAttention = steps.some((step) => marks?.[step.id] === 'error');
  return (
    <div className="step-menu" data-open={open}>
      <button
        type="button"
        className="step-menu__toggle"
        aria-expanded={open}
        aria-controls="step-menu-body"
        onClick={() => setOpen((o) => !o)}
      >
        <span>
          Krok {index + 1} z {steps.length}: <strong>{steps[index]?.label}</strong>
          {needsAttention ? <span className="step-menu__attention"> (kroki wymagają uwagi)</span> : null}
        </span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id="step-menu-body" className="step-menu__body">
        <nav aria-label="Kroki formularza ogłoszenia">
          <ol className="step-menu__list">
            {steps.map((step, i) => {
              const mark = marks?.[step.id];
              return (
                <li key={step.id}>
                  <Link
                    to={hrefFor(step.id)}
                    onClick={() => {
                      setOpen(false);
                      onChoose(step.id);
                    }}
                    className={`step-menu__link${step.id === current ? ' step-menu__link--current' : ''}`}
                    aria-current={step.id === current ? 'step' : undefined}
                  >
                    <span className="step-menu__number" aria-hidden="true">
                      {i + 1}
                    </span>
                    <span className="step-menu__label">{step.label}</span>
                    {mark ? <Mark mark={mark} /> : null}
                  </Link>
                </li>
              );
            })}
          </ol>
        </nav>
        <ul className="step-menu__legend" aria-label="Oznaczenia kroków">
          <li className="step-menu__legend-item">
            <span className="step-mark step-mark--ok" aria-hidden="true">
              ✓
            </span>{' '}
            {markText.ok}
          </li>
          <li className="step-menu__legend-item">
            <span className="step-mark step-mark--error" aria-hidden="true">
              !
            </span>{' '}
            {markText.error}
          </li>
        </ul>
      </div>
      <div className="step-menu__progress">
        <label htmlFor="form-progress">
          Krok {index + 1} z {steps.length}
        </label>
        <progress id="form-progress" max={steps.length} value={index + 1}>
          {index + 1} z {steps.length}
        </progress>
      </div>
    </div>
  );
}
