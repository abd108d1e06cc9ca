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

/** The steps as a side menu (spec 1 section 2): links, the check's marks, their legend, the progress. */
export function StepMenu({ current, marks, hrefFor, onChoose }: Props) {
  const index = stepIndex(current);
  return (
    <div className="step-menu">
      <nav aria-label="Kroki formularza ogłoszenia">
        <ol className="step-menu__list">
          {steps.map((step, i) => {
            const mark = marks?.[step.id];
            return (
              <li key={step.id}>
                <Link
                  to={hrefFor(step.id)}
                  onClick={() => onChoose(step.id)}
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
