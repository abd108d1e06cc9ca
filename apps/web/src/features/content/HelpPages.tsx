import { contentLimits } from '@bk/contracts/content/texts';
import { Trans, useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { StaticRichContent } from '../../components/rich-content/StaticRichContent.tsx';
import { NotFoundView } from '../../components/status/NotFoundView.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { DateLine } from '../../components/ui/DateLine.tsx';
import { PdfButton } from '../../components/ui/PdfButton.tsx';
import { StaticPart } from '../../components/ui/StaticPart.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { type HelpEntry, idOfSlugPath } from '../../lib/site-content.ts';
import { ContentQuery } from './ContentStates.tsx';
import { helpPath, useHelpArticle, useHelpEntries } from './content-api.ts';

/** The entries as a tree: each with its children, in the order they were added. */
function HelpTree({
  entries,
  parentId,
  depth,
}: {
  entries: HelpEntry[];
  parentId: number | null;
  depth: number;
}) {
  const level = entries.filter((e) => e.parentId === parentId);
  if (level.length === 0) return null;
  // Indentation stops at depth 5 (spec 3 section 9): deeper lists sit at the fifth level.
  const indented = depth < contentLimits.helpIndentDepth;
  return (
    <ul className={indented ? 'help-toc__list' : 'help-toc__list help-toc__list--flat'}>
      {level.map((entry) => (
        <li key={entry.id}>
          <Link to={helpPath(entry)}>{entry.naglowek}</Link>
          <HelpTree entries={entries} parentId={entry.id} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
}

/** 'pomoc.pdf': every general help in the order of the table of contents, on A4. */
function HelpPdfButton({ entries }: { entries: HelpEntry[] }) {
  const { i18n } = useLingui();
  return (
    <PdfButton
      label={i18n._({ id: 'help.pdf', message: 'Pobierz pomoc (PDF)' })}
      make={async () => {
        const [{ downloadPdf }, { helpPdf }] = await Promise.all([
          import('../../lib/pdf/download-pdf.ts'),
          import('./content-pdf.ts'),
        ]);
        await downloadPdf(await helpPdf(entries, new Date()), 'pomoc.pdf');
      }}
    />
  );
}

/** /pomoc: the help's table of contents as a nested list, and 'pomoc.pdf' (spec 3 section 2.6). */
export function HelpIndexPage() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'help.title', message: 'pomoc' }));
  const entries = useHelpEntries();
  const heading = i18n._({ id: 'footer.help', message: 'Pomoc' });
  return (
    <article className="content-page">
      <Breadcrumbs trail={[]} current={heading} />
      <h1>{heading}</h1>
      <ContentQuery
        query={entries}
        failed={i18n._({ id: 'help.failed', message: 'Nie udało się pobrać pomocy.' })}
      >
        {(list) =>
          list.length === 0 ? (
            <p>{i18n._({ id: 'help.none', message: 'Brak dostępnych pomocy.' })}</p>
          ) : (
            <>
              <HelpPdfButton entries={list} />
              {/* Links only: nothing to hydrate (issue 48). */}
              <StaticPart
                as="nav"
                aria-label={i18n._({ id: 'help.toc', message: 'Spis treści pomocy' })}
                className="help-toc"
                lang="pl"
                drawnFrom={list}
              >
                <HelpTree entries={list} parentId={null} depth={0} />
              </StaticPart>
            </>
          )
        }
      </ContentQuery>
    </article>
  );
}

/** /pomoc/{id}-{slug}: the article, its date and related helps; a wrong slug is corrected in the address. */
export function HelpArticlePage() {
  const { idSlug } = useParams();
  const id = idOfSlugPath(idSlug);
  if (id === null) return <NotFoundView />;
  return <HelpArticle id={id} given={idSlug ?? ''} />;
}

function HelpArticle({ id, given }: { id: number; given: string }) {
  const { i18n } = useLingui();
  const article = useHelpArticle(id);
  const navigate = useNavigate();
  const title = i18n._({ id: 'help.title', message: 'pomoc' });
  useDocumentTitle(article.data ? `${title} - ${article.data.naglowek}` : title);
  const expected = article.data ? `${article.data.id}-${article.data.slug}` : null;
  useEffect(() => {
    if (expected && expected !== given) navigate(`/pomoc/${expected}`, { replace: true });
  }, [expected, given, navigate]);
  return (
    <ContentQuery
      query={article}
      failed={i18n._({ id: 'help.failed', message: 'Nie udało się pobrać pomocy.' })}
    >
      {(help) => (
        <article className="content-page">
          <Breadcrumbs
            trail={[
              { to: '/pomoc', label: i18n._({ id: 'footer.help', message: 'Pomoc' }) },
              ...(help.rozdzialNadrzedny
                ? [
                    {
                      to: helpPath(help.rozdzialNadrzedny),
                      label: <span lang="pl">{help.rozdzialNadrzedny.naglowek}</span>,
                    },
                  ]
                : []),
            ]}
            current={<span lang="pl">{help.naglowek}</span>}
          />
          <h1 lang="pl">{help.naglowek}</h1>
          <DateLine
            label={
              <>
                <Trans id="search.result.published" message="Data publikacji" />:
              </>
            }
            date={help.dataOpublikowania}
          />
          <StaticRichContent content={help.tresc} />
          {help.powiazane.length > 0 ? (
            <section aria-labelledby="related-help" className="content-page__related">
              <h2 id="related-help">
                <Trans id="help.related" message="Powiązana pomoc" />
              </h2>
              <ul lang="pl">
                {help.powiazane.map((r) => (
                  <li key={r.id}>
                    <Link to={helpPath(r)}>{r.naglowek}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>
      )}
    </ContentQuery>
  );
}
