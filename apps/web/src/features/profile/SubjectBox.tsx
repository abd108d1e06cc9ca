import { identificationTypeLabels } from '@bk/contracts/users/profile';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import type { Subject } from './profile-api.ts';
import { SubjectDialog } from './SubjectDialog.tsx';

function addressLines(subject: Subject): string[] {
  const { adres } = subject;
  const street = [adres.ulica, adres.numerDomu].filter(Boolean).join(' ');
  const lines = [street, `${adres.kodPocztowy} ${adres.miejscowosc}`.trim()];
  if (subject.rodzajAdresu === 'poland') {
    if (adres.gmina)
      lines.push(`gm. ${adres.gmina}, pow. ${adres.powiat ?? ''}, woj. ${adres.wojewodztwo ?? ''}`);
  }
  lines.push(adres.countryName);
  return lines.filter(Boolean);
}

type Props = { subject: Subject | null; onSaved: () => Promise<void> };

/** 'Dane podmiotu': the entity the user acts for, with the add / edit dialog (spec 3 section 2.1). */
export function SubjectBox({ subject, onSaved }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <section className="profile-box" aria-labelledby="subject-heading">
      <div className="profile-box__head">
        <h2 id="subject-heading">Dane podmiotu</h2>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {subject ? 'Edytuj dane podmiotu' : 'Dodaj dane podmiotu'}
        </Button>
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
              {addressLines(subject).map((line) => (
                <span key={line} className="details__line">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        </dl>
      ) : (
        <p>
          Nie podano jeszcze danych podmiotu, w imieniu którego działasz. Są potrzebne, aby publikować
          ogłoszenia i składać oferty.
        </p>
      )}
      {open ? (
        <SubjectDialog
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
