import { announcementMessages } from '@bk/contracts/announcements/limits';
import { messages, serverMessageTranslations } from '@bk/contracts/common/messages';
import { countOf, nouns } from '@bk/contracts/common/plural';
import { fileMessages } from '@bk/contracts/files/messages';
import { resumableMessages } from '@bk/contracts/files/resumable';
import { offerMessages } from '@bk/contracts/offers/offers';
import { questionMessages } from '@bk/contracts/questions/questions';
import { profileMessages } from '@bk/contracts/users/profile';
import { describe, expect, it } from 'vitest';
import { englishI18n, polishI18n } from '../../../lib/__tests__/polish-i18n.ts';
import { patternedRefusals, refusalTexts } from '../refusal-texts.ts';
import { maxCountText, maxLengthText, sayMessage, validationTexts } from '../validation-texts.ts';

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

describe("the server's refusals on the bidder's side in the page's language (issue 51)", () => {
  const file = 'kosztorys „nowy” (2).pdf';
  const patternedContracts = [
    resumableMessages.unfinished(file),
    fileMessages.blockedExtension(file),
    fileMessages.executable(file),
    fileMessages.contentMismatch(file, 'pdf'),
  ];

  it('hold the contracts’ Polish texts word for word, each of them', () => {
    const polish = polishI18n();
    expect(refusalTexts.map((descriptor) => polish._(descriptor)).sort()).toEqual(
      [
        offerMessages.ownAnnouncement,
        offerMessages.alreadyExists,
        offerMessages.wrongStatus,
        offerMessages.partMissing,
        offerMessages.noPart,
        offerMessages.unknownPart,
        offerMessages.variantRequired,
        offerMessages.tooManyVariants,
        offerMessages.variantsNotAllowed,
        offerMessages.tooManyAttachments,
        offerMessages.notFound,
        offerMessages.noReceipt,
        offerMessages.announcementMismatch,
        questionMessages.notAccepting,
        questionMessages.ownAnnouncement,
        questionMessages.notFound,
        fileMessages.tooLarge,
        fileMessages.networkFailure,
        serverMessageTranslations[fileMessages.emptyFileServer] as string,
        fileMessages.downloadFailed,
        fileMessages.unexpected,
        fileMessages.notAdded,
        fileMessages.added,
        resumableMessages.resuming,
        resumableMessages.missing,
        resumableMessages.locked,
        resumableMessages.checking,
      ].sort(),
    );
    const values = { file, extension: 'pdf', names: file };
    expect(patternedRefusals.map((descriptor) => polish._({ ...descriptor, values }))).toEqual(
      patternedContracts,
    );
  });

  it('say each in English on an English page, a file’s name kept as it was', () => {
    const english = englishI18n(['common', 'bidder']);
    for (const descriptor of refusalTexts) {
      const text = polishI18n()._(descriptor);
      expect(sayMessage(english, text), text).not.toMatch(/[ąćęłńóśźż]/);
      expect(sayMessage(english, text)).not.toBe(text);
    }
    for (const text of patternedContracts) {
      const said = sayMessage(english, text);
      expect(said).toContain(file);
      expect(said.replace(file, '')).not.toMatch(/[ąćęłńóśźż]/);
    }
    expect(sayMessage(english, fileMessages.contentMismatch('a.pdf', 'pdf'))).toContain('extension pdf');
    expect(sayMessage(polishI18n(), fileMessages.executable(file))).toBe(fileMessages.executable(file));
  });

  it('count the files an attachment list takes in Polish as the contracts do', () => {
    const polish = polishI18n();
    for (const max of [1, 2, 5, 20, 22])
      expect(polish._({ ...maxCountText, values: { max } })).toBe(
        `Możesz załączyć maksymalnie ${countOf(max, nouns.files)}.`,
      );
  });
});
