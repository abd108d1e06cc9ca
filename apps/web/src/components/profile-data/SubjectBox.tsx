import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useCountryName } from '../subject/subject-api.ts';
import { identificationTypeTexts } from '../subject/subject-texts.ts';
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
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const country = useCountryName(subject?.adres.kraj, subject?.adres.countryName);
  return (
    <section className="profile-box" aria-labelledby="subject-heading">
      <div className="profile-box__head">
        <h2 id="subject-heading">{i18n._({ id: 'subject.heading', message: 'Dane podmiotu' })}</h2>
        {editable ? (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {subject
              ? i18n._({ id: 'subject.edit', message: 'Edytuj dane podmiotu' })
              : i18n._({ id: 'subject.add', message: 'Dodaj dane podmiotu' })}
          </Button>
        ) : null}
      </div>
      {subject ? (
        <dl className="details">
          <div>
            <dt>{i18n._({ id: 'subject.name', message: 'Nazwa' })}</dt>
            <dd translate="no">{subject.nazwa}</dd>
          </div>
          <div>
            <dt>{i18n._(identificationTypeTexts[subject.typNumeruIdentyfikacyjnego])}</dt>
            <dd translate="no">{subject.numerIdentyfikacyjny}</dd>
          </div>
          <div>
            <dt>{i18n._({ id: 'subject.address', message: 'Adres' })}</dt>
            <dd translate="no">
              {subjectAddressLines(subject, country).map((line) => (
                <span key={line} className="details__line">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        </dl>
      ) : userId === null ? (
        <p>
          {i18n._({
            id: 'subject.none-own',
            message:
              'Nie podano jeszcze danych podmiotu, w imieniu którego działasz. Są potrzebne, aby publikować ogłoszenia i składać oferty.',
          })}
        </p>
      ) : (
        <p>{i18n._({ id: 'subject.none', message: 'Brak danych podmiotu.' })}</p>
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
