import type { OutboxMessage } from '@bk/contracts/mail/outbox';
import { escapeHtml, page } from '../identity/index.ts';
import { polishDateTime } from './notification-texts.ts';

/**
 * The demo mailbox (/konto/poczta, only while demo data is on): what the portal sent, or would have
 * sent without an SMTP server, to the demo accounts. Server-rendered like the login pages, no scripts.
 */
const stateLabels: Record<OutboxMessage['state'], string> = {
  queued: 'w kolejce',
  sending: 'wysyłana',
  sent: 'wysłana',
  failed: 'niewysłana (błąd)',
  kept: 'zachowana (bez serwera poczty)',
};

export function mailboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (
        m,
      ) => `<tr><td data-label="Data">${escapeHtml(polishDateTime(new Date(m.created_at)))}</td><td data-label="Do">${escapeHtml(m.to)}</td>
<td><a href="/konto/poczta/${m.id}">${escapeHtml(m.subject)}</a></td><td data-label="Stan">${escapeHtml(stateLabels[m.state])}</td></tr>`,
    )
    .join('');
  const list =
    messages.length > 0
      ? `<table class="mail"><caption>Ostatnie wiadomości (najnowsze na górze)</caption>
<colgroup><col class="date"><col class="to"><col class="subject"><col class="state"></colgroup>
<thead><tr><th scope="col">Data</th><th scope="col">Do</th><th scope="col">Temat</th><th scope="col">Stan</th></tr></thead>
<tbody>${rows}</tbody></table>`
      : '<p>Portal nie wysłał jeszcze żadnej wiadomości do kont demonstracyjnych.</p>';
  return page(
    'Poczta kont demonstracyjnych - Baza Konkurencyjności',
    `<h1>Poczta kont demonstracyjnych</h1>
<p>Wiadomości e-mail, które portal wysłał do kont demonstracyjnych (albo wysłałby, gdyby miał skonfigurowany serwer poczty). Ta strona istnieje tylko wtedy, gdy włączone są dane demonstracyjne.</p>
${list}
<p><a href="/">Wróć do Bazy Konkurencyjności</a></p>`,
  );
}

export function mailboxMessagePage(m: OutboxMessage): string {
  return page(
    `${m.subject} - Poczta kont demonstracyjnych`,
    `<p><a href="/konto/poczta">Wróć do listy wiadomości</a></p>
<h1>${escapeHtml(m.subject)}</h1>
<dl class="mail">
<dt>Do</dt><dd>${escapeHtml(m.to)}</dd>
<dt>Data</dt><dd>${escapeHtml(polishDateTime(new Date(m.created_at)))}</dd>
<dt>Stan</dt><dd>${escapeHtml(stateLabels[m.state])}</dd>
<dt>List-Unsubscribe</dt><dd>${escapeHtml(m.headers['List-Unsubscribe'] ?? '')}</dd>
</dl>
<p><a href="/konto/poczta/${m.id}/html">Zobacz wersję HTML wiadomości</a></p>
<h2>Treść (wersja tekstowa)</h2>
<pre class="mail">${escapeHtml(m.text)}</pre>`,
  );
}

/** The message's HTML part as a page of its own: its styles inline, nothing else allowed (its own CSP). */
export const MESSAGE_HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation";
