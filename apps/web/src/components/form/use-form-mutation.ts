import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type ApiMutationOptions, useApiMutation } from '../../lib/use-api-mutation.ts';
import { focusFirstInvalid } from './focus-invalid.ts';
import { applyServerErrors } from './server-errors.ts';

type Options<TValues extends FieldValues, TOutput, TData> = ApiMutationOptions<TData, TOutput> & {
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's context type is the form's own.
  form: UseFormReturn<TValues, any, TOutput>;
  /** The fields that may carry the server's field errors (client names). */
  fields: readonly string[];
  /** Server paths that belong to another field (`adres.localityId` -> `adres.miejscowosc`). */
  aliases?: Record<string, string>;
  /** Put before the server's message when it is not about a field ('Nie udało się zapisać ...'). */
  failurePrefix?: string;
};

/**
 * A form that saves through a mutation (useApiMutation): validates, sends, puts the server's field
 * errors under the fields and focuses the first invalid one, or shows the message above the form.
 * Use `formRef` on the form (FormDialog does it) and `submit` as its onSubmit.
 */
export function useFormMutation<TValues extends FieldValues, TOutput, TData>({
  form,
  fields,
  aliases,
  failurePrefix,
  ...mutationOptions
}: Options<TValues, TOutput, TData>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useApiMutation(mutationOptions);
  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await mutation.mutateAsync(values);
      } catch (error) {
        const reason = applyServerErrors(error, form.setError, fields, aliases);
        if (reason !== null) setFormError(failurePrefix ? `${failurePrefix} ${reason}` : reason);
        else focusFirstInvalid(formRef.current);
      }
    },
    () => focusFirstInvalid(formRef.current),
  );
  return { submit, formRef, formError, pending: mutation.isPending };
}
