import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { focusFirstInvalid } from '../../components/form/focus-invalid.ts';
import type { StepId } from './steps.ts';
import { useStepMarks } from './use-step-marks.ts';
import { type FormErrors, stepsWithErrors, withoutError, withoutErrorsUnder } from './validation.ts';

/** Where focus goes; a step's error or heading waits until that step is shown (the address changes later). */
type Focus = { kind: 'id'; id: string } | { kind: 'error'; step: StepId } | { kind: 'heading'; step: StepId };

/**
 * The form's errors, the step marks of the last check, and where focus goes after the next render:
 * an element by id (a new or moved element), the first error, or the step's heading.
 */
export function useFormErrors(
  step: StepId,
  goToStep: (step: StepId) => void,
  contentRef: RefObject<HTMLElement | null>,
) {
  const [errors, setErrors] = useState<FormErrors>({});
  const [marks, showMarks] = useStepMarks();
  const pending = useRef<Focus | null>(null);
  const [tick, setTick] = useState(0);

  const focusAfterRender = useCallback((focus: Focus) => {
    pending.current = focus;
    setTick((t) => t + 1);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the render a focus request caused
  useEffect(() => {
    const focus = pending.current;
    if (!focus) return;
    if (focus.kind !== 'id' && focus.step !== step) return;
    pending.current = null;
    if (focus.kind === 'error') focusFirstInvalid(contentRef.current);
    else
      requestAnimationFrame(() =>
        document.getElementById(focus.kind === 'id' ? focus.id : 'step-heading')?.focus(),
      );
  }, [tick, step]);

  /** Shows errors under their fields, marks the steps, opens the first step in error, focuses the error. */
  const showErrors = useCallback(
    (found: FormErrors) => {
      setErrors(found);
      const failing = stepsWithErrors(found);
      showMarks(failing);
      const first = failing[0];
      if (!first) return false;
      goToStep(first);
      focusAfterRender({ kind: 'error', step: first });
      return true;
    },
    [goToStep, showMarks, focusAfterRender],
  );

  const clearError = useCallback((path: string) => setErrors((e) => withoutError(e, path)), []);
  const clearErrorsUnder = useCallback(
    (prefix: string) => setErrors((e) => withoutErrorsUnder(e, prefix)),
    [],
  );
  const requestFocus = useCallback((id: string) => focusAfterRender({ kind: 'id', id }), [focusAfterRender]);
  const focusHeading = useCallback(
    (target: StepId) => focusAfterRender({ kind: 'heading', step: target }),
    [focusAfterRender],
  );

  return {
    errors,
    setErrors,
    marks,
    showMarks,
    showErrors,
    clearError,
    clearErrorsUnder,
    requestFocus,
    focusHeading,
  };
}
