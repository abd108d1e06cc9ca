import { identificationTypeLabels } from '@bk/contracts/users/profile';
import { useId } from 'react';
import { TableRegion } from './TableRegion.tsx';
import { subjectAddressLines } from './user-data.ts';
import type { UserContactPerson, UserSubject } from './users-api.ts';

/** 'Dane podmiotu gospodarczego' of a user, read-only, laid out as on the profile page. */
export function UserSubjectBox({ subject }: { subject: UserSubject | null }) {
  const headingId = useId();
  return (
    <section className="profile-box" aria-labelledby={headingId}>
      <h2 id={headingId}>Dane podmiotu gospodarczego</h2>
      {subject ? (
        <dl className="details">
          <div>
            <dt>Nazwa</dt>
            <dd>{subject.nazwa}</dd>
          </div>
          <div>
            <dt>{identificationTypeLabels[subject.typNumeruIdentyfikacyjnego]}</dt>
            <dd>{subject.numerIdentyfikacyjny}</dd>
          </div>
          <div>
            <dt>Adres</dt>
            <dd>
              {subjectAddressLines(subject).map((line) => (
                <span key={line} className="details__line">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        </dl>
      ) : (
        <p>Brak danych podmiotu.</p>
      )}
    </section>
  );
}

/** 'Osoby do kontaktu' of a user, read-only: the profile's table without its actions. */
export function UserContactPersonsBox({ persons }: { persons: UserContactPerson[] }) {
  const headingId = useId();
  return (
    <section className="profile-box" aria-labelledby={headingId}>
      <h2 id={headingId}>Osoby do kontaktu</h2>
      {persons.length === 0 ? (
        <p>Brak osób do kontaktu.</p>
      ) : (
        <TableRegion label="Tabela osób do kontaktu">
          <table className="table">
            <caption className="visually-hidden">Osoby do kontaktu</caption>
            <thead>
              <tr>
                <th scope="col">Imię</th>
                <th scope="col">Nazwisko</th>
                <th scope="col">Telefon</th>
                <th scope="col">E-mail</th>
              </tr>
            </thead>
            <tbody>
              {persons.map((person) => (
                <tr key={person.id}>
                  <td>{person.imie}</td>
                  <td>{person.nazwisko}</td>
                  <td>{person.numerTelefonu || 'Brak'}</td>
                  <td className="cell--wrap">{person.email}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
