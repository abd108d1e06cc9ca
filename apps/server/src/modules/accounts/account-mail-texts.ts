import type { AccountMailContent } from '../mail/index.ts';

/** The texts of the account service's e-mails (decision 0033), Polish, one per kind. */

const notYou = 'Jeśli to nie Ty, zignoruj tę wiadomość.';

export function activationMail(url: string): { subject: string; content: AccountMailContent } {
  return {
    subject: 'Aktywuj konto w Bazie Konkurencyjności',
    content: {
      heading: 'Aktywuj konto',
      lines: [
        'Dziękujemy za rejestrację w Bazie Konkurencyjności.',
        'Aby móc się zalogować, aktywuj konto przyciskiem poniżej.',
      ],
      action: { label: 'Aktywuj konto', url },
      after: ['Link jest ważny przez 7 dni i można go użyć jeden raz.', notYou],
    },
  };
}

export function resetMail(url: string): { subject: string; content: AccountMailContent } {
  return {
    subject: 'Ustaw nowe hasło w Bazie Konkurencyjności',
    content: {
      heading: 'Ustaw nowe hasło',
      lines: ['Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta w Bazie Konkurencyjności.'],
      action: { label: 'Ustaw nowe hasło', url },
      after: [
        'Link jest ważny przez 1 godzinę i można go użyć jeden raz.',
        'Jeśli to nie Ty prosiłeś o nowe hasło, zignoruj tę wiadomość: dotychczasowe hasło pozostaje bez zmian.',
      ],
    },
  };
}

export function emailChangeMail(
  url: string,
  newEmail: string,
): { subject: string; content: AccountMailContent } {
  return {
    subject: 'Potwierdź nowy adres e-mail w Bazie Konkurencyjności',
    content: {
      heading: 'Potwierdź nowy adres e-mail',
      lines: [`Poproszono o zmianę adresu e-mail konta w Bazie Konkurencyjności na ${newEmail}.`],
      action: { label: 'Potwierdź adres e-mail', url },
      after: [
        'Link jest ważny przez 24 godziny i można go użyć jeden raz. Do potwierdzenia logujesz się dotychczasowym adresem.',
        notYou,
      ],
    },
  };
}

/**
 * To an address that another account asked to take while it is this account's (issue 44): nothing
 * changes and there is nothing to confirm; who asked is not said (the answer there was the usual one).
 */
export function emailInUseMail(resetUrl: string): { subject: string; content: AccountMailContent } {
  return {
    subject: 'Próba przypisania Twojego adresu e-mail do innego konta',
    content: {
      heading: 'Ktoś próbował użyć Twojego adresu e-mail',
      lines: [
        'Ktoś poprosił o zmianę adresu e-mail swojego konta w Bazie Konkurencyjności na ten adres. Ten adres należy już do Twojego konta, więc nie wysłaliśmy linku potwierdzającego. Nic się nie zmieniło.',
        'Jeśli to Ty chciałeś połączyć konta, zaloguj się na konto z tym adresem. Jeśli nie pamiętasz do niego hasła, ustaw nowe.',
      ],
      action: { label: 'Ustaw nowe hasło', url: resetUrl },
      after: ['Jeśli to nie Ty, zignoruj tę wiadomość: Twoje konto pozostaje bez zmian.'],
    },
  };
}

export function emailChangedMail(
  newEmail: string,
  panelUrl: string,
): { subject: string; content: AccountMailContent } {
  return {
    subject: 'Adres e-mail konta w Bazie Konkurencyjności został zmieniony',
    content: {
      heading: 'Adres e-mail został zmieniony',
      lines: [
        `Adres e-mail Twojego konta w Bazie Konkurencyjności zmieniono na ${newEmail}. Na ten adres nie będą już przychodzić wiadomości portalu.`,
      ],
      action: { label: 'Przejdź do konta', url: panelUrl },
      after: ['Jeśli to nie Ty zmieniłeś adres, niezwłocznie skontaktuj się z administratorem portalu.'],
    },
  };
}

export function passwordChangedMail(panelUrl: string): { subject: string; content: AccountMailContent } {
  return {
    subject: 'Hasło do konta w Bazie Konkurencyjności zostało zmienione',
    content: {
      heading: 'Hasło zostało zmienione',
      lines: [
        'Hasło do Twojego konta w Bazie Konkurencyjności zostało zmienione. Pozostałe sesje zostały zakończone.',
      ],
      action: { label: 'Przejdź do konta', url: panelUrl },
      after: [
        'Jeśli to nie Ty zmieniłeś hasło, ustaw nowe przez „Nie pamiętam hasła” na stronie logowania i skontaktuj się z administratorem portalu.',
      ],
    },
  };
}
