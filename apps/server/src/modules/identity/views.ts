import type { MessageDescriptor } from '@lingui/core';
import { type Locale, serverI18n } from '../../lib/i18n.ts';

/**
 * Server-rendered pages of the embedded identity service (Polish or English, accessible, no scripts, no inline
 * styles: the Content-Security-Policy allows neither, so the look comes from STYLESHEET_PATH).
 */

/** Served by identity.routes.ts; not under /konto/interaction, which is handed to oidc-provider. */
export const STYLESHEET_PATH = '/konto/styles.css';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export const stylesheet = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;margin:0;background:#f3f5f9;color:#1b1b1b}
header{background:#0b2f6b;color:#fff;padding:16px 24px}
header p{margin:0;font-size:1.25rem;font-weight:600}
main{max-width:560px;margin:32px auto;background:#fff;padding:24px 32px;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.6rem;margin-top:0}
label{display:block;font-weight:600;margin:16px 0 4px}
input{width:100%;box-sizing:border-box;font-size:1rem;padding:10px;border:1px solid #555;border-radius:4px}
input:focus,button:focus,a:focus{outline:3px solid #ffbf47;outline-offset:2px}
button{margin-top:20px;font-size:1rem;padding:10px 20px;background:#0b2f6b;color:#fff;border:0;border-radius:4px;cursor:pointer}
button.secondary{background:#fff;color:#0b2f6b;border:1px solid #0b2f6b}
.error{background:#fdecea;border-left:4px solid #b3261e;padding:10px 14px;color:#7a1712}
.error p{margin:4px 0}.error a{color:#7a1712}
.demo{margin-top:28px;border-top:1px solid #ccc;padding-top:12px}
.demo table{border-collapse:collapse;width:100%;font-size:.95rem}
.demo th,.demo td{text-align:left;padding:6px 4px;border-bottom:1px solid #e2e2e2}
main:has(.mail){max-width:960px}
table.mail{border-collapse:collapse;width:100%;font-size:.95rem;table-layout:fixed}
table.mail col.date{width:22%}table.mail col.to{width:28%}table.mail col.state{width:16%}
table.mail caption{text-align:left;font-weight:600;padding:8px 0}
table.mail th,table.mail td{text-align:left;padding:6px 4px;border-bottom:1px solid #e2e2e2;vertical-align:top;overflow-wrap:break-word}
@media (max-width:600px){main{margin:0;padding:16px;border-radius:0}
table.mail,table.mail tbody,table.mail tr,table.mail td{display:block;width:auto}
table.mail thead,table.mail colgroup{display:none}
table.mail caption{display:block}
table.mail tr{border-bottom:1px solid #e2e2e2;padding:8px 0}
table.mail td{border:0;padding:2px 0}
table.mail td[data-label]::before{content:attr(data-label) ": ";font-weight:600}}
dl.mail dt{font-weight:600;margin-top:8px}
dl.mail dd{margin:0;overflow-wrap:anywhere}
h1{overflow-wrap:anywhere}
pre.mail{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f6f6;padding:12px;border:1px solid #ddd;font-size:.9rem}
a{color:#0b4ea2}
`;

/** The account service's pages (registration, reset, the panel): their forms and lists, beside the base. */
export const ACCOUNT_STYLESHEET_PATH = '/konto/konto.css';
export const accountStylesheet = `
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.notice{background:#e8f1fb;border-left:4px solid #0b4ea2;padding:10px 14px}.notice p{margin:4px 0}
.hint{color:#4a4a4a;font-size:.9rem;margin:4px 0 0}
.field-error{color:#b3261e;font-weight:600;margin:4px 0 0}
input[aria-invalid=true]{border-color:#b3261e;border-width:2px}
.check{display:flex;gap:8px;align-items:flex-start;margin-top:16px}
.check input{width:auto;margin-top:4px}.check label{font-weight:400;margin:0}
fieldset{border:1px solid #ccc;border-radius:4px;margin:24px 0 0;padding:8px 16px 16px}
legend{font-weight:600;padding:0 4px}
nav.panel ul{list-style:none;padding:0;display:flex;gap:16px;flex-wrap:wrap}
main:has(.wide){max-width:960px}
table.list{border-collapse:collapse;width:100%;font-size:.95rem}
table.list caption{text-align:left;font-weight:600;padding:8px 0}
table.list th,table.list td{text-align:left;padding:6px 4px;border-bottom:1px solid #e2e2e2;vertical-align:top;overflow-wrap:anywhere}
table.list td form{margin:0}table.list td button{margin:0;padding:6px 12px}
.pager{display:flex;gap:16px;margin-top:16px}
@media (max-width:600px){table.list,table.list tbody,table.list tr,table.list td{display:block;width:auto}
table.list thead{display:none}table.list caption{display:block}
table.list tr{border-bottom:1px solid #e2e2e2;padding:8px 0}table.list td{border:0;padding:2px 0}
table.list td[data-label]::before{content:attr(data-label) ": ";font-weight:600}}
`;

/**
 * A /konto page; `accountStyles` adds the account service's own stylesheet (the login page needs none).
 * `locale`: the page's language (issue 51), its `lang` and its header.
 */
export function page(title: string, body: string, accountStyles = false, locale: Locale = 'pl'): string {
  const i18n = serverI18n(locale);
  const header = i18n._({
    id: 'account.header',
    message: 'Konto użytkownika - Baza Konkurencyjności',
  });
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${STYLESHEET_PATH}">${
    accountStyles ? `<link rel="stylesheet" href="${ACCOUNT_STYLESHEET_PATH}">` : ''
  }</head>
<body><header><p>${escapeHtml(header)}</p></header>
<main>${body}</main></body></html>`;
}

export type DemoAccount = { email: string; name: string; role: string };

export function loginPage(options: {
  action: string;
  abortAction: string;
  email?: string;
  error?: string;
  /** The account is not active yet: offer a new activation link. */
  resendLink?: boolean;
  demoAccounts: DemoAccount[];
  demoPassword: string | null;
  /** The language the portal asked for (issue 51). */
  locale?: Locale;
}): string {
  const locale = options.locale ?? 'pl';
  const i18n = serverI18n(locale);
  const base = locale === 'en' ? '/en' : '';
  const t = (descriptor: MessageDescriptor) => escapeHtml(i18n._(descriptor));
  const error = options.error
    ? `<div class="error" role="alert" id="login-error"><p>${escapeHtml(options.error)}</p>${
        options.resendLink
          ? `<p><a href="${base}/konto/aktywacja/ponownie">${t(/*i18n*/ { id: 'account.resend.heading', message: 'Wyślij link aktywacyjny ponownie' })}</a></p>`
          : ''
      }</div>`
    : '';
  const describedBy = options.error ? ' aria-describedby="login-error"' : '';
  const demo =
    options.demoAccounts.length > 0
      ? `<section class="demo" aria-labelledby="demo-heading">
<h2 id="demo-heading">${t(/*i18n*/ { id: 'login.demo.heading', message: 'Konta demonstracyjne' })}</h2>
<p>${t(/*i18n*/ { id: 'login.demo.password', message: 'Hasło każdego konta demonstracyjnego:' })} <strong>${escapeHtml(options.demoPassword ?? '')}</strong></p>
<table aria-labelledby="demo-heading">
<thead><tr><th scope="col">${t(/*i18n*/ { id: 'account.field.email', message: 'Adres e-mail' })}</th><th scope="col">${t(/*i18n*/ { id: 'login.demo.user', message: 'Użytkownik' })}</th><th scope="col">${t(/*i18n*/ { id: 'login.demo.role', message: 'Rola' })}</th></tr></thead>
<tbody lang="pl">${options.demoAccounts
          .map(
            (a) =>
              `<tr><td>${escapeHtml(a.email)}</td><td>${escapeHtml(a.name)}</td><td>${escapeHtml(a.role)}</td></tr>`,
          )
          .join('')}</tbody></table>
<p><a href="/konto/poczta">${t(/*i18n*/ { id: 'login.demo.mailbox', message: 'Poczta kont demonstracyjnych' })}</a>: ${t(/*i18n*/ { id: 'login.demo.mailbox-what', message: 'wiadomości e-mail, które portal wysłał do tych kont.' })}</p></section>`
      : '';
  const heading = i18n._({ id: 'login.heading', message: 'Logowanie' });
  return page(
    `${heading} - Baza Konkurencyjności`,
    `<h1>${escapeHtml(heading)}</h1>
${error}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">${t(/*i18n*/ { id: 'account.field.email', message: 'Adres e-mail' })}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${describedBy}>
<label for="password">${t(/*i18n*/ { id: 'account.field.password', message: 'Hasło' })}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
<button type="submit">${t(/*i18n*/ { id: 'account.log-in', message: 'Zaloguj się' })}</button>
</form>
<p><a href="${base}/konto/haslo">${t(/*i18n*/ { id: 'account.forgot.heading', message: 'Nie pamiętam hasła' })}</a></p>
<p>${t(/*i18n*/ { id: 'login.no-account', message: 'Nie masz konta?' })} <a href="${base}/konto/rejestracja">${t(/*i18n*/ { id: 'account.register.heading', message: 'Zarejestruj się' })}</a></p>
<form method="post" action="${escapeHtml(options.abortAction)}"><button type="submit" class="secondary">${t(/*i18n*/ { id: 'login.cancel', message: 'Anuluj logowanie' })}</button></form>
${demo}`,
    false,
    locale,
  );
}

export function errorPage(message: string, locale: Locale = 'pl'): string {
  const i18n = serverI18n(locale);
  return page(
    `${i18n._({ id: 'error.title', message: 'Błąd' })} - Baza Konkurencyjności`,
    `<h1>${escapeHtml(i18n._({ id: 'error.heading', message: 'Wystąpił błąd' }))}</h1><p>${escapeHtml(message)}</p><p><a href="${locale === 'en' ? '/en' : '/'}">${escapeHtml(
      i18n._({ id: 'error.back', message: 'Wróć do Bazy Konkurencyjności' }),
    )}</a></p>`,
    false,
    locale,
  );
}

/** The provider's end-session question (/konto/session/end); `form` is its hidden form. */
export function logoutPage(form: string): string {
  return page(
    'Wylogowanie - Baza Konkurencyjności',
    `<h1>Wylogowanie</h1><p>Czy chcesz wylogować się z Bazy Konkurencyjności?</p>
${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout">Wyloguj się</button>
<button type="submit" form="op.logoutForm" class="secondary">Nie wylogowuj</button>`,
  );
}

export function logoutSuccessPage(): string {
  return page(
    'Wylogowano - Baza Konkurencyjności',
    `<h1>Wylogowano</h1><p>Wylogowanie zakończone powodzeniem.</p><p><a href="/">Wróć do Bazy Konkurencyjności</a></p>`,
  );
}
