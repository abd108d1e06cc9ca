import { announcementMessages } from '@bk/contracts/announcements/limits';
import { messages } from '@bk/contracts/common/messages';
import { offerMessages } from '@bk/contracts/offers/offers';
import { profileMessages } from '@bk/contracts/users/profile';
import { describe, expect, it } from 'vitest';
import { englishI18n, polishI18n } from '../../../lib/__tests__/polish-i18n.ts';
import { maxLengthText, sayMessage, validationTexts } from '../validation-texts.ts';

describe("the checks' messages in the page's language (issue 51)", () => {
  it('hold the contracts’ Polish texts word for word, each of them', () => {
    const polish = polishI18n();
    const said = validationTexts.map(([descriptor]) => polish._(descriptor)).sort();
    const contracts = [
      messages.required,
      messages.forbiddenCharacter,
      messages.formErrors,
      messages.serverError,
      messages.tooManyRequests,
      messages.unavailable,
      announcementMessages.budgetFormat,
      announcementMessages.budgetZero,
      announcementMessages.budgetTooLarge,
      offerMessages.priceTooLarge,
      offerMessages.notAccepting,
      profileMessages.nip,
      profileMessages.nipChecksum,
      profileMessages.pesel,
      profileMessages.peselChecksum,
      profileMessages.postcode,
      profileMessages.email,
      profileMessages.phone,
      profileMessages.localityUnknown,
      profileMessages.countryUnknown,
      profileMessages.abroadNumberType,
    ].sort();
    expect(said).toEqual(contracts);
  });

  it('say a check in English on an English page, and leave a Polish page as it is', () => {
    const english = englishI18n(['common']);
    expect(sayMessage(english, messages.required)).toBe('This field is required.');
    expect(sayMessage(english, messages.maxLength(2000))).toBe(
      'This field can have at most 2,000 characters.',
    );
    expect(sayMessage(english, messages.maxLength(1))).toBe('This field can have at most 1 character.');
    expect(sayMessage(english, 'Komunikat spoza listy.')).toBe('Komunikat spoza listy.');
    expect(sayMessage(polishI18n(), messages.required)).toBe(messages.required);
    const polish = polishI18n();
    for (const [descriptor] of validationTexts) {
      const text = polish._(descriptor);
      expect(sayMessage(english, text), text).not.toMatch(/[ąćęłńóśźż]/);
    }
  });

  it('count characters in Polish as the contracts do', () => {
    const polish = polishI18n();
    const said = (n: number) => polish._({ ...maxLengthText, values: { count: n } });
    for (const n of [1, 2, 5, 22, 100, 2000]) expect(said(n)).toBe(messages.maxLength(n));
  });
});
