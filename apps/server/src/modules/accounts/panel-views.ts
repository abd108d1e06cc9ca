import { escapeHtml } from '../identity/index.ts';
import { linked, type PageLang, pageLang, say, type Text } from './account-language.ts';
import { accountPage, alert, errorSummary, hidden, input, notice } from './form-views.ts';
import type { PanelUserDetail, PanelUserRow } from './panel-users.service.ts';
import { PASSWORD_HINT } from './password-policy.ts';

/** The account panel's pages (/konto/panel): the user's own account, and the user list for administrators. */

const dateTimes = {
  pl: new Intl.DateTimeFormat('pl-PL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Warsaw',
    timeZoneName: 'short',
  }),
};
const whenIn = (lang: PageLang, value: Date | string | null | undefined) =>
  value ? dateTimes[lang.locale].format(new Date(value)) : '—';
/** The administrators' pages (the user list) stay Polish (issue 51: administration may). */
const pl = pageLang('pl');
const when = (value: Date | string | null | undefined) => whenIn(pl, value);

/** A table cell with its column's name for the narrow layout (the header row is hidden there). */
const cell = (label: string, html: string) => `<td data-label="${escapeHtml(label)}">${html}</td>`;

function browserOf(lang: PageLang, userAgent: string | null): string {
  const { i18n } = lang;
  if (!userAgent) return i18n._({ id: 'panel.browser.unknown', message: 'Nieznana przeglądarka' });
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : i18n._({ id: 'panel.browser.other', message: 'Inna przeglądarka' });
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

function panelNav(lang: PageLang, current: 'konto' | 'uzytkownicy', mayListUsers: boolean): string {
  const { i18n } = lang;
  const item = (href: string, label: string, key: string) =>
    `<li><a href="${href}"${current === key ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a></li>`;
  return `<nav class="panel" aria-label="${escapeHtml(i18n._({ id: 'panel.nav', message: 'Panel konta' }))}"><ul>${item(
    '/konto/panel',
    i18n._({ id: 'panel.mine', message: 'Moje konto' }),
    'konto',
  )}${mayListUsers ? item('/konto/panel/uzytkownicy', 'Użytkownicy', 'uzytkownicy') : ''}<li><a href="${
    lang.base || '/'
  }">${escapeHtml(i18n._({ id: 'error.back', message: 'Wróć do Bazy Konkurencyjności' }))}</a></li></ul></nav>`;
}

export type PanelState = {
  csrf: string;
  account: {
    email: string;
    given_name: string;
    family_name: string;
    created_at: Date | string;
    password_changed_at: Date | string | null;
    /** The account's language: the panel's (issue 51). */
    language: 'pl' | 'en';
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
  notice?: Text;
  errors?: Record<string, Text>;
  values?: Record<string, string>;
  /** Which form the errors belong to (its fieldset gets the summary). */
  form?: 'dane' | 'email' | 'haslo' | 'sesje';
};

/** The own account's page, in the account's language (issue 51, decision 0056). */
export function panelPage(s: PanelState): string {
  const lang = pageLang(s.account.language);
  const { i18n } = lang;
  const t = (text: Text) => escapeHtml(say(lang, text));
  const e = Object.fromEntries(Object.entries(s.errors ?? {}).map(([k, v]) => [k, say(lang, v)]));
  const v = s.values ?? {};
  const summary = (form: PanelState['form']) => (s.form === form ? errorSummary(lang, e) : '');
  const at = (value: Date | string | null | undefined) => whenIn(lang, value);
  const col = {
    browser: i18n._({ id: 'panel.sessions.browser', message: 'Przeglądarka' }),
    address: i18n._({ id: 'panel.sessions.address', message: 'Adres IP' }),
    started: i18n._({ id: 'panel.sessions.started', message: 'Rozpoczęta' }),
    expires: i18n._({ id: 'panel.sessions.expires', message: 'Wygasa' }),
    action: i18n._({ id: 'panel.sessions.action', message: 'Akcja' }),
  };
  const currentPassword = i18n._({ id: 'panel.current-password', message: 'Obecne hasło' });
  const sessions = s.sessions
    .map(
      (session) =>
        `<tr>${cell(
          col.browser,
          `${escapeHtml(browserOf(lang, session.user_agent))}${
            session.id === s.currentSessionId
              ? ` <strong>${t(/*i18n*/ { id: 'panel.sessions.this', message: '(ta sesja)' })}</strong>`
              : ''
          }`,
        )}${cell(col.address, escapeHtml(session.address ?? '—'))}${cell(col.started, at(session.created_at))}${cell(
          col.expires,
          at(session.expires_at),
        )}${cell(
          col.action,
          session.id === s.currentSessionId
            ? '—'
            : `<form method="post" action="/konto/panel/sesje/${session.id}/zakoncz">${hidden('csrf', s.csrf)}<button type="submit" class="secondary" aria-label="${t(
                /*i18n*/ {
                  id: 'panel.sessions.end-label',
                  message: 'Wyloguj sesję rozpoczętą {date}',
                  values: { date: at(session.created_at) },
                },
              )}">${t(/*i18n*/ { id: 'panel.sessions.end', message: 'Wyloguj' })}</button></form>`,
        )}</tr>`,
    )
    .join('');
  const heading = i18n._({ id: 'panel.mine', message: 'Moje konto' });
  return accountPage(
    `${s.errors && Object.keys(s.errors).length > 0 ? i18n._({ id: 'account.title.error', message: 'Błąd: {name}', values: { name: heading } }) : heading} - Baza Konkurencyjności`,
    `<div class="wide"></div>${panelNav(lang, 'konto', s.mayListUsers)}
<h1>${escapeHtml(heading)}</h1>
${s.notice ? notice(say(lang, s.notice)) : ''}
<p>${linked(
      i18n._({
        id: 'panel.summary',
        message: 'Adres e-mail: <0>{email}</0>. Konto założone {created}; hasło zmienione {changed}.',
        values: {
          email: s.account.email,
          created: at(s.account.created_at),
          changed: at(s.account.password_changed_at),
        },
      }),
      [['<strong>', '</strong>']],
    )}</p>

<section aria-labelledby="dane-heading"><h2 id="dane-heading">${t(/*i18n*/ { id: 'panel.name.heading', message: 'Imię i nazwisko' })}</h2>
${summary('dane')}
<form method="post" action="/konto/panel/dane" novalidate>${hidden('csrf', s.csrf)}
${input({ name: 'given_name', label: i18n._({ id: 'account.field.given-name', message: 'Imię' }), autocomplete: 'given-name', value: v.given_name ?? s.account.given_name, error: e.given_name })}
${input({ name: 'family_name', label: i18n._({ id: 'account.field.family-name', message: 'Nazwisko' }), autocomplete: 'family-name', value: v.family_name ?? s.account.family_name, error: e.family_name })}
<button type="submit">${t(/*i18n*/ { id: 'panel.name.save', message: 'Zapisz imię i nazwisko' })}</button></form></section>

<section aria-labelledby="email-heading"><h2 id="email-heading">${t(/*i18n*/ { id: 'account.email-change.heading', message: 'Zmiana adresu e-mail' })}</h2>
${summary('email')}
<p>${t(/*i18n*/ { id: 'panel.email.intro', message: 'Na nowy adres wyślemy link potwierdzający. Do czasu jego otwarcia obowiązuje obecny adres.' })}</p>
<form method="post" action="/konto/panel/email" novalidate>${hidden('csrf', s.csrf)}
${input({ name: 'new_email', label: i18n._({ id: 'panel.email.new', message: 'Nowy adres e-mail' }), type: 'email', autocomplete: 'email', value: v.new_email, error: e.new_email })}
${input({ name: 'current_password', prefix: 'email-', label: currentPassword, type: 'password', autocomplete: 'current-password', error: e.email_password })}
<button type="submit">${t(/*i18n*/ { id: 'panel.email.send', message: 'Wyślij link potwierdzający' })}</button></form></section>

<section aria-labelledby="haslo-heading"><h2 id="haslo-heading">${t(/*i18n*/ { id: 'panel.password.heading', message: 'Zmiana hasła' })}</h2>
${summary('haslo')}
<p>${t(/*i18n*/ { id: 'panel.password.intro', message: 'Po zmianie hasła pozostałe sesje konta zostaną zakończone.' })}</p>
<form method="post" action="/konto/panel/haslo" novalidate>${hidden('csrf', s.csrf)}
${input({ name: 'current_password', label: currentPassword, type: 'password', autocomplete: 'current-password', error: e.current_password })}
${input({ name: 'new_password', label: i18n._({ id: 'account.field.new-password', message: 'Nowe hasło' }), type: 'password', autocomplete: 'new-password', hint: say(lang, PASSWORD_HINT), error: e.new_password })}
<button type="submit">${t(/*i18n*/ { id: 'panel.password.change', message: 'Zmień hasło' })}</button></form></section>

<section aria-labelledby="sesje-heading"><h2 id="sesje-heading">${t(/*i18n*/ { id: 'panel.sessions.heading', message: 'Aktywne sesje' })}</h2>
${s.form === 'sesje' && e.session ? alert(e.session) : ''}
<table class="list"><caption>${t(/*i18n*/ { id: 'panel.sessions.caption', message: 'Sesje, w których jesteś zalogowany w Bazie Konkurencyjności' })}</caption>
<thead><tr><th scope="col">${escapeHtml(col.browser)}</th><th scope="col">${escapeHtml(col.address)}</th><th scope="col">${escapeHtml(col.started)}</th><th scope="col">${escapeHtml(col.expires)}</th><th scope="col">${escapeHtml(col.action)}</th></tr></thead>
<tbody>${sessions}</tbody></table></section>`,
    lang,
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
    `<div class="wide"></div>${panelNav(pl, 'uzytkownicy', true)}
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
    `<div class="wide"></div>${panelNav(pl, 'uzytkownicy', true)}
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
