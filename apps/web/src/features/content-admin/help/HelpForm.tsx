import { contentLimits } from '@bk/contracts/content/content';
import { lazy, Suspense, useRef, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CountedTextField } from '../../../components/form/CountedTextField.tsx';
import { focusFirstInvalid } from '../../../components/form/focus-invalid.ts';
import { RichTextField } from '../../../components/form/RichTextField.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { emptyRichValue } from '../../../components/rich-text/rich-value.ts';
import { NotFoundView } from '../../../components/status/NotFoundView.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import type { HelpArticle } from '../../../lib/site-content.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import { AdminForm } from '../AdminParts.tsx';
import { RelatedHelpField, ScreenField, TypeField } from './HelpFormFields.tsx';
import { PreviewButton } from './HelpParts.tsx';
import {
  HELP_LIST_PATH,
  type HelpBody,
  type HelpDictionaries,
  helpAdminPath,
  helpDictionariesKey,
  helpItemKey,
  helpKey,
  saveHelp,
} from './help-api.ts';
import {
  fieldOfPath,
  type HelpField,
  type HelpFormContext,
  type HelpFormValues,
  helpBody,
  noRootYet,
  parentOptions,
  saveFailureText,
  TYPE_LABELS,
  validateHelp,
} from './help-model.ts';

const ScreenPreviewDialog = lazy(async () => ({
  default: (await import('./HelpDialogs.tsx')).ScreenPreviewDialog,
}));

const resolver: Resolver<HelpFormValues, HelpFormContext> = async (values, context) => {
  const problems = validateHelp(values, context ?? { id: null, isRoot: false });
  const entries = Object.entries(problems);
  if (entries.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    entries.map(([field, message]) => [field, { type: 'validate', message }]),
  ) as FieldErrors<HelpFormValues>;
  return { values: {}, errors };
};

function initialValues(help: HelpArticle | null): HelpFormValues {
  if (!help)
    return { typ: '', parentId: '', ekran: '', naglowek: '', tresc: emptyRichValue(), powiazane: [] };
  return {
    typ: help.typ,
    parentId: help.parentId === null ? '' : String(help.parentId),
    ekran: help.ekran ?? '',
    naglowek: help.naglowek,
    tresc: help.tresc,
    powiazane: help.powiazane.map((r) => r.id),
  };
}

/**
 * The help form (spec 3 sections 2.5, 4 and 5.5): new (`help` null) or changed. The type is chosen
 * once, on the new form; a general help hangs under a parent chapter unless it is the root; a screen
 * help is pinned to a free screen (a changed one may be unpinned). A new help opens its details
 * after saving; a changed one stays with 'Zapisano' for 5 seconds.
 */
export function HelpForm({
  help,
  dictionaries,
}: {
  help: HelpArticle | null;
  dictionaries: HelpDictionaries;
}) {
  const navigate = useNavigate();
  const id = help?.id ?? null;
  const isRoot = help ? help.root : noRootYet(dictionaries.pomoce);
  const context: HelpFormContext = { id, isRoot };
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [saved, showSaved] = useFlashMessage();
  const form = useForm<HelpFormValues, HelpFormContext>({
    resolver,
    context,
    shouldFocusError: false,
    defaultValues: initialValues(help),
  });
  const { errors } = form.formState;
  const [typ, ekran, naglowek] = useWatch({ control: form.control, name: ['typ', 'ekran', 'naglowek'] });

  const save = useApiMutation({
    mutationFn: (body: HelpBody) => saveHelp(id, body),
    invalidates: (result) => [
      { queryKey: [...helpKey, 'list'] },
      { queryKey: helpDictionariesKey },
      { queryKey: helpItemKey(result.id) },
    ],
    onSuccess: (result) => {
      if (id === null) navigate(helpAdminPath(result));
      else showSaved('Zapisano');
    },
  });

  /** The server's field errors under the visible fields; what is left goes above the form. */
  const placeServerErrors = (error: unknown): string[] => {
    if (!isApiError(error)) return [];
    const visible = new Set<HelpField>(['naglowek', 'tresc', 'powiazane']);
    if (id === null) visible.add('typ');
    if (typ === 'general' && !isRoot) visible.add('parentId');
    if (typ === 'screen') visible.add('ekran');
    const left: string[] = [];
    for (const [path, list] of Object.entries(error.errors)) {
      const field = fieldOfPath(path);
      const message = list[0];
      if (!message) continue;
      if (field && visible.has(field) && !form.getFieldState(field).error)
        form.setError(field, { type: 'server', message });
      else if (!field || !visible.has(field)) left.push(message);
    }
    return left;
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await save.mutateAsync(helpBody(values, context));
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          setNotFound(true);
          return;
        }
        const placedAny = isApiError(error) && Object.keys(error.errors).length > 0;
        const left = placeServerErrors(error);
        if (!placedAny) setFormError(saveFailureText(error));
        else if (left.length > 0) setFormError(`Nie udało się zapisać pomocy. ${left.join(' ')}`);
        focusFirstInvalid(formRef.current);
      }
    },
    () => focusFirstInvalid(formRef.current),
  );

  if (notFound) return <NotFoundView />;

  const screenChosen = typ === 'screen' && ekran !== '';
  return (
    <>
      <AdminForm
        form={{
          formRef,
          formError,
          pending: save.isPending,
          submit: (event) => {
            if (save.isPending) event.preventDefault();
            else void submit(event);
          },
        }}
        className="help-form"
        label={help ? 'Edycja pomocy' : 'Nowa pomoc'}
        saved={saved !== ''}
        buttons={
          typ === 'screen' ? (
            <PreviewButton
              available={screenChosen}
              unavailableText="Aby zobaczyć podgląd, wybierz ekran."
              onOpen={() => setPreviewOpen(true)}
            />
          ) : null
        }
        back={{ to: help ? helpAdminPath(help) : HELP_LIST_PATH }}
      >
        {help ? (
          <div className="field">
            <p className="help-form__fixed">
              <span className="field__label">Rodzaj pomocy:</span> {TYPE_LABELS[help.typ]}
            </p>
            <p className="field__hint">Rodzaju pomocy nie można zmienić po jej utworzeniu.</p>
          </div>
        ) : (
          <TypeField register={form.register('typ')} error={errors.typ?.message} />
        )}
        {typ === 'general' ? (
          isRoot ? (
            <p className="field__hint help-form__root">
              {help
                ? 'To pierwsza pomoc w systemie (rozdział główny): nie ma rozdziału nadrzędnego.'
                : 'To będzie pierwsza pomoc w systemie (rozdział główny): nie ma rozdziału nadrzędnego.'}
            </p>
          ) : (
            <SelectField
              label="Rozdział nadrzędny"
              required
              placeholder="Wybierz rozdział nadrzędny"
              options={parentOptions(dictionaries.pomoce, id)}
              error={errors.parentId?.message}
              {...form.register('parentId')}
            />
          )
        ) : null}
        {typ === 'screen' ? (
          <ScreenField
            register={form.register('ekran')}
            screens={dictionaries.screens}
            selfId={id}
            isNew={help === null}
            error={errors.ekran?.message}
          />
        ) : null}
        <CountedTextField
          control={form.control}
          name="naglowek"
          label="Nagłówek"
          required
          max={contentLimits.helpHeading}
        />
        <RichTextField
          control={form.control}
          name="tresc"
          label="Treść"
          required
          max={contentLimits.helpContent}
          uploadContext="help"
        />
        <Controller
          control={form.control}
          name="powiazane"
          render={({ field, fieldState }) => (
            <RelatedHelpField
              helps={dictionaries.pomoce}
              selfId={id}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </AdminForm>
      {previewOpen && screenChosen ? (
        <Suspense fallback={null}>
          <ScreenPreviewDialog
            screen={ekran}
            naglowek={naglowek}
            tresc={form.getValues('tresc')}
            onClose={() => setPreviewOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
