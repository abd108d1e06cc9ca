import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { ChangeDeleteCell } from '../ui/ActionMenu.tsx';
import { Button } from '../ui/Button.tsx';
import { ContactPersonDialog, DeletePersonDialog } from './ContactPersonDialog.tsx';
import type { ContactPerson, ProfileDataOwner } from './profile-data.ts';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; person: ContactPerson }
  | { kind: 'delete'; person: ContactPerson }
  | null;

type Props = ProfileDataOwner & {
  persons: ContactPerson[];
  /** False: the table without the add button and the actions column. */
  editable: boolean;
  onChanged: (message: string) => Promise<void>;
};

/**
 * 'Osoby do kontaktu': the table with add, edit and delete: one's own on the profile (spec 3 sections
 * 2.1 and 5.2), another user's on their page in the user administration (section 2.3).
 */
export function ContactPersons({ userId, queryKey, persons, editable, onChanged }: Props) {
  const { i18n } = useLingui();
  const owner = { userId, queryKey };
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const close = () => setDialog(null);
  const done = (message: string) => async () => {
    await onChanged(message);
    setDialog(null);
  };
  const deleted = (person: ContactPerson) => async () => {
    await done(
      i18n._({
        id: 'contacts.deleted',
        message: 'Usunięto osobę do kontaktu {name}.',
        values: { name: `${person.imie} ${person.nazwisko}` },
      }),
    )();
    // The row and its menu button are gone: focus goes on to the add button, not to the page's start.
    setTimeout(() => addRef.current?.focus(), 0);
  };
  return (
    <section className="profile-box" aria-labelledby="contact-persons-heading">
      <div className="profile-box__head">
        <h2 id="contact-persons-heading">
          {i18n._({ id: 'contacts.heading', message: 'Osoby do kontaktu' })}
        </h2>
        {editable ? (
          <Button ref={addRef} variant="secondary" onClick={() => setDialog({ kind: 'add' })}>
            {i18n._({ id: 'contacts.add', message: 'Dodaj osobę do kontaktu' })}
          </Button>
        ) : null}
      </div>
      {persons.length === 0 ? (
        userId === null ? (
          <p>
            {i18n._({
              id: 'contacts.none-own',
              message:
                'Nie dodano jeszcze osób do kontaktu. Osoby do kontaktu wskażesz w ogłoszeniach jako osoby, które odpowiadają na pytania oferentów.',
            })}
          </p>
        ) : (
          <p>{i18n._({ id: 'contacts.none', message: 'Brak osób do kontaktu.' })}</p>
        )
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">
              {i18n._({ id: 'contacts.heading', message: 'Osoby do kontaktu' })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{i18n._({ id: 'contacts.given-name', message: 'Imię' })}</th>
                <th scope="col">{i18n._({ id: 'contacts.family-name', message: 'Nazwisko' })}</th>
                <th scope="col">{i18n._({ id: 'contacts.phone', message: 'Telefon' })}</th>
                <th scope="col">{i18n._({ id: 'profile.email', message: 'E-mail' })}</th>
                {editable ? <th scope="col">{i18n._({ id: 'common.actions', message: 'Akcje' })}</th> : null}
              </tr>
            </thead>
            <tbody>
              {persons.map((person) => (
                <tr key={person.id}>
                  <td translate="no">{person.imie}</td>
                  <td translate="no">{person.nazwisko}</td>
                  <td>{person.numerTelefonu || i18n._({ id: 'common.none', message: 'Brak' })}</td>
                  <td className="cell--wrap" translate="no">
                    {person.email}
                  </td>
                  {editable ? (
                    <ChangeDeleteCell
                      label={i18n._({
                        id: 'contacts.actions-of',
                        message: 'Akcje: {name}',
                        values: { name: `${person.imie} ${person.nazwisko}` },
                      })}
                      change={{ id: 'edit', label: i18n._({ id: 'common.edit', message: 'Edytuj' }) }}
                      onChange={() => setDialog({ kind: 'edit', person })}
                      onDelete={() => setDialog({ kind: 'delete', person })}
                    />
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {/* Not tied to `editable`: a dialog whose save lost the right stays open to say so. */}
      {dialog?.kind === 'add' ? (
        <ContactPersonDialog
          {...owner}
          person={null}
          onClose={close}
          onSaved={done(i18n._({ id: 'contacts.added', message: 'Dodano osobę do kontaktu.' }))}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <ContactPersonDialog
          {...owner}
          person={dialog.person}
          onClose={close}
          onSaved={done(i18n._({ id: 'contacts.saved', message: 'Zapisano zmiany osoby do kontaktu.' }))}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeletePersonDialog
          {...owner}
          person={dialog.person}
          onClose={close}
          onSaved={deleted(dialog.person)}
        />
      ) : null}
    </section>
  );
}
