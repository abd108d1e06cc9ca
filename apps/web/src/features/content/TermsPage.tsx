import { Trans, useLingui } from '@lingui/react';
import { StaticRichContent } from '../../components/rich-content/StaticRichContent.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { DateLine } from '../../components/ui/DateLine.tsx';
import { PdfButton } from '../../components/ui/PdfButton.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import type { Terms } from '../../lib/site-content.ts';
import { ContentQuery } from './ContentStates.tsx';
import { useTerms } from './content-api.ts';

/** A terms version as an A4 PDF (regulamin.pdf, regulamin_do_opublikowania.pdf). */
export function TermsPdfButton({
  terms,
  fileName,
  label,
}: {
  terms: Terms;
  fileName: string;
  label: string;
}) {
  return (
    <PdfButton
      label={label}
      make={async () => {
        const [{ downloadPdf }, { termsPdf }] = await Promise.all([
          import('../../lib/pdf/download-pdf.ts'),
          import('./content-pdf.ts'),
        ]);
        await downloadPdf(termsPdf(terms, new Date()), fileName);
      }}
    />
  );
}

/** /regulamin: the terms in force and 'regulamin.pdf' (spec 3 section 2.6). */
export function TermsPage() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'terms.title', message: 'regulamin' }));
  const terms = useTerms();
  const heading = i18n._({ id: 'footer.terms', message: 'Regulamin' });
  return (
    <article className="content-page">
      <Breadcrumbs trail={[]} current={heading} />
      <h1>{heading}</h1>
      <ContentQuery
        query={terms}
        failed={i18n._({ id: 'terms.failed', message: 'Nie udało się pobrać regulaminu.' })}
      >
        {(t) => (
          <>
            <DateLine
              label={<Trans id="terms.in-force" message="Obowiązuje od:" />}
              date={t.dataOpublikowania}
            />
            <TermsPdfButton
              terms={t}
              fileName="regulamin.pdf"
              label={i18n._({ id: 'terms.pdf', message: 'Pobierz regulamin (PDF)' })}
            />
            <StaticRichContent content={t.tresc} />
          </>
        )}
      </ContentQuery>
    </article>
  );
}
