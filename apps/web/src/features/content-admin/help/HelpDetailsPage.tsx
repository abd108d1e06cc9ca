import { lazy, Suspense, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RichContentView } from '../../../components/rich-content/RichContentView.tsx';
import { NotFoundView } from '../../../components/status/NotFoundView.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { type HelpArticle, idOfSlugPath } from '../../../lib/site-content.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { AdminPage, AuditData } from '../AdminParts.tsx';
import { HelpQueryState, PreviewButton, useCanonicalSlug } from './HelpParts.tsx';
import {
  fetchHelpBlockers,
  HELP_LIST_PATH,
  HELP_SCREEN_TAB_PATH,
  type HelpBlockers,
  helpAdminPath,
  helpDictionariesKey,
  helpEditPath,
  helpKey,
  removeHelp,
  useHelpItem,
} from './help-api.ts';
import { HELP_TITLE, removeFailureText, screenName, TYPE_LABELS } from './help-model.ts';
import '../content-admin.css';
import './help-admin.css';

const ScreenPreviewDialog = lazy(async () => ({
  default: (await import('./HelpDialogs.tsx')).ScreenPreviewDialog,
}));
const BlockedRemovalDialog = lazy(async () => ({
  default: (await import('./HelpDialogs.tsx')).BlockedRemovalDialog,
}));
const RemoveHelpDialog = lazy(async () => ({
  default: (await import('./HelpDialogs.tsx')).RemoveHelpDialog,
}));

/** /zarzadzanie-trescia/pomoc/{id}-{slug}: the help's details (a wrong slug is corrected). */
export function HelpDetailsPage() {
  const { idSlug } = useParams();
  const id = idOfSlugPath(idSlug);
  useDocumentTitle(HELP_TITLE);
  if (id === null) return <NotFoundView />;
  return <HelpDetails key={id} id={id} given={idSlug ?? ''} />;
}

const listOf = (help: { typ: string }) => (help.typ === 'screen' ? HELP_SCREEN_TAB_PATH : HELP_LIST_PATH);

function HelpDetails({ id, given }: { id: number; given: string }) {
  const item = useHelpItem(id);
  useCanonicalSlug(item.data, given, '');
  return (
    <HelpQueryState
      queries={[item]}
      frame={(content) => (
        <AdminPage trail={[{ to: HELP_LIST_PATH, label: 'Pomoc' }]} title="Pomoc">
          {content}
        </AdminPage>
      )}
    >
      {(help) => <HelpDetailsView help={help} />}
    </HelpQueryState>
  );
}

type OpenDialog =
  | { kind: 'preview' }
  | { kind: 'blocked'; blockers: HelpBlockers }
  | { kind: 'confirm' }
  | null;

function HelpDetailsView({ help }: { help: HelpArticle }) {
  const navigate = useNavigate();
  const sectionId = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const remove = useApiMutation({
    mutationFn: () => removeHelp(help.id),
    invalidates: [{ queryKey: [...helpKey, 'list'] }, { queryKey: helpDictionariesKey }],
    onSuccess: () => navigate(listOf(help)),
  });

  /** 'Usuń': first what stops the removal (children, helps naming this one), then the question. */
  const startRemoval = async () => {
    if (checking) return;
    setChecking(true);
    setCheckError(null);
    remove.reset();
    try {
      const blockers = await fetchHelpBlockers(help.id);
      const blocked = blockers.children.length > 0 || blockers.powiazaneDlaObecnego.length > 0;
      setDialog(blocked ? { kind: 'blocked', blockers } : { kind: 'confirm' });
    } catch (error) {
      setCheckError(removeFailureText(error));
    } finally {
      setChecking(false);
    }
  };
  const close = () => setDialog(null);
  const isScreen = help.typ === 'screen';

  return (
    <AdminPage
      trail={[{ to: listOf(help), label: 'Pomoc' }]}
      title={help.naglowek}
      actions={
        <>
          <Link to={helpEditPath(help)} className="button button--primary">
            Edytuj
          </Link>
          <Button variant="secondary" onClick={startRemoval} aria-disabled={checking || undefined}>
            Usuń
          </Button>
          {isScreen ? (
            <PreviewButton
              available={help.ekran !== null}
              unavailableText="Podgląd jest niedostępny: pomoc nie jest przypięta do ekranu."
              onOpen={() => setDialog({ kind: 'preview' })}
            />
          ) : null}
        </>
      }
    >
      <div role="status" className="help-details__status">
        {checking ? 'Trwa sprawdzanie, czy pomoc można usunąć...' : ''}
      </div>
      {checkError ? (
        <p className="notice notice--error" role="alert">
          {checkError}
        </p>
      ) : null}
      <dl className="help-details">
        <div>
          <dt>Rodzaj pomocy</dt>
          <dd>{TYPE_LABELS[help.typ]}</dd>
        </div>
        {isScreen ? (
          <div>
            <dt>Ekran</dt>
            <dd className={help.ekran ? undefined : 'help-unpinned'}>{screenName(help.ekran)}</dd>
          </div>
        ) : (
          <div>
            <dt>Rozdział nadrzędny</dt>
            <dd>
              {help.rozdzialNadrzedny ? (
                <Link to={helpAdminPath(help.rozdzialNadrzedny)}>{help.rozdzialNadrzedny.naglowek}</Link>
              ) : (
                'Brak (pierwsza pomoc w systemie, rozdział główny)'
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>Data publikacji</dt>
          <dd>{formatDate(help.dataOpublikowania) || '-'}</dd>
        </div>
      </dl>
      <section aria-labelledby={`${sectionId}-content`} className="help-details__section">
        <h2 id={`${sectionId}-content`}>Treść</h2>
        <div className="content-admin__preview">
          <RichContentView content={help.tresc} />
        </div>
      </section>
      <section aria-labelledby={`${sectionId}-related`} className="help-details__section">
        <h2 id={`${sectionId}-related`}>Powiązana pomoc</h2>
        {help.powiazane.length > 0 ? (
          <ul>
            {help.powiazane.map((r) => (
              <li key={r.id}>
                <Link to={helpAdminPath(r)}>{r.naglowek}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>Brak powiązanej pomocy.</p>
        )}
      </section>
      <AuditData item={help} />
      <Suspense fallback={null}>
        {dialog?.kind === 'preview' && help.ekran ? (
          <ScreenPreviewDialog
            screen={help.ekran}
            naglowek={help.naglowek}
            tresc={help.tresc}
            onClose={close}
          />
        ) : null}
        {dialog?.kind === 'blocked' ? (
          <BlockedRemovalDialog blockers={dialog.blockers} onClose={close} />
        ) : null}
        {dialog?.kind === 'confirm' ? (
          <RemoveHelpDialog
            naglowek={help.naglowek}
            pending={remove.isPending}
            error={remove.error ? removeFailureText(remove.error) : null}
            onConfirm={() => remove.mutate()}
            onCancel={close}
          />
        ) : null}
      </Suspense>
    </AdminPage>
  );
}
