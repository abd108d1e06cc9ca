import { contentMessages } from '@bk/contracts/content/content';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ForbiddenView } from '../../../components/status/ForbiddenView.tsx';
import { LoadingText } from '../../../components/ui/LoadingText.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import type { HelpEntry } from '../../../lib/site-content.ts';
import { AdminPage } from '../AdminParts.tsx';
import { HELP_NEW_PATH, type HelpListKind, helpAdminPath, useHelpList } from './help-api.ts';
import {
  HELP_TITLE,
  type HelpNode,
  helpForest,
  loadFailureText,
  screenName,
  shownDepth,
} from './help-model.ts';
import '../content-admin.css';
import './help-admin.css';

/** The address parameter of the tab: ?typ=ekranowa is the screen tab, none the general one. */
const TYPE_PARAM = 'typ';
const SCREEN_VALUE = 'ekranowa';

const tabs: { kind: HelpListKind; label: string }[] = [
  { kind: 'general', label: 'Ogólna' },
  { kind: 'screen', label: 'Na ekranie aplikacji' },
];

/** The list's loading, failure and empty states around the list. */
function ListQuery({ kind, children }: { kind: HelpListKind; children: (list: HelpEntry[]) => ReactNode }) {
  const query = useHelpList(kind);
  // A failed background refetch keeps showing the list it had.
  if (query.data === undefined) {
    if (!query.isError) return <LoadingText />;
    if (isApiError(query.error) && query.error.status === 403) return <ForbiddenView />;
    return (
      <p className="notice notice--error" role="alert">
        {loadFailureText(query.error)}
      </p>
    );
  }
  if (query.data.length === 0) return <p>{contentMessages.noHelpAdmin}</p>;
  return <>{children(query.data)}</>;
}

/**
 * The general helps as nested lists of links; each list sits one level deeper than its parent's,
 * indentation stopping at depth 5 (spec 3 sections 2.5 and 9): deeper lists stay at that level.
 */
function HelpTree({ nodes, depth }: { nodes: HelpNode<HelpEntry>[]; depth: number }) {
  if (nodes.length === 0) return null;
  const flat = depth > 0 && shownDepth(depth) === shownDepth(depth - 1);
  return (
    <ul className={flat ? 'help-tree help-tree--flat' : 'help-tree'}>
      {nodes.map((node) => (
        <li key={node.entry.id}>
          <Link to={helpAdminPath(node.entry)}>{node.entry.naglowek}</Link>
          <HelpTree nodes={node.children} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
}

function ScreenHelpTable({ entries }: { entries: HelpEntry[] }) {
  return (
    <table className="content-admin__table">
      <caption className="visually-hidden">Pomoc na ekranach aplikacji</caption>
      <thead>
        <tr>
          <th scope="col">Nagłówek</th>
          <th scope="col">Ekran</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>
              <Link to={helpAdminPath(entry)}>{entry.naglowek}</Link>
            </td>
            <td className={entry.ekran ? undefined : 'help-unpinned'}>{screenName(entry.ekran)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /zarzadzanie-trescia/pomoc: the tabs 'Ogólna' and 'Na ekranie aplikacji' (?typ=ekranowa). */
export function HelpAdminListPage() {
  useDocumentTitle(HELP_TITLE);
  const [params, setParams] = useSearchParams();
  const selected: HelpListKind = params.get(TYPE_PARAM) === SCREEN_VALUE ? 'screen' : 'general';
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (kind: HelpListKind) => `${baseId}-tab-${kind}`;
  const panelId = `${baseId}-panel`;

  const choose = (kind: HelpListKind) => {
    if (kind === selected) return;
    const next = new URLSearchParams(params);
    if (kind === 'screen') next.set(TYPE_PARAM, SCREEN_VALUE);
    else next.delete(TYPE_PARAM);
    setParams(next);
  };
  // The WAI-ARIA tabs pattern: one tab in the tab order; arrows (wrapping), Home and End select.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.kind === selected);
    const target = {
      ArrowRight: tabs[(at + 1) % tabs.length],
      ArrowLeft: tabs[(at - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    choose(target.kind);
    list.current?.querySelector<HTMLElement>(`[id="${tabId(target.kind)}"]`)?.focus();
  };

  return (
    <AdminPage
      trail={[]}
      title="Pomoc"
      actions={
        <Link to={HELP_NEW_PATH} className="button button--primary">
          Dodaj pomoc
        </Link>
      }
    >
      <div className="tabs">
        <div
          ref={list}
          role="tablist"
          aria-label="Rodzaje pomocy"
          className="tabs__list"
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab) => {
            const isSelected = tab.kind === selected;
            return (
              <button
                key={tab.kind}
                type="button"
                id={tabId(tab.kind)}
                role="tab"
                className="tabs__tab help-tabs__tab"
                aria-selected={isSelected}
                aria-controls={isSelected ? panelId : undefined}
                tabIndex={isSelected ? 0 : -1}
                data-selected={isSelected || undefined}
                onClick={() => choose(tab.kind)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        <div
          key={selected}
          id={panelId}
          role="tabpanel"
          aria-labelledby={tabId(selected)}
          className="tabs__panel"
        >
          {selected === 'general' ? (
            <ListQuery kind="general">
              {(entries) => (
                <nav aria-label="Pomoc ogólna" className="help-tree-nav">
                  <HelpTree nodes={helpForest(entries)} depth={0} />
                </nav>
              )}
            </ListQuery>
          ) : (
            <ListQuery kind="screen">{(entries) => <ScreenHelpTable entries={entries} />}</ListQuery>
          )}
        </div>
      </div>
    </AdminPage>
  );
}
