import './audit.css';
import { auditMessages as M } from '@bk/contracts/audit/audit';
import { countOf, plural } from '@bk/contracts/common/plural';
import { Link } from 'react-router';
import { IgnoredParamsNotice } from '../../components/ui/IgnoredParamsNotice.tsx';
import { QueryContent } from '../../components/ui/QueryContent.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useAddressState } from '../../lib/use-address-state.ts';
import { AuditFilters } from './AuditFilters.tsx';
import { AuditTable } from './AuditTable.tsx';
import { type AuditEvents, useAuditEvents } from './audit-api.ts';
import { type AuditState, auditAddress, auditHref, filterNames } from './audit-params.ts';
import { ChainStatus } from './ChainStatus.tsx';
import { DeadLetters } from './DeadLetters.tsx';
import { LogIntegrity } from './LogIntegrity.tsx';

const events = { one: 'zdarzenie', few: 'zdarzenia', many: 'zdarzeń' };
const matching = { one: 'spełniające', few: 'spełniające', many: 'spełniających' };

/** 'Najnowsze', 'Nowsze' and 'Starsze': the keyset's pages (50 events each, newest first). */
function AuditPager({ state, meta }: { state: AuditState; meta: AuditEvents['meta'] }) {
  const links: { label: string; hidden: string; href: string; rel?: string }[] = [];
  if (state.cursor !== null)
    links.push({ label: 'Najnowsze', hidden: ' zdarzenia', href: auditHref({ ...state, cursor: null }) });
  if (meta.newer !== null)
    links.push({
      label: 'Nowsze',
      hidden: ' zdarzenia',
      href: auditHref({ ...state, cursor: { after: meta.newer } }),
      rel: 'prev',
    });
  if (meta.older !== null)
    links.push({
      label: 'Starsze',
      hidden: ' zdarzenia',
      href: auditHref({ ...state, cursor: { before: meta.older } }),
      rel: 'next',
    });
  if (links.length === 0) return null;
  return (
    <nav className="pagination audit-pager" aria-label="Strony dziennika zdarzeń">
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.href} rel={link.rel}>
              {link.label}
              <span className="visually-hidden">{link.hidden}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /administracja/dziennik (issue 31, decision 0031): the event log for holders of auditLog: the hash
 * chain's state, the events its consumers parked (decision 0045), the filters, 50 events a page newest first (keyset: 'Nowsze' / 'Starsze'), the state
 * in the address.
 */
export function AuditLogPage() {
  useDocumentTitle('dziennik zdarzeń');
  const [state, change, ignored] = useAddressState(auditAddress);
  const list = useAuditEvents(state);
  const filtered = filterNames.some((name) => state.filters[name] !== '');

  const content = (
    <QueryContent query={list} failure={M.failed}>
      {(data) => (
        <>
          {data.events.length === 0 ? (
            <p className="notice">{M.empty}</p>
          ) : (
            <AuditTable events={data.events} busy={list.isFetching} />
          )}
          <AuditPager state={state} meta={data.meta} />
        </>
      )}
    </QueryContent>
  );

  const shown = list.data && !list.isError ? list.data.events.length : null;
  return (
    <section className="audit-log">
      <h1>Dziennik zdarzeń</h1>
      <ChainStatus />
      <LogIntegrity />
      <DeadLetters />
      <IgnoredParamsNotice ignored={ignored} />
      <AuditFilters initial={state.filters} onSearch={(filters) => change({ filters })} />
      <p className="list-summary" role="status">
        {shown === null
          ? ''
          : `Na tej stronie: ${countOf(shown, events)}${filtered ? ` ${plural(shown, matching)} kryteria` : ''}, od najnowszych.`}
      </p>
      {content}
    </section>
  );
}
