import type { AccountMailContent } from '../mail/index.ts';
import type { PageLang } from './account-language.ts';

/**
 * The texts of the account service's e-mails (decision 0033), one per kind, in the account's language
 * (issue 51, decision 0056).
 */
type Mail = { subject: string; content: AccountMailContent };

const notYou = (lang: PageLang) =>
  lang.i18n._({ id: 'account.mail.not-you', message: 'Jeśli to nie Ty, zignoruj tę wiadomość.' });

export function activationMail(lang: PageLang, url: string): Mail {
  const { i18n } = lang;
  return {
    subject: i18n._({
      id: 'account.mail.activation.subject',
      message: 'Aktywuj konto w Bazie Konkurencyjności',
    }),
    content: {
      heading: i18n._({ id: 'account.mail.activation.heading', message: 'Aktywuj konto' }),
      lines: [
        i18n._({
          id: 'account.mail.activation.thanks',
          message: 'Dziękujemy za rejestrację w Bazie Konkurencyjności.',
        }),
        i18n._({
          id: 'account.mail.activation.how',
          message: 'Aby móc się zalogować, aktywuj konto przyciskiem poniżej.',
        }),
      ],
      action: { label: i18n._({ id: 'account.activation.button', message: 'Aktywuj konto' }), url },
      after: [
        i18n._({
          id: 'account.mail.activation.valid',
          message: 'Link jest ważny przez 7 dni i można go użyć jeden raz.',
        }),
        notYou(lang),
      ],
    },
  };
}

export function resetMail(lang: PageLang, url: string): Mail {
  const { i18n } = lang;
  const set = i18n._({ id: 'account.reset.heading', message: 'Ustaw nowe hasło' });
  return {
    subject: i18n._({
      id: 'account.mail.reset.subject',
      message: 'Ustaw nowe hasło w Bazie Konkurencyjności',
    }),
    content: {
      heading: set,
      lines: [
        i18n._({
          id: 'account.mail.reset.asked',
          message: 'Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta w Bazie Konkurencyjności.',
        }),
      ],
      action: { label: set, url },
      after: [
        i18n._({
          id: 'account.mail.reset.valid',
          message: 'Link jest ważny przez 1 godzinę i można go użyć jeden raz.',
        }),
        i18n._({
          id: 'account.mail.reset.not-you',
          message:
            'Jeśli to nie Ty prosiłeś o nowe hasło, zignoruj tę wiadomość: dotychczasowe hasło pozostaje bez zmian.',
        }),
      ],
    },
  };
}

export function emailChangeMail(lang: PageLang, url: string, newEmail: string): Mail {
  const { i18n } = lang;
  return {
    subject: i18n._({
      id: 'account.mail.email-change.subject',
      message: 'Potwierdź nowy adres e-mail w Bazie Konkurencyjności',
    }),
    content: {
      heading: i18n._({ id: 'account.mail.email-change.heading', message: 'Potwierdź nowy adres e-mail' }),
      lines: [
        i18n._({
          id: 'account.mail.email-change.asked',
          message: 'Poproszono o zmianę adresu e-mail konta w Bazie Konkurencyjności na {email}.',
          values: { email: newEmail },
        }),
      ],
      action: {
        label: i18n._({ id: 'account.mail.email-change.button', message: 'Potwierdź adres e-mail' }),
        url,
      },
      after: [
        i18n._({
          id: 'account.mail.email-change.valid',
          message:
            'Link jest ważny przez 24 godziny i można go użyć jeden raz. Do potwierdzenia logujesz się dotychczasowym adresem.',
        }),
        notYou(lang),
      ],
    },
  };
}

/**
 * To an address that another account asked to take while it is this account's (issue 44): nothing
 * changes and there is nothing to confirm; who asked is not said (the answer there was the usual one).
 */
export function emailInUseMail(lang: PageLang, resetUrl: string): Mail {
  const { i18n } = lang;
  return {
    subject: i18n._({
      id: 'account.mail.in-use.subject',
      message: 'Próba przypisania Twojego adresu e-mail do innego konta',
    }),
    content: {
      heading: i18n._({
        id: 'account.mail.in-use.heading',
        message: 'Ktoś próbował użyć Twojego adresu e-mail',
      }),
      lines: [
        i18n._({
          id: 'account.mail.in-use.what',
          message:
            'Ktoś poprosił o zmianę adresu e-mail swojego konta w Bazie Konkurencyjności na ten adres. Ten adres należy już do Twojego konta, więc nie wysłaliśmy linku potwierdzającego. Nic się nie zmieniło.',
        }),
        i18n._({
          id: 'account.mail.in-use.if-you',
          message:
            'Jeśli to Ty chciałeś połączyć konta, zaloguj się na konto z tym adresem. Jeśli nie pamiętasz do niego hasła, ustaw nowe.',
        }),
      ],
      action: { label: i18n._({ id: 'account.reset.heading', message: 'Ustaw nowe hasło' }), url: resetUrl },
      after: [
        i18n._({
          id: 'account.mail.in-use.not-you',
          message: 'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje konto pozostaje bez zmian.',
        }),
      ],
    },
  };
}

export function emailChangedMail(lang: PageLang, newEmail: string, panelUrl: string): Mail {
  const { i18n } = lang;
  return {
    subject: i18n._({
      id: 'account.mail.email-changed.subject',
      message: 'Adres e-mail konta w Bazie Konkurencyjności został zmieniony',
    }),
    content: {
      heading: i18n._({ id: 'account.mail.email-changed.heading', message: 'Adres e-mail został zmieniony' }),
      lines: [
        i18n._({
          id: 'account.mail.email-changed.what',
          message:
            'Adres e-mail Twojego konta w Bazie Konkurencyjności zmieniono na {email}. Na ten adres nie będą już przychodzić wiadomości portalu.',
          values: { email: newEmail },
        }),
      ],
      action: { label: i18n._({ id: 'account.go-to-account', message: 'Przejdź do konta' }), url: panelUrl },
      after: [
        i18n._({
          id: 'account.mail.email-changed.not-you',
          message: 'Jeśli to nie Ty zmieniłeś adres, niezwłocznie skontaktuj się z administratorem portalu.',
        }),
      ],
    },
  };
}

export function passwordChangedMail(lang: PageLang, panelUrl: string): Mail {
  const { i18n } = lang;
  return {
    subject: i18n._({
      id: 'account.mail.password-changed.subject',
      message: 'Hasło do konta w Bazie Konkurencyjności zostało zmienione',
    }),
    content: {
      heading: i18n._({ id: 'account.mail.password-changed.heading', message: 'Hasło zostało zmienione' }),
      lines: [
        i18n._({
          id: 'account.mail.password-changed.what',
          message:
            'Hasło do Twojego konta w Bazie Konkurencyjności zostało zmienione. Pozostałe sesje zostały zakończone.',
        }),
      ],
      action: { label: i18n._({ id: 'account.go-to-account', message: 'Przejdź do konta' }), url: panelUrl },
      after: [
        i18n._({
          id: 'account.mail.password-changed.not-you',
          message:
            'Jeśli to nie Ty zmieniłeś hasło, ustaw nowe przez „Nie pamiętam hasła” na stronie logowania i skontaktuj się z administratorem portalu.',
        }),
      ],
    },
  };
}
