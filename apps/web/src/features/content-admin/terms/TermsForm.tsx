import { contentLimits, termsInputSchema } from '@bk/contracts/content/content';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RichTextField } from '../../../components/form/RichTextField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useFormMutation } from '../../../components/form/use-form-mutation.ts';
import { wireSchemaResolver } from '../../../components/form/wire-resolver.ts';
import { AdminForm } from '../AdminParts.tsx';
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
  const form = useForm<TermsBody>({ resolver, shouldFocusError: false, defaultValues: initial });
  const save = useFormMutation<TermsBody, TermsBody, TermsSaved>({
    form,
    fields: FIELDS,
    mutationFn: (body) => saveTerms(body, mode),
    // Marked stale only: the version this form came from may have just become the current one.
    invalidates: [{ queryKey: TERMS_KEY, refetchType: 'none' }],
    onSuccess: (answer) => navigate(TERMS_PATH, { state: { flash: savedText(answer) } satisfies FlashState }),
    failureText: termsSaveFailure,
  });
  const { errors } = form.formState;

  return (
    <AdminForm form={save} notice={notice} saved={false} back={{ to: TERMS_PATH }}>
      <RichTextField
        control={form.control}
        name="tresc"
        label="Treść"
        required
        max={contentLimits.terms}
        uploadContext={null}
      />
      <TextField
        type="date"
        label="Data publikacji"
        hint={termsTexts.dateHint}
        required
        error={errors.dataOpublikowania?.message}
        {...form.register('dataOpublikowania')}
      />
    </AdminForm>
  );
}
