import { escapeHtml } from '../identity/index.ts';
import {
  accountPage,
  alert,
  checkbox,
  errorSummary,
  hidden,
  input,
  LOGIN_LINK,
  notice,
} from './form-views.ts';
import { PASSWORD_HINT } from './password-policy.ts';
import type { FieldErrors, RegistrationFields } from './registration.service.ts';

/** The account service's public pages: registration, activation, password reset, e-mail confirmation. */

/** Said to screen readers on a link that opens a new tab (the form stays filled in this one). */
const NEW_TAB = '<span class="sr"> (otwiera się w nowej karcie)</span>';
const title = (name: string) => `${name} - Baza Konkurencyjności`;
const waitText = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`);
export const tooManyRequests = (seconds: number) =>
  `Zbyt wiele próśb o wiadomość dla tego adresu. Spróbuj ponownie za ${waitText(seconds)}.`;

export function registrationPage(state: {
  fields?: RegistrationFields;
  errors?: FieldErrors;
  wait?: number;
}) {
  const f = state.fields;
  const e = state.errors ?? {};
  return accountPage(
    title(Object.keys(e).length > 0 || state.wait ? 'Błąd: Rejestracja' : 'Rejestracja'),
    `<h1>Zarejestruj się</h1>
${state.wait ? alert(tooManyRequests(state.wait)) : errorSummary(e)}
<p>Konto pozwala składać oferty, zadawać pytania, publikować ogłoszenia i otrzymywać powiadomienia.</p>
<form method="post" action="/konto/rejestracja" novalidate>
${input({ name: 'email', label: 'Adres e-mail', type: 'email', autocomplete: 'email', value: f?.email, error: e.email })}
${input({ name: 'given_name', label: 'Imię', autocomplete: 'given-name', value: f?.given_name, error: e.given_name })}
${input({ name: 'family_name', label: 'Nazwisko', autocomplete: 'family-name', value: f?.family_name, error: e.family_name })}
${input({ name: 'password', label: 'Hasło', type: 'password', autocomplete: 'new-password', hint: PASSWORD_HINT, error: e.password })}
<fieldset><legend>Zgody</legend>
${checkbox({
  name: 'terms',
  checked: f?.terms ?? false,
  error: e.terms,
  labelHtml: `Akceptuję <a href="/regulamin" target="_blank" rel="noopener">regulamin Bazy Konkurencyjności${NEW_TAB}</a> (wymagane).`,
})}
${checkbox({
  name: 'privacy',
  checked: f?.privacy ?? false,
  error: e.privacy,
  labelHtml: `Zapoznałem się z informacją o przetwarzaniu moich danych osobowych zawartą w <a href="/regulamin" target="_blank" rel="noopener">regulaminie${NEW_TAB}</a> (wymagane).`,
})}
</fieldset>
<button type="submit">Zarejestruj się</button>
</form>
<p>Masz już konto? <a href="${LOGIN_LINK}">Zaloguj się</a></p>`,
  );
}

/**
 * 'Sprawdź skrzynkę e-mail' after a request for a link: the registration's (and a new activation
 * link's) offers both ways on; the reset's only asking again (an activation link is not its business).
 */
export function checkInboxPage(email: string, flow: 'activation' | 'reset') {
  const heading = 'Sprawdź skrzynkę e-mail';
  const what = flow === 'activation' ? 'link aktywacyjny' : 'link do ustawienia nowego hasła';
  const next =
    flow === 'activation'
      ? '<a href="/konto/aktywacja/ponownie">Wyślij link aktywacyjny ponownie</a> albo <a href="/konto/haslo">ustaw nowe hasło</a>'
      : 'Sprawdź, czy adres jest poprawny, i <a href="/konto/haslo">poproś o nowy link</a>';
  return accountPage(
    title(heading),
    `<h1>${heading}</h1>
${notice(`Jeśli adres ${email} może otrzymać ${what}, właśnie wysłaliśmy na niego wiadomość. Sprawdź skrzynkę (także folder ze spamem).`)}
<p>Nie dostałeś wiadomości? ${next}.</p>
<p><a href="${LOGIN_LINK}">Przejdź do logowania</a></p>`,
  );
}

export function emailRequestPage(options: {
  heading: string;
  intro: string;
  action: string;
  button: string;
  email?: string;
  error?: string;
  wait?: number;
}) {
  const hasError = Boolean(options.error || options.wait);
  return accountPage(
    title(hasError ? `Błąd: ${options.heading}` : options.heading),
    `<h1>${escapeHtml(options.heading)}</h1>
${options.wait ? alert(tooManyRequests(options.wait)) : errorSummary({ email: options.error })}
<p>${escapeHtml(options.intro)}</p>
<form method="post" action="${options.action}" novalidate>
${input({ name: 'email', label: 'Adres e-mail', type: 'email', autocomplete: 'email', value: options.email, error: options.error })}
<button type="submit">${escapeHtml(options.button)}</button>
</form>
<p><a href="${LOGIN_LINK}">Wróć do logowania</a></p>`,
  );
}

/** A link's confirmation step: the e-mail's link opens this page, its button uses the link (a POST). */
export function confirmLinkPage(options: {
  heading: string;
  text: string;
  action: string;
  token: string;
  button: string;
}) {
  return accountPage(
    title(options.heading),
    `<h1>${escapeHtml(options.heading)}</h1><p>${escapeHtml(options.text)}</p>
<form method="post" action="${options.action}">${hidden('token', options.token)}<button type="submit">${escapeHtml(options.button)}</button></form>`,
  );
}

export function messagePage(options: { heading: string; message: string; ok: boolean; links?: string }) {
  return accountPage(
    title(options.ok ? options.heading : `Błąd: ${options.heading}`),
    `<h1>${escapeHtml(options.heading)}</h1>${options.ok ? notice(options.message) : alert(options.message)}
${options.links ?? ''}`,
  );
}

export function resetPasswordPage(options: { token: string; error?: string }) {
  return accountPage(
    title(options.error ? 'Błąd: Nowe hasło' : 'Nowe hasło'),
    `<h1>Ustaw nowe hasło</h1>
${errorSummary({ password: options.error })}
<form method="post" action="/konto/haslo/nowe" novalidate>
${hidden('token', options.token)}
${input({ name: 'password', label: 'Nowe hasło', type: 'password', autocomplete: 'new-password', hint: PASSWORD_HINT, error: options.error })}
<button type="submit">Ustaw nowe hasło</button>
</form>
<p>Po zmianie hasła wszystkie sesje konta zostaną zakończone.</p>`,
  );
}
