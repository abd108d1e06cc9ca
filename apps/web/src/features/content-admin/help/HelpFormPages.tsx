import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotFoundView } from '../../../components/status/NotFoundView.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { idOfSlugPath } from '../../../lib/site-content.ts';
import { AdminPage } from '../AdminParts.tsx';
import { HelpForm } from './HelpForm.tsx';
import { HelpQueryState, useCanonicalSlug } from './HelpParts.tsx';
import { HELP_LIST_PATH, helpAdminPath, useHelpDictionaries, useHelpItem } from './help-api.ts';
import { HELP_TITLE } from './help-model.ts';
import '../content-admin.css';
import './help-admin.css';

const listCrumb = { to: HELP_LIST_PATH, label: 'Pomoc' };

/** /zarzadzanie-trescia/pomoc/nowa: 'Dodaj pomoc'. */
export function HelpNewPage() {
  useDocumentTitle(HELP_TITLE);
  const dictionaries = useHelpDictionaries();
  const frame = (content: ReactNode) => (
    <AdminPage trail={[listCrumb]} title="Dodaj pomoc">
      {content}
    </AdminPage>
  );
  return (
    <HelpQueryState queries={[dictionaries]} frame={frame}>
      {(d) => frame(<HelpForm help={null} dictionaries={d} />)}
    </HelpQueryState>
  );
}

/** /zarzadzanie-trescia/pomoc/{id}-{slug}/edytuj: 'Edytuj pomoc' (a wrong slug is corrected). */
export function HelpEditPage() {
  const { idSlug } = useParams();
  const id = idOfSlugPath(idSlug);
  useDocumentTitle(HELP_TITLE);
  if (id === null) return <NotFoundView />;
  return <HelpEdit key={id} id={id} given={idSlug ?? ''} />;
}

function HelpEdit({ id, given }: { id: number; given: string }) {
  const item = useHelpItem(id);
  const dictionaries = useHelpDictionaries();
  useCanonicalSlug(item.data, given, '/edytuj');
  return (
    <HelpQueryState
      queries={[item, dictionaries]}
      frame={(content) => (
        <AdminPage trail={[listCrumb]} title="Edytuj pomoc">
          {content}
        </AdminPage>
      )}
    >
      {(help, d) => (
        <AdminPage
          trail={[listCrumb, { to: helpAdminPath(help), label: help.naglowek }]}
          title="Edytuj pomoc"
        >
          <HelpForm help={help} dictionaries={d} />
        </AdminPage>
      )}
    </HelpQueryState>
  );
}
