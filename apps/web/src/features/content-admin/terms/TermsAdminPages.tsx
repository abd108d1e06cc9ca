import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RichContentView } from '../../../components/rich-content/RichContentView.tsx';
import { emptyRichValue } from '../../../components/rich-text/rich-value.ts';
import { NotFoundView } from '../../../components/status/NotFoundView.tsx';
import { LoadingText } from '../../../components/ui/LoadingText.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { AdminPage, AuditData } from '../AdminParts.tsx';
import '../content-admin.css';
import { RemovePendingTerms, TermsPdfButton, useRouterFlash } from './TermsActions.tsx';
import { TermsForm } from './TermsForm.tsx';
import { TERMS_PATH, type TermsVersion, useTermsDetails, useTermsVersion } from './terms-api.ts';
import {
  dateInputValue,
  isFuture,
  isNotFound,
  termsTexts as T,
  termsLoadFailure,
  willBePublished,
} from './terms-messages.ts';

const TITLE = 'zarządzanie treścią - regulaminy';
const trail = [{ to: TERMS_PATH, label: T.overview }];

function LoadFailure({ error }: { error: unknown }) {
  return (
    <p className="notice notice--error" role="alert">
      {termsLoadFailure(error)}
    </p>
  );
}

/** /zarzadzanie-trescia/regulaminy: which versions exist, with the ways to add or change them. */
export function TermsOverviewPage() {
  useDocumentTitle(TITLE);
  const flash = useRouterFlash();
  const details = useTermsDetails();
  const d = details.data;
  const none = d !== undefined && !d.aktualnyIstnieje && !d.doPublikacjiIstnieje;
  const actions = d ? (
    none ? (
      <Link className="button button--primary" to={`${TERMS_PATH}/nowy`}>
        {T.add}
      </Link>
    ) : (
      <>
        {d.doPublikacjiIstnieje ? (
          <Link className="button button--primary" to={`${TERMS_PATH}/edytuj`}>
            {T.editPending}
          </Link>
        ) : null}
        {d.aktualnyIstnieje ? (
          <Link className="button button--secondary" to={`${TERMS_PATH}/edytuj?wersja=aktualna`}>
            {T.fromCurrent}
          </Link>
        ) : null}
      </>
    )
  ) : undefined;

  return (
    <AdminPage trail={[]} title={T.overview} actions={actions}>
      <p role="status" className={flash ? 'notice notice--success' : 'visually-hidden'}>
        {flash}
      </p>
      {details.isPending ? <LoadingText /> : null}
      {details.isError ? <LoadFailure error={details.error} /> : null}
      {none ? <p>{T.missing}</p> : null}
      {d && !none ? (
        <ul className="content-hub">
          {d.aktualnyIstnieje ? (
            <li className="content-hub__tile">
              <Link to={`${TERMS_PATH}/aktualny`}>
                {T.current}
                <span>Regulamin obowiązujący w portalu.</span>
              </Link>
            </li>
          ) : null}
          {d.doPublikacjiIstnieje ? (
            <li className="content-hub__tile">
              <Link to={`${TERMS_PATH}/do-opublikowania`}>
                {T.pending}
                <span>Wersja, która zostanie opublikowana w wybranym dniu.</span>
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </AdminPage>
  );
}

/**
 * /zarzadzanie-trescia/regulaminy/aktualny and /do-opublikowania: one version with its publication
 * date, its audit data and the PDF; the version for publication can be changed and removed.
 */
export function TermsVersionPage({ version }: { version: TermsVersion }) {
  useDocumentTitle(TITLE);
  const query = useTermsVersion(version);
  const [gone, setGone] = useState(false);
  if (gone || isNotFound(query.error)) return <NotFoundView />;
  const pending = version === 'pending';
  const title = pending ? T.pending : T.current;
  const t = query.data;
  const actions = t ? (
    <>
      <Link
        className="button button--primary"
        to={`${TERMS_PATH}/edytuj${pending ? '' : '?wersja=aktualna'}`}
      >
        Edytuj
      </Link>
      <TermsPdfButton
        terms={t}
        title={title}
        fileName={pending ? 'regulamin_do_opublikowania.pdf' : 'regulamin.pdf'}
      />
      {pending ? <RemovePendingTerms onGone={() => setGone(true)} /> : null}
    </>
  ) : undefined;

  return (
    <AdminPage trail={trail} title={title} actions={actions}>
      {query.isPending ? <LoadingText /> : null}
      {query.isError ? <LoadFailure error={query.error} /> : null}
      {t ? (
        <>
          <p>
            Data publikacji: <time dateTime={t.dataOpublikowania}>{formatDate(t.dataOpublikowania)}</time>
          </p>
          {pending && isFuture(t.dataOpublikowania) ? (
            <p className="notice">{willBePublished(t.dataOpublikowania)}</p>
          ) : null}
          <h2 className="visually-hidden">Treść regulaminu</h2>
          <div className="content-admin__preview">
            <RichContentView content={t.tresc} />
          </div>
          <AuditData item={t} />
        </>
      ) : null}
    </AdminPage>
  );
}

/** /zarzadzanie-trescia/regulaminy/nowy: the very first terms. */
export function TermsNewPage() {
  useDocumentTitle(TITLE);
  return (
    <AdminPage trail={trail} title={T.add}>
      <TermsForm mode="create" initial={{ tresc: emptyRichValue(), dataOpublikowania: '' }} />
    </AdminPage>
  );
}

/**
 * /zarzadzanie-trescia/regulaminy/edytuj: the version for publication; with ?wersja=aktualna the form
 * starts from the current version, and saving creates the version for publication or overwrites it.
 */
export function TermsEditPage() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  const fromCurrent = params.get('wersja') === 'aktualna';
  const source = useTermsVersion(fromCurrent ? 'current' : 'pending');
  const details = useTermsDetails(fromCurrent);
  if (isNotFound(source.error)) return <NotFoundView />;
  const t = source.data;
  const overwrites = fromCurrent && details.data?.doPublikacjiIstnieje;

  return (
    <AdminPage trail={trail} title={fromCurrent ? T.newVersion : T.editPending}>
      {source.isPending ? <LoadingText /> : null}
      {source.isError ? <LoadFailure error={source.error} /> : null}
      {t ? (
        <TermsForm
          key={fromCurrent ? 'current' : 'pending'}
          mode="change"
          initial={{
            tresc: t.tresc,
            dataOpublikowania: fromCurrent ? '' : dateInputValue(t.dataOpublikowania),
          }}
          notice={overwrites ? <p className="notice">{T.overwrites}</p> : null}
        />
      ) : null}
    </AdminPage>
  );
}
