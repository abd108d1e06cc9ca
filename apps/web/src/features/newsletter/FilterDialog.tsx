import { newsletterLimits as L, newsletterMessages as M } from '@bk/contracts/newsletter/newsletter-texts';
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
    onSuccess: () => onSaved(filter ? `Zapisano zmiany: ${name.toLowerCase()}.` : 'Dodano filtr.'),
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
      title={filter ? `Edycja filtra: ${name.toLowerCase()}` : 'Nowy filtr newslettera'}
      form={{ submit, formRef, formError: errors.form ?? null, pending: save.isPending }}
      onClose={onClose}
    >
      <p className="field__hint form-note">
        Podaj co najmniej jedno kryterium: numer ogłoszeniodawcy, program, kategorię, kod CPV lub miejsce
        realizacji.
      </p>
      <TextField
        label="Numer identyfikacyjny ogłoszeniodawcy"
        hint="NIP, PESEL lub numer zagraniczny: tylko litery i cyfry"
        maxLength={L.identificationNumber}
        error={errors.identyfikator}
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
            <legend>Programy</legend>
            <ErrorMessage id={`${programmesId}-error`} message={errors.programy} />
            <div className="newsletter-dialog__programmes">
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
              label="Kategoria"
              placeholder="Dowolna"
              options={data.orderItemCategories.map((c) => ({ value: String(c.id), label: c.nazwa }))}
              value={draft.kategoria}
              error={errors.kategoria}
              onChange={(e) =>
                set({ kategoria: e.target.value, podkategoria: '' }, ['kategoria', 'podkategoria', 'form'])
              }
            />
            <SelectField
              label="Podkategoria"
              placeholder={category ? 'Dowolna' : 'Najpierw wybierz kategorię'}
              options={(category?.subcategories ?? []).map((s) => ({ value: String(s.id), label: s.nazwa }))}
              value={category ? draft.podkategoria : ''}
              disabled={!category}
              error={errors.podkategoria}
              onChange={(e) => set({ podkategoria: e.target.value }, ['podkategoria', 'form'])}
            />
          </div>
        </>
      ) : dictionaries.isError ? (
        <p className="notice notice--error" role="alert">
          Nie udało się pobrać słowników filtrów. {dictionaries.error.message}
        </p>
      ) : (
        <LoadingText />
      )}
      <CpvPicker label="Kody CPV" value={draft.cpv} error={errors.cpv} onChange={chooseCpv} />
      <PlaceChooser
        places={draft.miejsca}
        voivodeships={data?.locationId ?? []}
        error={errors.miejsca}
        onAdd={addPlace}
        onRemove={(code) =>
          set({ miejsca: draft.miejsca.filter((p) => p.kod !== code) }, ['miejsca', 'form'])
        }
      />
    </FormDialog>
  );
}
