import { Trans, useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { StaticRichContent } from '../../components/rich-content/StaticRichContent.tsx';
import { NotFoundView } from '../../components/status/NotFoundView.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { DateLine, DateText } from '../../components/ui/DateLine.tsx';
import { StaticPart } from '../../components/ui/StaticPart.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { idOfSlugPath, type Statement as StatementEntry } from '../../lib/site-content.ts';
import { ContentQuery } from './ContentStates.tsx';
import { statementPath, useStatement, useStatements } from './content-api.ts';

/** /komunikaty: active statements, newest first ('Brak komunikatów.' when none). */
export function StatementsPage() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'statements.title', message: 'komunikaty' }));
  const statements = useStatements();
  const heading = i18n._({ id: 'footer.statements', message: 'Komunikaty' });
  return (
    <article className="content-page">
      <Breadcrumbs trail={[]} current={heading} />
      <h1>{heading}</h1>
      <ContentQuery
        query={statements}
        failed={i18n._({ id: 'statements.failed', message: 'Nie udało się pobrać komunikatów.' })}
      >
        {(list) =>
          list.length === 0 ? (
            <p>{i18n._({ id: 'statements.none', message: 'Brak komunikatów.' })}</p>
          ) : (
            // Links and dates only: nothing to hydrate (issue 48); the items inside, so that the dates are
            // formatted only when the part is drawn (a first date loads the browser's time-zone data).
            <StaticPart as="ul" className="statement-list" drawnFrom={[i18n.locale, list]}>
              <StatementItems list={list} />
            </StaticPart>
          )
        }
      </ContentQuery>
    </article>
  );
}

function StatementItems({ list }: { list: StatementEntry[] }) {
  return list.map((s) => (
    <li key={s.id} className="statement-list__item">
      <h2 className="statement-list__title" lang="pl">
        <Link to={statementPath(s)}>{s.naglowek}</Link>
      </h2>
      <p className="content-page__date">
        <DateText
          label={<Trans id="statements.published" message="Opublikowano:" />}
          date={s.dataOpublikowania}
        />
      </p>
    </li>
  ));
}

/** /komunikaty/{id}-{slug}: one statement; a wrong slug is corrected in the address. */
export function StatementPage() {
  const { idSlug } = useParams();
  const id = idOfSlugPath(idSlug);
  if (id === null) return <NotFoundView />;
  return <Statement id={id} given={idSlug ?? ''} />;
}

function Statement({ id, given }: { id: number; given: string }) {
  const { i18n } = useLingui();
  const statement = useStatement(id);
  const navigate = useNavigate();
  const title = i18n._({ id: 'statement.title', message: 'komunikat' });
  useDocumentTitle(statement.data ? `${title} - ${statement.data.naglowek}` : title);
  const expected = statement.data ? `${statement.data.id}-${statement.data.slug}` : null;
  useEffect(() => {
    if (expected && expected !== given) navigate(`/komunikaty/${expected}`, { replace: true });
  }, [expected, given, navigate]);
  return (
    <ContentQuery
      query={statement}
      failed={i18n._({ id: 'statement.failed', message: 'Nie udało się pobrać komunikatu.' })}
    >
      {(s) => (
        <article className="content-page">
          <Breadcrumbs
            trail={[{ to: '/komunikaty', label: i18n._({ id: 'footer.statements', message: 'Komunikaty' }) }]}
            current={<span lang="pl">{s.naglowek}</span>}
          />
          <h1 lang="pl">{s.naglowek}</h1>
          <DateLine
            label={<Trans id="statements.published" message="Opublikowano:" />}
            date={s.dataOpublikowania}
          />
          <StaticRichContent content={s.tresc} />
        </article>
      )}
    </ContentQuery>
  );
}
