import { escapeHtml } from '../identity/index.ts';
import { pageLang, say, type Text } from './account-language.ts';
import { accountPage, alert, errorSummary, hidden, input, notice } from './form-views.ts';
import type { PanelUserDetail, PanelUserRow } from './panel-users.service.ts';
import { PASSWORD_HINT } from './password-policy.ts';

/** The account panel's pages (/konto/panel): the user's own account, and the user list for administrators. */

const dateTime = new Intl.DateTimeFormat('pl-PL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Warsaw',
});
const when = (value: Date | string | null | undefined) => (value ? dateTime.format(new Date(value)) : '—');

/** A table cell with its column's name for the narrow layout (the header row is hidden there). */
const cell = (label: string, html: string) => `<td data-label="${label}">${html}</td>`;

function browserOf(userAgent: string | null): string {
  if (!userAgent) return 'Nieznana przeglądarka';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Inna przeglądarka';
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad/.test(userAgent)
        ? 'iOS'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser}, ${system}` : browser;
}

function panelNav(current: 'konto' | 'uzytkownicy', mayListUsers: boolean): string {
  const item = (href: string, label: string, key: string) =>
    `<li><a href="${href}"${current === key ? ' aria-current="page"' : ''}>${label}</a></li>`;
  return `<nav class="panel" aria-label="Panel konta"><ul>${item('/konto/panel', 'Moje konto', 'konto')}${
    mayListUsers ? item('/konto/panel/uzytkownicy', 'Użytkownicy', 'uzytkownicy') : ''
  }<li><a href="/">Wróć do Bazy Konkurencyjności</a></li></ul></nav>`;
}

export type PanelState = {
  csrf: string;
  account: {
    email: string;
    given_name: string;
    family_name: string;
    created_at: Date | string;
    password_changed_at: Date | string | null;
  };
  sessions: {
    id: number;
    created_at: Date | string;
    expires_at: Date | string;
    user_agent: string | null;
    address: string | null;
  }[];
  currentSessionId: number;
  mayListUsers: boolean;
  notice?: string;
  errors?: Record<string, Text>;
  values?: Record<string, string>;
  /** Which form the errors belong to (its fieldset gets the summary). */
  form?: 'dane' | 'email' | 'haslo' | 'sesje';
};

/** The panel is in Polish (its English version is still to come, issue 51). */
const pl = pageLang('pl');

export function panelPage(s: PanelState): string {
  const e = Object.fromEntries(Object.entries(s.errors ?? {}).map(([k, v]) => [k, say(pl, v)]));
  const v = s.values ?? {};
  const summary = (form: PanelState['form']) => (s.form === form ? errorSummary(pl, e) : '');
  const sessions = s.sessions
    .map(
      (session) =>
        `<tr>${cell('Przeglądarka', `${escapeHtml(browserOf(session.user_agent))}${session.id === s.currentSessionId ? ' <strong>(ta sesja)</strong>' : ''}`)}${cell(
          'Adres IP',
          escapeHtml(session.address ?? '—'),
        )}${cell('Rozpoczęta', when(session.created_at))}${cell('Wygasa', when(session.expires_at))}${cell(
          'Akcja',
          session.id === s.currentSessionId
            ? '—'
            : `<form method="post" action="/konto/panel/sesje/${session.id}/zakoncz">${hidden('csrf', s.csrf)}<button type="submit" class="secondary" aria-label="Wyloguj sesję rozpoczętą ${when(session.created_at)}">Wyloguj</button></form>`,
        )}</tr>`,
    )
    .join('');
  return accountPage(
    s.errors && Object.keys(s.errors).length > 0
      ? 'Błąd: Moje konto - Baza Konkurencyjności'
      : 'Moje konto - Baza Konkurencyjności',
    `<div class="wide"></div>${panelNav('konto', s.mayListUsers)}
<h1>Moje konto</h1>
${s.notice ? notice(s.notice) : ''}
<p>Adres e-mail: <strong>${escapeHtml(s.account.email)}</strong>. Konto założone ${when(s.account.created_at)}; hasło zmienione ${when(s.account.password_changed_at)}.</p>

<section aria-labelledby="dane-heading"><h2 id="dane-heading">Imię i nazwisko</h2>
${summary('dane')}
<form method="post" action="/konto/panel/dane" novalidate>${hidden('csrf', s.csrf)}
${input({ name: 'given_name', label: 'Imię', autocomplete: 'given-name', value: v.given_name ?? s.account.given_name, error: e.given_name })}
${input({ name: 'family_name', label: 'Nazwisko', autocomplete: 'family-name', value: v.family_name ?? s.account.family_name, error: e.family_name })}
<button type="submit">Zapisz imię i nazwisko</button></form></section>

<section aria-labelledby="email-heading"><h2 id="email-heading">Zmiana adresu e-mail</h2>
${summary('email')}
<p>Na nowy adres wyślemy link potwierdzający. Do czasu jego otwarcia obowiązuje obecny adres.</p>
<form method="post" action="/konto/panel/email" novalidate>${hidden('csrf', s.csrf)}
${input({ name: 'new_email', label: 'Nowy adres e-mail', type: 'email', autocomplete: 'email', value: v.new_email, error: e.new_email })}
${input({ name: 'current_password', prefix: 'email-', label: 'Obecne hasło', type: 'password', autocomplete: 'current-password', error: e.email_password })}
<button type="submit">Wyślij link potwierdzający</button></form></section>

<section aria-labelledby="haslo-heading"><h2 id="haslo-heading">Zmiana hasła</h2>
${summary('haslo')}
<p>Po zmianie hasła pozostałe sesje konta zostaną zakończone.</p>
<form method="post" action="/konto/panel/haslo" novalidate>${hidden('csrf', s.csrf)}
${input({ name: 'current_password', label: 'Obecne hasło', type: 'password', autocomplete: 'current-password', error: e.current_password })}
${input({ name: 'new_password', label: 'Nowe hasło', type: 'password', autocomplete: 'new-password', hint: say(pl, PASSWORD_HINT), error: e.new_password })}
<button type="submit">Zmień hasło</button></form></section>

<section aria-labelledby="sesje-heading"><h2 id="sesje-heading">Aktywne sesje</h2>
${s.form === 'sesje' && e.session ? alert(e.session) : ''}
<table class="list"><caption>Sesje, w których jesteś zalogowany w Bazie Konkurencyjności</caption>
<thead><tr><th scope="col">Przeglądarka</th><th scope="col">Adres IP</th><th scope="col">Rozpoczęta</th><th scope="col">Wygasa</th><th scope="col">Akcja</th></tr></thead>
<tbody>${sessions}</tbody></table></section>`,
  );
}

export function panelUsersPage(s: {
  rows: PanelUserRow[];
  total: number;
  page: number;
  pages: number;
  q: string | null;
}): string {
  const status = (r: PanelUserRow) =>
    !r.activated_at ? 'Nieaktywowane' : r.blocked ? 'Zablokowane' : 'Aktywne';
  const rows = s.rows
    .map(
      (r) =>
        `<tr>${cell('Id', String(r.user_id ?? '—'))}${cell(
          'E-mail',
          r.user_id
            ? `<a href="/konto/panel/uzytkownicy/${r.user_id}">${escapeHtml(r.email)}</a>`
            : escapeHtml(r.email),
        )}${cell('Imię', escapeHtml(r.given_name))}${cell('Nazwisko', escapeHtml(r.family_name))}${cell(
          'Identyfikator',
          escapeHtml(r.identifier ?? '—'),
        )}${cell('Stan konta', status(r))}${cell('Założone', when(r.created_at))}</tr>`,
    )
    .join('');
  const link = (page: number) =>
    `/konto/panel/uzytkownicy?${new URLSearchParams({ ...(s.q ? { q: s.q } : {}), strona: String(page) })}`;
  return accountPage(
    'Użytkownicy - Panel konta - Baza Konkurencyjności',
    `<div class="wide"></div>${panelNav('uzytkownicy', true)}
<h1>Użytkownicy</h1>
<form method="get" action="/konto/panel/uzytkownicy" role="search">
<label for="q">Szukaj po adresie e-mail, imieniu lub nazwisku</label>
<input id="q" name="q" type="search" value="${escapeHtml(s.q ?? '')}">
<button type="submit">Szukaj</button></form>
<p role="status">Znaleziono kont: ${s.total}. Strona ${s.page} z ${s.pages}.</p>
<table class="list"><caption>Konta usługi logowania</caption>
<thead><tr><th scope="col">Id</th><th scope="col">E-mail</th><th scope="col">Imię</th><th scope="col">Nazwisko</th><th scope="col">Identyfikator</th><th scope="col">Stan konta</th><th scope="col">Założone</th></tr></thead>
<tbody>${rows || '<tr><td colspan="7">Brak kont spełniających kryteria.</td></tr>'}</tbody></table>
<nav class="pager" aria-label="Strony listy">${s.page > 1 ? `<a href="${link(s.page - 1)}">Poprzednia strona</a>` : ''}${
      s.page < s.pages ? `<a href="${link(s.page + 1)}">Następna strona</a>` : ''
    }</nav>`,
  );
}

export function panelUserPage(s: {
  csrf: string;
  user: PanelUserDetail;

  mayBlock: boolean;
  notice?: string;
  error?: string;
}): string {
  const u = s.user;
  const row = (label: string, value: string) => `<dt>${label}</dt><dd>${value}</dd>`;
  const blocking = s.mayBlock
    ? `<form method="post" action="/konto/panel/uzytkownicy/${u.user_id}/blokada">${hidden('csrf', s.csrf)}${hidden(
        'zablokowane',
        u.blocked ? 'nie' : 'tak',
      )}<p>${
        u.blocked
          ? 'Odblokowanie pozwoli użytkownikowi ponownie się logować.'
          : 'Zablokowanie zakończy wszystkie sesje użytkownika i uniemożliwi mu logowanie, także w portalu.'
      }</p><button type="submit">${u.blocked ? 'Odblokuj konto' : 'Zablokuj konto'}</button></form>`
    : '<p>Blokowanie kont wymaga uprawnienia do blokowania użytkowników.</p>';
  return accountPage(
    `${u.given_name} ${u.family_name} - Użytkownicy - Baza Konkurencyjności`,
    `<div class="wide"></div>${panelNav('uzytkownicy', true)}
<p><a href="/konto/panel/uzytkownicy">Wróć do listy użytkowników</a></p>
<h1>${escapeHtml(`${u.given_name} ${u.family_name}`)}</h1>
${s.notice ? notice(s.notice) : ''}${s.error ? alert(s.error) : ''}
<dl class="mail">
${row('Id', String(u.user_id))}
${row('Adres e-mail', escapeHtml(u.email))}
${row('Identyfikator', escapeHtml(u.identifier))}
${row('Konto założone', when(u.created_at))}
${row('Konto aktywowane', when(u.activated_at))}
${row('Ostatnie logowanie', when(u.last_login_at))}
${row('Hasło zmienione', when(u.password_changed_at))}
${row('Stan konta', u.blocked ? `Zablokowane (od ${when(u.blocked_at)})` : 'Aktywne')}
</dl>
<h2>Blokada konta</h2>
${blocking}
<p><a href="/uzytkownicy/${u.user_id}">Dane użytkownika w administracji portalu</a></p>`,
  );
}
