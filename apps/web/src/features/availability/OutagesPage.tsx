import { OUTAGE_DESCRIPTION_MAX } from '@bk/contracts/availability/availability';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { errorText, isApiError } from '../../lib/api-error.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDateTime, formatDeadline } from '../../lib/format.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import {
  type AdminOutages,
  type DeclaredOutage,
  declareOutage,
  OUTAGES_KEY,
  useAdminOutages,
} from './availability-api.ts';

type Fields = { startedAt: string; endedAt: string; opis: string };
const empty: Fields = { startedAt: '', endedAt: '', opis: '' };

/**
 * /administracja/awarie (issue 50): an administrator who keeps the event log declares a failure of the
 * portal ('Awaria': start, end, description); the announcements whose deadline fell within it or in the
 * hour after it are listed, their advertisers asked by e-mail to extend the deadline and the bidders who
 * follow them told. The declared failures show on the public /status page.
 */
export function OutagesPage() {
  useDocumentTitle('awarie portalu');
  const outages = useAdminOutages();
  const [fields, setFields] = useState<Fields>(empty);
  const [done, setDone] = useState<DeclaredOutage['outage'] | null>(null);
  const declaring = useApiMutation({
    mutationFn: (input: Fields) => declareOutage(input),
    invalidates: [{ queryKey: OUTAGES_KEY }, { queryKey: ['status'] }],
    onSuccess: (answer) => {
      setDone(answer.outage);
      setFields(empty);
    },
  });
  const errors = isApiError(declaring.error) ? declaring.error.errors : {};
  const failure = declaring.error && Object.keys(errors).length === 0 ? errorText(declaring.error) : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!declaring.isPending) declaring.mutate(fields);
  };
  const set = (name: keyof Fields) => (value: string) => setFields((now) => ({ ...now, [name]: value }));

  return (
    <article className="content-page outages-page">
      <h1>Awarie portalu</h1>
      <p>
        Zgłoś awarię portalu, gdy nie działał on lub działał nieprawidłowo. Ogłoszenia, których termin
        składania ofert przypadł w czasie awarii lub w godzinie po niej, zostaną wymienione przy awarii, ich
        zamawiający otrzymają prośbę o przedłużenie terminu, a obserwujący je wykonawcy (oferta, wersja
        robocza oferty, ulubione) otrzymają wiadomość. Awaria pojawi się na publicznej stronie{' '}
        <Link to="/status">Dostępność portalu</Link>. Czas podaj według czasu polskiego.
      </p>
      <form className="outages-page__form" noValidate onSubmit={submit} aria-labelledby="outage-form-heading">
        <h2 id="outage-form-heading">Zgłoś awarię</h2>
        <div className="outages-page__times">
          {(
            [
              ['startedAt', 'Początek awarii'],
              ['endedAt', 'Koniec awarii'],
            ] as const
          ).map(([field, label]) => (
            <TextField
              key={field}
              label={label}
              type="datetime-local"
              required
              value={fields[field]}
              onChange={(e) => set(field)(e.target.value)}
              error={errors[field]?.[0]}
            />
          ))}
        </div>
        <TextAreaField
          label="Opis awarii (przyczyna, zakres)"
          required
          rows={4}
          maxLength={OUTAGE_DESCRIPTION_MAX}
          value={fields.opis}
          onChange={(e) => set('opis')(e.target.value)}
          error={errors.opis?.[0]}
        />
        <Button type="submit" aria-disabled={declaring.isPending || undefined}>
          {declaring.isPending ? 'Trwa zgłaszanie awarii...' : 'Zgłoś awarię'}
        </Button>
        <div role="alert">{failure ? <p className="notice notice--error">{failure}</p> : null}</div>
        <div role="status">
          {done ? (
            <p className="notice notice--success">
              Zgłoszono awarię. Ogłoszenia, których termin przypadł w czasie awarii lub w godzinie po niej:{' '}
              {done.announcements.length}. Ich zamawiający i obserwujący je wykonawcy otrzymają wiadomość.
            </p>
          ) : null}
        </div>
      </form>
      <section aria-labelledby="outages-list">
        <h2 id="outages-list">Zgłoszone awarie</h2>
        {outages.isPending ? <LoadingText /> : null}
        {outages.isError ? (
          <p className="notice notice--error" role="alert">
            Nie udało się pobrać zgłoszonych awarii. {errorText(outages.error)}
          </p>
        ) : null}
        {outages.data ? <OutageList outages={outages.data.outages} /> : null}
      </section>
    </article>
  );
}

function OutageList({ outages }: { outages: AdminOutages['outages'] }) {
  if (outages.length === 0) return <p>Nie zgłoszono dotąd żadnej awarii.</p>;
  return (
    <ul className="status-page__outages">
      {outages.map((outage) => (
        <li key={outage.id}>
          <h3>
            {formatDateTime(outage.startedAt)} – {formatDateTime(outage.endedAt)}
          </h3>
          <p>{outage.opis}</p>
          {outage.announcements.length === 0 ? (
            <p>Żaden termin składania ofert nie przypadł w czasie tej awarii ani w godzinie po niej.</p>
          ) : (
            <>
              <p>
                Ogłoszenia, których termin składania ofert przypadł w czasie awarii lub w godzinie po niej:
              </p>
              <ul>
                {outage.announcements.map((a) => (
                  <li key={a.id}>
                    <Link to={`/ogloszenia/${a.id}`}>
                      {a.numer ? `${a.numer} ` : ''}
                      {a.tytul}
                    </Link>{' '}
                    (termin: {formatDeadline(a.terminOfert)})
                  </li>
                ))}
              </ul>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
