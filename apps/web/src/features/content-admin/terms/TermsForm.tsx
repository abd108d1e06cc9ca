import { contentLimits, termsInputSchema } from '@bk/contracts/content/content';
import { type ReactNode, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormError } from '../../../components/form/FormError.tsx';
import { focusFirstInvalid } from '../../../components/form/focus-invalid.ts';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { wireSchemaResolver } from '../../../components/form/wire-resolver.ts';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor.tsx';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { SaveButton } from '../AdminParts.tsx';
import { saveTerms, TERMS_KEY, TERMS_PATH, type TermsBody, type TermsSaved } from './terms-api.ts';
import { savedText, termsSaveFailure, termsTexts } from './terms-messages.ts';

const resolver = wireSchemaResolver<TermsBody>(termsInputSchema);
const FIELDS = ['tresc', 'dataOpublikowania'] as const;

/** What the overview shows after a save or a removal (router state, read by useRouterFlash). */
export type FlashState = { flash: string };

/**
 * The terms form (spec 3 sections 2.5, 4, 5.6): 'Treść' (required, at most 50000 characters) and
 * 'Data publikacji' (required). `create` adds the very first terms (POST), `change` saves the version
 * for publication (PUT: created, or overwritten when one waits). After saving, the overview.
 */
export function TermsForm({
  initial,
  mode,
  notice,
}: {
  initial: TermsBody;
  mode: 'create' | 'change';
  notice?: ReactNode;
}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TermsBody>({ resolver, shouldFocusError: false, defaultValues: initial });
  const save = useApiMutation<TermsSaved, TermsBody>({
    mutationFn: (body) => saveTerms(body, mode),
    // Marked stale only: the version this form came from may have just become the current one.
    invalidates: [{ queryKey: TERMS_KEY, refetchType: 'none' }],
    onSuccess: (answer) => navigate(TERMS_PATH, { state: { flash: savedText(answer) } satisfies FlashState }),
  });
  const submit = form.handleSubmit(
    async (body) => {
      if (save.isPending) return;
      setFormError(null);
      try {
        await save.mutateAsync(body);
      } catch (error) {
        if (applyServerErrors(error, form.setError, FIELDS) === null) focusFirstInvalid(formRef.current);
        else setFormError(termsSaveFailure(error));
      }
    },
    () => focusFirstInvalid(formRef.current),
  );
  const { errors } = form.formState;

  return (
    <form ref={formRef} className="content-admin__form" onSubmit={submit} noValidate>
      <p className="field__hint form-note">Pola oznaczone gwiazdką (*) są wymagane.</p>
      {notice}
      <FormError message={formError} />
      <Controller
        control={form.control}
        name="tresc"
        render={({ field }) => (
          <RichTextEditor
            label="Treść"
            value={field.value}
            onChange={field.onChange}
            error={errors.tresc?.message}
            required
            max={contentLimits.terms}
            uploadContext={null}
          />
        )}
      />
      <TextField
        type="date"
        label="Data publikacji"
        hint={termsTexts.dateHint}
        required
        error={errors.dataOpublikowania?.message}
        {...form.register('dataOpublikowania')}
      />
      <div className="content-admin__buttons">
        <SaveButton type="submit" pending={save.isPending} saved={false} />
        <Link className="button button--secondary" to={TERMS_PATH}>
          Anuluj
        </Link>
      </div>
    </form>
  );
}
