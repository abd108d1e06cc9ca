import { identificationTypeLabels } from '@bk/contracts/users/profile';
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { type ProfileDataOwner, type Subject, subjectAddressLines } from './profile-data.ts';
import { SubjectDialog } from './SubjectDialog.tsx';

type Props = ProfileDataOwner & {
  subject: Subject | null;
  /** False: the box without its add / edit button. */
  editable: boolean;
  onSaved: () => Promise<void>;
};

/**
 * 'Dane podmiotu': the entity the user acts for, with the add / edit dialog: one's own on the profile
 * (spec 3 section 2.1), another user's on their page in the user administration (section 2.3).
 */
export function SubjectBox({ userId, queryKey, subject, editable, onSaved }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <section className="profile-box" aria-labelledby="subject-heading">
      <div className="profile-box__head">
        <h2 id="subject-heading">Dane podmiotu</h2>
        {editable ? (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {subject ? 'Edytuj dane podmiotu' : 'Dodaj dane podmiotu'}
          </Button>
        ) : null}
      </div>
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
      ) : userId === null ? (
        <p>
          Nie podano jeszcze danych podmiotu, w imieniu którego działasz. Są potrzebne, aby publikować
          ogłoszenia i składać oferty.
        </p>
      ) : (
        <p>Brak danych podmiotu.</p>
      )}
      {/* Not tied to `editable`: a dialog whose save lost the right stays open to say so. */}
      {open ? (
        <SubjectDialog
          userId={userId}
          queryKey={queryKey}
          subject={subject}
          onClose={() => setOpen(false)}
          onSaved={async () => {
            await onSaved();
            setOpen(false);
          }}
        />
      ) : null}
    </section>
  );
}
