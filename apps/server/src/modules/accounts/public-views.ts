import { escapeHtml } from '../identity/index.ts';
import { anchor, linked, loginLink, type PageLang, say, type Text } from './account-language.ts';
import { accountPage, alert, checkbox, errorSummary, hidden, input, notice } from './form-views.ts';
import { PASSWORD_HINT } from './password-policy.ts';
import type { FieldErrors, RegistrationFields } from './registration.service.ts';

/**
 * The account service's public pages: registration, activation, password reset, e-mail confirmation,
 * each in the page's language (account-language.ts).
 */

const title = (name: string) => `${name} - Baza Konkurencyjności`;
const failed = (lang: PageLang, name: string) =>
  lang.i18n._({ id: 'account.title.error', message: 'Błąd: {name}', values: { name } });

const waitText = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`);
export const tooManyRequests = (lang: PageLang, seconds: number) =>
  lang.i18n._({
    id: 'account.too-many-requests',
    message: 'Zbyt wiele próśb o wiadomość dla tego adresu. Spróbuj ponownie za {wait}.',
    values: { wait: waitText(seconds) },
  });

/** The field's error in the page's language (a form's fields take it as written). */
const errorOf = (lang: PageLang, text: Text | undefined) => (text ? say(lang, text) : undefined);

export function registrationPage(
  lang: PageLang,
  state: { fields?: RegistrationFields; errors?: FieldErrors; wait?: number },
) {
  const { i18n, base } = lang;
  const f = state.fields;
  const e = state.errors ?? {};
  const heading = i18n._({ id: 'account.register.title', message: 'Rejestracja' });
  // Said to screen readers on a link that opens a new tab (the form stays filled in this one).
  const newTab = `<span class="sr"> ${escapeHtml(
    i18n._({ id: 'account.new-tab', message: '(otwiera się w nowej karcie)' }),
  )}</span>`;
  const termsLink: [string, string] = [
    `<a href="${base}/regulamin" target="_blank" rel="noopener">`,
    `${newTab}</a>`,
  ];
  return accountPage(
    title(Object.keys(e).length > 0 || state.wait ? failed(lang, heading) : heading),
    `<h1>${escapeHtml(i18n._({ id: 'account.register.heading', message: 'Zarejestruj się' }))}</h1>
${state.wait ? alert(tooManyRequests(lang, state.wait)) : errorSummary(lang, e)}
<p>${escapeHtml(
      i18n._({
        id: 'account.register.intro',
        message:
          'Konto pozwala składać oferty, zadawać pytania, publikować ogłoszenia i otrzymywać powiadomienia.',
      }),
    )}</p>
<form method="post" action="${base}/konto/rejestracja" novalidate>
${input({ name: 'email', label: i18n._({ id: 'account.field.email', message: 'Adres e-mail' }), type: 'email', autocomplete: 'email', value: f?.email, error: errorOf(lang, e.email) })}
${input({ name: 'given_name', label: i18n._({ id: 'account.field.given-name', message: 'Imię' }), autocomplete: 'given-name', value: f?.given_name, error: errorOf(lang, e.given_name) })}
${input({ name: 'family_name', label: i18n._({ id: 'account.field.family-name', message: 'Nazwisko' }), autocomplete: 'family-name', value: f?.family_name, error: errorOf(lang, e.family_name) })}
${input({ name: 'password', label: i18n._({ id: 'account.field.password', message: 'Hasło' }), type: 'password', autocomplete: 'new-password', hint: i18n._(PASSWORD_HINT), error: errorOf(lang, e.password) })}
<fieldset><legend>${escapeHtml(i18n._({ id: 'account.register.consents', message: 'Zgody' }))}</legend>
${checkbox({
  name: 'terms',
  checked: f?.terms ?? false,
  error: errorOf(lang, e.terms),
  labelHtml: linked(
    i18n._({
      id: 'account.register.terms',
      message: 'Akceptuję <0>regulamin Bazy Konkurencyjności</0> (wymagane).',
    }),
    [termsLink],
  ),
})}
${checkbox({
  name: 'privacy',
  checked: f?.privacy ?? false,
  error: errorOf(lang, e.privacy),
  labelHtml: linked(
    i18n._({
      id: 'account.register.privacy',
      message:
        'Zapoznałem się z informacją o przetwarzaniu moich danych osobowych zawartą w <0>regulaminie</0> (wymagane).',
    }),
    [termsLink],
  ),
})}
</fieldset>
<button type="submit">${escapeHtml(i18n._({ id: 'account.register.heading', message: 'Zarejestruj się' }))}</button>
</form>
<p>${escapeHtml(i18n._({ id: 'account.register.have-account', message: 'Masz już konto?' }))} <a href="${loginLink(lang)}">${escapeHtml(
      i18n._({ id: 'account.log-in', message: 'Zaloguj się' }),
    )}</a></p>`,
    lang,
  );
}

/**
 * 'Sprawdź skrzynkę e-mail' after a request for a link: the registration's (and a new activation
 * link's) offers both ways on; the reset's only asking again (an activation link is not its business).
 */
export function checkInboxPage(lang: PageLang, email: string, flow: 'activation' | 'reset') {
  const { i18n, base } = lang;
  const heading = i18n._({ id: 'account.inbox.heading', message: 'Sprawdź skrzynkę e-mail' });
  const sent =
    flow === 'activation'
      ? i18n._({
          id: 'account.inbox.activation',
          message:
            'Jeśli adres {email} może otrzymać link aktywacyjny, właśnie wysłaliśmy na niego wiadomość. Sprawdź skrzynkę (także folder ze spamem).',
          values: { email },
        })
      : i18n._({
          id: 'account.inbox.reset',
          message:
            'Jeśli adres {email} może otrzymać link do ustawienia nowego hasła, właśnie wysłaliśmy na niego wiadomość. Sprawdź skrzynkę (także folder ze spamem).',
          values: { email },
        });
  const next =
    flow === 'activation'
      ? linked(
          i18n._({
            id: 'account.inbox.activation-next',
            message:
              'Nie dostałeś wiadomości? <0>Wyślij link aktywacyjny ponownie</0> albo <1>ustaw nowe hasło</1>.',
          }),
          [anchor(`${base}/konto/aktywacja/ponownie`), anchor(`${base}/konto/haslo`)],
        )
      : linked(
          i18n._({
            id: 'account.inbox.reset-next',
            message:
              'Nie dostałeś wiadomości? Sprawdź, czy adres jest poprawny, i <0>poproś o nowy link</0>.',
          }),
          [anchor(`${base}/konto/haslo`)],
        );
  return accountPage(
    title(heading),
    `<h1>${escapeHtml(heading)}</h1>
${notice(sent)}
<p>${next}</p>
<p><a href="${loginLink(lang)}">${escapeHtml(i18n._({ id: 'account.go-to-login', message: 'Przejdź do logowania' }))}</a></p>`,
    lang,
  );
}

export function emailRequestPage(
  lang: PageLang,
  options: {
    heading: string;
    intro: string;
    action: string;
    button: string;
    email?: string;
    error?: Text;
    wait?: number;
  },
) {
  const { i18n } = lang;
  const hasError = Boolean(options.error || options.wait);
  return accountPage(
    title(hasError ? failed(lang, options.heading) : options.heading),
    `<h1>${escapeHtml(options.heading)}</h1>
${options.wait ? alert(tooManyRequests(lang, options.wait)) : errorSummary(lang, { email: options.error })}
<p>${escapeHtml(options.intro)}</p>
<form method="post" action="${options.action}" novalidate>
${input({ name: 'email', label: i18n._({ id: 'account.field.email', message: 'Adres e-mail' }), type: 'email', autocomplete: 'email', value: options.email, error: errorOf(lang, options.error) })}
<button type="submit">${escapeHtml(options.button)}</button>
</form>
<p><a href="${loginLink(lang)}">${escapeHtml(i18n._({ id: 'account.back-to-login', message: 'Wróć do logowania' }))}</a></p>`,
    lang,
  );
}

/** A link's confirmation step: the e-mail's link opens this page, its button uses the link (a POST). */
export function confirmLinkPage(
  lang: PageLang,
  options: { heading: string; text: string; action: string; token: string; button: string },
) {
  return accountPage(
    title(options.heading),
    `<h1>${escapeHtml(options.heading)}</h1><p>${escapeHtml(options.text)}</p>
<form method="post" action="${options.action}">${hidden('token', options.token)}<button type="submit">${escapeHtml(options.button)}</button></form>`,
    lang,
  );
}

export function messagePage(
  lang: PageLang,
  options: { heading: string; message: Text; ok: boolean; links?: string },
) {
  const message = say(lang, options.message);
  return accountPage(
    title(options.ok ? options.heading : failed(lang, options.heading)),
    `<h1>${escapeHtml(options.heading)}</h1>${options.ok ? notice(message) : alert(message)}
${options.links ?? ''}`,
    lang,
  );
}

export function resetPasswordPage(lang: PageLang, options: { token: string; error?: Text }) {
  const { i18n, base } = lang;
  const heading = i18n._({ id: 'account.reset.title', message: 'Nowe hasło' });
  const set = i18n._({ id: 'account.reset.heading', message: 'Ustaw nowe hasło' });
  return accountPage(
    title(options.error ? failed(lang, heading) : heading),
    `<h1>${escapeHtml(set)}</h1>
${errorSummary(lang, { password: options.error })}
<form method="post" action="${base}/konto/haslo/nowe" novalidate>
${hidden('token', options.token)}
${input({ name: 'password', label: i18n._({ id: 'account.field.new-password', message: 'Nowe hasło' }), type: 'password', autocomplete: 'new-password', hint: i18n._(PASSWORD_HINT), error: errorOf(lang, options.error) })}
<button type="submit">${escapeHtml(set)}</button>
</form>
<p>${escapeHtml(
      i18n._({
        id: 'account.reset.sessions-end',
        message: 'Po zmianie hasła wszystkie sesje konta zostaną zakończone.',
      }),
    )}</p>`,
    lang,
  );
}
