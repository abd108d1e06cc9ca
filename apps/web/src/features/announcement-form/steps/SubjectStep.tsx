import { announcementLimits as L, announcementMessages as M } from '@bk/contracts/announcements/limits';
import { Link } from 'react-router';
import { CountedTextArea } from '../../../components/form/CountedTextArea.tsx';
import { ErrorMessage } from '../../../components/form/ErrorMessage.tsx';
import type { ContactPerson, ProjectChoice, StoredContent } from '../announcement-api.ts';
import { SwitchField } from '../fields/SwitchField.tsx';
import { useFieldError, useFormContext, useLocked } from '../form-context.tsx';
import { partialOffersLocked, setHasProject, toggleId, type Update } from '../form-ops.ts';
import type { FormState } from '../form-state.ts';
import { EnglishVersionFields } from './EnglishVersionFields.tsx';
import { ProjectChoiceFields } from './ProjectChoiceFields.tsx';

type Props = {
  form: FormState;
  update(change: Update<FormState>): void;
  /** The stored version: its projects and persons stay choosable even when gone from the lists. */
  stored: StoredContent | null;
};

function union<T extends { id: number }>(first: T[], second: T[]): T[] {
  const seen = new Set(first.map((x) => x.id));
  return [...first, ...second.filter((x) => !seen.has(x.id))];
}

/**
 * Przedmiot: project(s) or enrolment, title, contact persons, partial offers, the English title and summary. For an administrator
 * editing another user's announcement the lists are the owner's (AnnouncementForm puts them in).
 */
export function SubjectStep({ form, update, stored }: Props) {
  const { dictionaries, clearError } = useFormContext();
  const locked = useLocked();
  const titleError = useFieldError('tytul');
  const personsError = useFieldError('contactPersonIds');
  const partialError = useFieldError('czyDopuszczalnaOfertaCzesciowa');
  const projects: ProjectChoice[] = union(dictionaries.projects, stored?.projects ?? []);
  const enrollments: ProjectChoice[] = union(
    dictionaries.enrollmentNumbers,
    stored?.enrollment ? [{ ...stored.enrollment, nazwa: null }] : [],
  );
  const persons: ContactPerson[] = union(dictionaries.osobyDoKontaktu, stored?.osobyDoKontaktu ?? []);
  const partialLocked = partialOffersLocked(form);

  const togglePerson = (id: number, on: boolean) => {
    clearError('contactPersonIds');
    update((f) => ({
      ...f,
      contactPersonIds: toggleId(f.contactPersonIds, id, on),
    }));
  };

  return (
    <>
      <SwitchField
        label="Czy ogłoszenie dotyczy projektu"
        checked={form.hasProject}
        disabled={locked.projects}
        hint="Włączone: wybierz co najmniej jeden projekt. Wyłączone: wybierz nabór. Zmiana czyści dotychczasowy wybór."
        onChange={(on) => {
          clearError('projekty');
          clearError('enrollmentId');
          update((f) => setHasProject(f, on));
        }}
      />
      <ProjectChoiceFields
        form={form}
        update={update}
        projects={projects}
        enrollments={enrollments}
        readOnly={locked.projects}
      />
      <CountedTextArea
        label="Tytuł ogłoszenia"
        required
        rows={2}
        max={L.title}
        value={form.tytul}
        error={titleError}
        readOnly={locked.structure}
        onChange={(tytul) => {
          clearError('tytul');
          update((f) => ({ ...f, tytul }));
        }}
      />
      <fieldset className="group choice-list">
        <legend>
          Osoby do kontaktu<span aria-hidden="true"> *</span>
        </legend>
        <ErrorMessage id="contact-persons-error" message={personsError} />
        {persons.length === 0 ? (
          <p className="notice" tabIndex={-1} data-error-anchor={personsError ? '' : undefined}>
            Nie masz jeszcze osób do kontaktu. Dodaj je w{' '}
            <Link to="/uzytkownicy/moj-profil">ustawieniach swojego profilu</Link>, a następnie wróć do
            formularza.
          </p>
        ) : (
          persons.map((person) => (
            <label key={person.id} className="checkbox">
              <input
                type="checkbox"
                checked={form.contactPersonIds.includes(person.id)}
                aria-invalid={personsError ? true : undefined}
                aria-describedby={personsError ? 'contact-persons-error' : undefined}
                onChange={(event) => togglePerson(person.id, event.target.checked)}
              />
              {`${person.imie} ${person.nazwisko}, ${person.email}${person.numerTelefonu ? `, tel. ${person.numerTelefonu}` : ''}`}
            </label>
          ))
        )}
      </fieldset>
      <SwitchField
        label="Czy dopuszczalna jest oferta częściowa"
        checked={form.czyDopuszczalnaOfertaCzesciowa}
        disabled={locked.structure || partialLocked}
        error={partialError}
        hint={
          partialLocked && !locked.structure
            ? `${M.partialOffersLocked} Usuń pozostałe części w kroku Części i kryteria, aby wyłączyć oferty częściowe.`
            : 'Po włączeniu możesz podzielić zamówienie na części w kroku Części i kryteria.'
        }
        onChange={(on) => {
          clearError('czyDopuszczalnaOfertaCzesciowa');
          update((f) => ({ ...f, czyDopuszczalnaOfertaCzesciowa: on }));
        }}
      />
      <EnglishVersionFields form={form} update={update} />
    </>
  );
}
