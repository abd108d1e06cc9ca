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
  /** The message above the form when the failure is not about a field (`reason`: the server's). */
  failureText?: (error: unknown, reason: string) => string;
  /** A failure the form answers in its own way (an offer, another page): no message is set for it. */
  answers?: (error: unknown) => boolean;
};

/**
 * The portal's write forms: react-hook-form (the contract's zod schema through wireSchemaResolver) saved
 * through a mutation (useApiMutation). `submit` validates and sends, `send` sends values as they are
 * (a second answer to the same form, such as 'Nadaj jako nowe'); either puts the server's field errors
 * under the fields, or the message above the form (`formError`), and focuses the first problem
 * (focusFirstInvalid). A second press while it saves does nothing. Use `formRef` on the form (FormDialog
 * does it) and `submit` as its onSubmit.
 */
export function useFormMutation<TValues extends FieldValues, TOutput, TData>({
  form,
  fields,
  aliases,
  failurePrefix,
  failureText,
  answers,
  ...mutationOptions
}: Options<TValues, TOutput, TData>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useApiMutation(mutationOptions);
  const send = async (values: TOutput) => {
    if (mutation.isPending) return;
    setFormError(null);
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      if (answers?.(error)) return;
      const reason = applyServerErrors(error, form.setError, fields, aliases);
      if (reason !== null)
        setFormError(
          failureText ? failureText(error, reason) : failurePrefix ? `${failurePrefix} ${reason}` : reason,
        );
      focusFirstInvalid(formRef.current);
    }
  };
  const submit = form.handleSubmit(send, () => focusFirstInvalid(formRef.current));
  return { submit, send, formRef, formError, setFormError, pending: mutation.isPending };
}
