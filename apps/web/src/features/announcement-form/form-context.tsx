import { createContext, type ReactNode, useContext } from 'react';
import type { FormDictionaries } from './announcement-api.ts';
import type { FormErrors } from './validation.ts';

/**
 * What a published announcement lets change (spec 1 section 4; the server's locked-fields.ts refuses
 * the rest): the tender structure, title, supplementary orders, contract-change conditions, partial
 * offers, planned signing, categories, conditions and criteria stay; projects/enrolment only for an
 * administrator.
 */
export type FormMode = {
  published: boolean;
  isAdmin: boolean;
};

type FormContextValue = {
  errors: FormErrors;
  clearError(path: string): void;
  clearErrorsUnder(prefix: string): void;
  /** Focuses the element with this id once the next render is done (a new or moved element). */
  requestFocus(id: string): void;
  mode: FormMode;
  dictionaries: FormDictionaries;
};

const FormContext = createContext<FormContextValue | null>(null);

export function FormContextProvider({ value, children }: { value: FormContextValue; children: ReactNode }) {
  return <FormContext.Provider value={value}>{children}</FormContext.Provider>;
}

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('useFormContext outside the announcement form');
  return value;
}

/** The first message for a field path, if any. */
export function useFieldError(path: string): string | undefined {
  return useFormContext().errors[path]?.[0];
}

/** True when the field may not change in this announcement (published and locked for this user). */
export function useLocked(): { structure: boolean; projects: boolean } {
  const { mode } = useFormContext();
  return { structure: mode.published, projects: mode.published && !mode.isAdmin };
}
