import { type RefObject, useEffect } from 'react';

/**
 * A field of a page drawn on the server can be typed into before the page's script is live; React
 * hydrates it without telling its component (its state still holds the first value). Once live, this
 * hands what is in the field to `apply` (the field's change handler), so the text typed early is the
 * text the page works with.
 *
 * Gives the field's text as it is now: a form sent in the moment between hydration and the effect
 * below must send what the field shows, not the component's first state (the field is controlled, so
 * the two are the same at any other moment).
 */
export function useTypedEarly(
  field: RefObject<HTMLInputElement | null>,
  current: string,
  apply: (value: string) => void,
): () => string {
  // Only once, when the component is first live: later changes come through onChange.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first value is what the server drew.
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== current) apply(typed);
  }, []);
  return () => field.current?.value ?? current;
}
