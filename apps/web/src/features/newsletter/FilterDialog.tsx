import { newsletterLimits as L, newsletterMessages as M } from '@bk/contracts/newsletter/newsletter-texts';
import { Trans, useLingui } from '@lingui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { CheckboxList } from '../../components/filters/CheckboxList.tsx';
import { ErrorMessage } from '../../components/form/ErrorMessage.tsx';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { focusFirstInvalid } from '../../components/form/focus-invalid.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { type CpvCode, CpvPicker } from '../../components/pickers/CpvPicker.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { errorText, isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import {
  addChosen,
  type ChosenPlace,
  cleanIdentificationNumber,
  type DraftErrors,
  draftFromFilter,
  draftProblems,
  draftToBody,
  type FilterDraft,
  failureErrors,
  withoutErrors,
} from './filter-state.ts';
import { saveFilter, useFilterDictionaries, useNewsletterKeys } from './newsletter-api.ts';
import { sayNewsletterMessage } from './newsletter-messages.ts';
import type { NewsletterFilter, NewsletterFilterBody } from './newsletter-types.ts';
import { PlaceChooser } from './PlaceChooser.tsx';

type Props = {
  /** The filter to edit; null adds a new one. */
  filter: NewsletterFilter | null;
  name: string;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/**
 * The filter dialog (spec 2 sections 2.11 and 4.7): the advertiser's identification number,
 * programmes, category and subcategory, CPV codes and fulfilment places. Saving without any criterion
 * is refused here; the server's field errors come back under their fields.
 */
export function FilterDialog({ filter, name, onClose, onSaved }: Props) {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const programmesId = useId();
  const keys = useNewsletterKeys();
  const dictionaries = useFilterDictionaries();
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromFilter(filter));
  const [errors, setErrors] = useState<DraftErrors>({});
  /** Changes the draft; the messages of the fields changed (and the one at the top) go. */
  const set = (patch: Partial<FilterDraft>, cleared: (keyof DraftErrors)[] = []) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (cleared.length > 0) setErrors((e) => withoutErrors(e, cleared));
  };

  const save = useApiMutation({
    mutationFn: (body: NewsletterFilterBody) => saveFilter(filter?.id ?? null, body),
    invalidates: [{ queryKey: keys.filters }],
    refreshes: [{ queryKey: keys.results }],
    onSuccess: () =>
      onSaved(
        filter
          ? i18n._({
              id: 'newsletter.filter.saved',
              message: 'Zapisano zmiany: {name}.',
              values: { name: name.toLowerCase() },
            })
          : i18n._({ id: 'newsletter.filter.added', message: 'Dodano filtr.' }),
      ),
    onError: (error) => {
      setErrors(isApiError(error) ? failureErrors(error) : { form: errorText(error) });
      focusFirstInvalid(formRef.current);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const problems = draftProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    save.mutate(draftToBody(draft, filter?.enabled ?? true));
  };

  const chooseCpv = (next: CpvCode[]) => {
    // The picker adds one code at a time (at the end) or removes one.
    const added = next.length > draft.cpv.length ? next.at(-1) : undefined;
    if (!added) return set({ cpv: next }, ['cpv', 'form']);
    const result = addChosen(draft.cpv, added, (c) => c.id, L.cpv, M.tooManyCpv);
    set({ cpv: result.list }, ['form']);
    setErrors((e) => ({ ...e, cpv: result.error }));
  };

  const addPlace = (place: ChosenPlace) => {
    const result = addChosen(draft.miejsca, place, (p) => p.kod, L.places, M.tooManyPlaces);
    set({ miejsca: result.list }, ['form']);
    setErrors((e) => ({ ...e, miejsca: result.error }));
  };

  // The checks' messages (the dialog's own and the server's, Polish) in the page's language.
  const shown = Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, text && sayNewsletterMessage(i18n, text)]),
  ) as DraftErrors;
  const data = dictionaries.data;
  const category = data?.orderItemCategories.find((c) => String(c.id) === draft.kategoria);
  const knownProgrammes = new Set(data?.operationProgramme.map((p) => p.id));
  const programmeOptions = [
    ...(data?.operationProgramme ?? []).map((p) => ({
      value: String(p.id),
      label: p.kod ? `${p.nazwa} (${p.kod.toUpperCase()})` : p.nazwa,
    })),
    // Programmes of the saved filter the dictionary no longer lists: shown, so they can be removed.
    ...(filter?.labels.programmes ?? [])
      .filter((p) => !knownProgrammes.has(p.id))
      .map((p) => ({ value: String(p.id), label: p.nazwa })),
  ];

  return (
    <FormDialog
      wide
      title={
        filter
          ? i18n._({
              id: 'newsletter.dialog.edit',
              message: 'Edycja filtra: {name}',
              values: { name: name.toLowerCase() },
            })
          : i18n._({ id: 'newsletter.dialog.new', message: 'Nowy filtr newslettera' })
      }
      form={{ submit, formRef, formError: shown.form ?? null, pending: save.isPending }}
      onClose={onClose}
    >
      <p className="field__hint form-note">
        <Trans
          id="newsletter.dialog.note"
          message="Podaj co najmniej jedno kryterium: numer ogłoszeniodawcy, program, kategorię, kod CPV lub miejsce realizacji."
        />
      </p>
      <TextField
        label={i18n._({
          id: 'newsletter.criterion.advertiser',
          message: 'Numer identyfikacyjny ogłoszeniodawcy',
        })}
        hint={i18n._({
          id: 'newsletter.dialog.advertiser-hint',
          message: 'NIP, PESEL lub numer zagraniczny: tylko litery i cyfry',
        })}
        maxLength={L.identificationNumber}
        error={shown.identyfikator}
        value={draft.identyfikator}
        onChange={(e) =>
          set({ identyfikator: cleanIdentificationNumber(e.target.value) }, ['identyfikator', 'form'])
        }
      />
      {data ? (
        <>
          <fieldset
            className={errors.programy ? 'group field--error' : 'group'}
            aria-describedby={errors.programy ? `${programmesId}-error` : undefined}
          >
            <legend>{i18n._({ id: 'newsletter.criterion.programmes', message: 'Programy' })}</legend>
            <ErrorMessage id={`${programmesId}-error`} message={shown.programy} />
            {/* The programmes' names are the dictionary's, Polish. */}
            <div className="newsletter-dialog__programmes" lang="pl">
              <CheckboxList
                options={programmeOptions}
                value={draft.programy}
                invalid={Boolean(errors.programy)}
                onChange={(programy) => set({ programy }, ['programy', 'form'])}
              />
            </div>
          </fieldset>
          <div className="form-row">
            <SelectField
              label={i18n._({ id: 'newsletter.criterion.category', message: 'Kategoria' })}
              placeholder={i18n._({ id: 'newsletter.dialog.any', message: 'Dowolna' })}
              options={data.orderItemCategories.map((c) => ({ value: String(c.id), label: c.nazwa }))}
              value={draft.kategoria}
              lang="pl"
              error={shown.kategoria}
              onChange={(e) =>
                set({ kategoria: e.target.value, podkategoria: '' }, ['kategoria', 'podkategoria', 'form'])
              }
            />
            <SelectField
              label={i18n._({ id: 'newsletter.criterion.subcategory', message: 'Podkategoria' })}
              placeholder={
                category
                  ? i18n._({ id: 'newsletter.dialog.any', message: 'Dowolna' })
                  : i18n._({ id: 'newsletter.dialog.category-first', message: 'Najpierw wybierz kategorię' })
              }
              options={(category?.subcategories ?? []).map((s) => ({ value: String(s.id), label: s.nazwa }))}
              value={category ? draft.podkategoria : ''}
              lang="pl"
              disabled={!category}
              error={shown.podkategoria}
              onChange={(e) => set({ podkategoria: e.target.value }, ['podkategoria', 'form'])}
            />
          </div>
        </>
      ) : dictionaries.isError ? (
        <p className="notice notice--error" role="alert">
          <Trans
            id="newsletter.dialog.dictionaries-failed"
            message="Nie udało się pobrać słowników filtrów. {error}"
            values={{ error: sayNewsletterMessage(i18n, dictionaries.error.message) }}
          />
        </p>
      ) : (
        <LoadingText />
      )}
      <CpvPicker
        label={i18n._({ id: 'newsletter.criterion.cpv', message: 'Kody CPV' })}
        value={draft.cpv}
        error={shown.cpv}
        onChange={chooseCpv}
      />
      <PlaceChooser
        places={draft.miejsca}
        voivodeships={data?.locationId ?? []}
        error={shown.miejsca}
        onAdd={addPlace}
        onRemove={(code) =>
          set({ miejsca: draft.miejsca.filter((p) => p.kod !== code) }, ['miejsca', 'form'])
        }
      />
    </FormDialog>
  );
}
