import { useRef, useState } from 'react';
import { ActionMenu } from '../../components/ui/ActionMenu.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ContactPersonDialog, DeletePersonDialog } from './ContactPersonDialog.tsx';
import type { ContactPerson } from './profile-api.ts';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; person: ContactPerson }
  | { kind: 'delete'; person: ContactPerson }
  | null;

type Props = { persons: ContactPerson[]; onChanged: (message: string) => Promise<void> };

/** 'Osoby do kontaktu': the table with add, edit and delete (spec 3 sections 2.1 and 5.2). */
export function ContactPersons({ persons, onChanged }: Props) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const close = () => setDialog(null);
  const done = (message: string) => async () => {
    await onChanged(message);
    setDialog(null);
  };
  const deleted = (person: ContactPerson) => async () => {
    await done(`Usunięto osobę do kontaktu ${person.imie} ${person.nazwisko}.`)();
    // The row and its menu button are gone: focus goes on to the add button, not to the page's start.
    setTimeout(() => addRef.current?.focus(), 0);
  };
  return (
    <section className="profile-box" aria-labelledby="contact-persons-heading">
      <div className="profile-box__head">
        <h2 id="contact-persons-heading">Osoby do kontaktu</h2>
        <Button ref={addRef} variant="secondary" onClick={() => setDialog({ kind: 'add' })}>
          Dodaj osobę do kontaktu
        </Button>
      </div>
      {persons.length === 0 ? (
        <p>
          Nie dodano jeszcze osób do kontaktu. Osoby do kontaktu wskażesz w ogłoszeniach jako osoby, które
          odpowiadają na pytania oferentów.
        </p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Osoby do kontaktu</caption>
            <thead>
              <tr>
                <th scope="col">Imię</th>
                <th scope="col">Nazwisko</th>
                <th scope="col">Telefon</th>
                <th scope="col">E-mail</th>
                <th scope="col">Akcje</th>
              </tr>
            </thead>
            <tbody>
              {persons.map((person) => (
                <tr key={person.id}>
                  <td>{person.imie}</td>
                  <td>{person.nazwisko}</td>
                  <td>{person.numerTelefonu || 'Brak'}</td>
                  <td className="cell--wrap">{person.email}</td>
                  <td>
                    <ActionMenu
                      label={`Akcje: ${person.imie} ${person.nazwisko}`}
                      actions={[
                        { id: 'edit', label: 'Edytuj', onAction: () => setDialog({ kind: 'edit', person }) },
                        {
                          id: 'delete',
                          label: 'Usuń',
                          onAction: () => setDialog({ kind: 'delete', person }),
                        },
                      ]}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog?.kind === 'add' ? (
        <ContactPersonDialog person={null} onClose={close} onSaved={done('Dodano osobę do kontaktu.')} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <ContactPersonDialog
          person={dialog.person}
          onClose={close}
          onSaved={done('Zapisano zmiany osoby do kontaktu.')}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeletePersonDialog person={dialog.person} onClose={close} onSaved={deleted(dialog.person)} />
      ) : null}
    </section>
  );
}
