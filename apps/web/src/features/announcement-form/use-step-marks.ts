import { useCallback, useEffect, useState } from 'react';
import type { StepMark } from './StepMenu.tsx';
import { type StepId, steps } from './steps.ts';

/** How long the marks of a check stay in the step menu (spec 1 section 9: 10 s). */
export const MARKS_MS = 10_000;

type Marks = Partial<Record<StepId, StepMark>>;

/** The step marks of the last check: every step marked correct or needing attention, for 10 s. */
export function useStepMarks(): [Marks | null, (failing: readonly StepId[]) => void] {
  const [marks, setMarks] = useState<{ value: Marks; count: number } | null>(null);
  useEffect(() => {
    if (!marks) return;
    const timer = setTimeout(() => setMarks(null), MARKS_MS);
    return () => clearTimeout(timer);
  }, [marks]);
  const show = useCallback((failing: readonly StepId[]) => {
    const value: Marks = {};
    for (const step of steps) value[step.id] = failing.includes(step.id) ? 'error' : 'ok';
    setMarks((previous) => ({ value, count: (previous?.count ?? 0) + 1 }));
  }, []);
  return [marks?.value ?? null, show];
}
