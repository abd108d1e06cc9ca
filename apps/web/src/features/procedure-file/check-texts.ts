import type { ProcedureFileTexts } from '@bk/contracts/audit/procedure-file';
import type { ProofTexts } from '@bk/contracts/audit/procedure-proofs';
import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * The procedure file check's texts in the page's language (issue 51): the same check as the command
 * line's (`npm run audit:verify-file`), which says the contracts' Polish texts; each is here with its
 * message in the catalogue, whose Polish source is the contract's text word for word (a unit test holds
 * them), so a Polish page says exactly what the command line says and an English page says it in English.
 */
export function procedureFileTextsIn(i18n: I18n): ProcedureFileTexts {
  return {
    ok: i18n._({ id: 'verification.check.ok', message: 'Plik zgodny' }),
    failed: i18n._({ id: 'verification.check.failed', message: 'Plik niezgodny' }),
    notZip: i18n._({ id: 'verification.not-zip', message: 'To nie jest archiwum ZIP teczki postępowania.' }),
    manifestMissing: i18n._({
      id: 'verification.check.manifest-missing',
      message: 'Brak pliku manifest.json: nie wiadomo, co powinna zawierać teczka.',
    }),
    manifestInvalid: i18n._({
      id: 'verification.check.manifest-invalid',
      message: 'Plik manifest.json jest nieczytelny albo ma nieznany format.',
    }),
    manifestOk: (n) =>
      i18n._({
        id: 'verification.check.manifest-ok',
        message: 'Manifest wymienia {n} plików.',
        values: { n },
      }),
    fileOk: i18n._({ id: 'verification.check.file-ok', message: 'Zgodny z manifestem (SHA-256 i rozmiar).' }),
    fileMissing: i18n._({
      id: 'verification.check.file-missing',
      message: 'Plik wymieniony w manifeście nie występuje w archiwum.',
    }),
    fileSize: (expected, actual) =>
      i18n._({
        id: 'verification.check.file-size',
        message: 'Rozmiar {actual} B zamiast {expected} B zapisanych w manifeście.',
        values: { expected, actual },
      }),
    fileDigest: i18n._({
      id: 'verification.check.file-digest',
      message: 'Skrót SHA-256 różni się od zapisanego w manifeście: plik zmieniono.',
    }),
    unlisted: i18n._({
      id: 'verification.check.unlisted',
      message: 'Plik nie jest wymieniony w manifeście: dodano go do teczki.',
    }),
    requiredMissing: i18n._({
      id: 'verification.check.required-missing',
      message: 'Brak pliku, który musi być w każdej teczce: usunięto go.',
    }),
    duplicate: i18n._({
      id: 'verification.check.duplicate',
      message: 'Plik występuje w manifeście więcej niż raz.',
    }),
    eventsMissing: i18n._({
      id: 'verification.check.events-missing',
      message: 'Brak pliku zdarzenia.json ze zdarzeniami postępowania.',
    }),
    eventsInvalid: i18n._({
      id: 'verification.check.events-invalid',
      message: 'Plik zdarzenia.json jest nieczytelny.',
    }),
    eventsOk: (n) =>
      i18n._({ id: 'verification.check.events-ok', message: 'Zdarzeń postępowania: {n}.', values: { n } }),
    digestOk: (eventId) =>
      i18n._({
        id: 'verification.check.digest-ok',
        message: 'Skrót dokumentu zgodny ze zdarzeniem nr {eventId}.',
        values: { eventId },
      }),
    digestMismatch: (eventId) =>
      i18n._({
        id: 'verification.check.digest-mismatch',
        message:
          'Skrót dokumentu różni się od skrótu w zdarzeniu nr {eventId}: dokument podmieniono lub zmieniono.',
        values: { eventId },
      }),
    digestAbsent: (eventId) =>
      i18n._({
        id: 'verification.check.digest-absent',
        message:
          'Zdarzenie nr {eventId} nie zawiera skrótu dokumentu (zapisane przed jego wprowadzeniem): nie sprawdzono.',
        values: { eventId },
      }),
    noEvent: i18n._({
      id: 'verification.check.no-event',
      message: 'Brak zdarzenia, które poświadcza ten dokument.',
    }),
    documentMissing: (eventId) =>
      i18n._({
        id: 'verification.check.document-missing',
        message: 'Zdarzenie nr {eventId} poświadcza dokument, którego brak w teczce: usunięto go.',
        values: { eventId },
      }),
    offerFileUnknown: i18n._({
      id: 'verification.check.offer-file-unknown',
      message: 'Pliku oferty nie ma w potwierdzeniu złożenia oferty.',
    }),
    offerFileMissing: (name) =>
      i18n._({
        id: 'verification.check.offer-file-missing',
        message: 'Brak pliku oferty „{name}” wymienionego w potwierdzeniu.',
        values: { name },
      }),
    offerFilesOk: i18n._({
      id: 'verification.check.offer-files-ok',
      message: 'Pliki oferty zgodne z potwierdzeniem złożenia.',
    }),
    offersMissing: i18n._({
      id: 'verification.check.offers-missing',
      message: 'Postępowanie rozstrzygnięto, a teczka nie zawiera ofert.',
    }),
  };
}

/** The signatures' and proofs' texts (procedure-proofs.ts) in the page's language. */
export function proofTextsIn(i18n: I18n): ProofTexts {
  return {
    missing: i18n._({
      id: 'verification.proof.missing',
      message:
        'Brak pliku dowody.json z podpisem teczki i dowodami włączenia zdarzeń do dziennika: usunięto go.',
    }),
    invalid: i18n._({
      id: 'verification.proof.invalid',
      message: 'Plik dowody.json jest nieczytelny albo ma nieznany format.',
    }),
    keyId: i18n._({
      id: 'verification.proof.key-id',
      message: 'Identyfikator klucza nie odpowiada kluczowi publicznemu w dowody.json.',
    }),
    keyUntrusted: (keyId) =>
      i18n._({
        id: 'verification.proof.key-untrusted',
        message: 'Klucz {keyId} nie jest kluczem publicznym portalu: teczkę podpisał ktoś inny.',
        values: { keyId },
      }),
    keyTrusted: (keyId) =>
      i18n._({
        id: 'verification.proof.key-trusted',
        message: 'Podpisana kluczem portalu {keyId}.',
        values: { keyId },
      }),
    keyUnchecked: (keyId) =>
      i18n._({
        id: 'verification.proof.key-unchecked',
        message:
          'Podpisana kluczem {keyId}: porównaj go z kluczem publicznym opublikowanym przez portal (/api/audit/heads).',
        values: { keyId },
      }),
    manifestSigned: i18n._({
      id: 'verification.proof.manifest-signed',
      message: 'Podpis manifestu zgodny: żadnego pliku nie dodano, nie usunięto ani nie zmieniono.',
    }),
    manifestForged: i18n._({
      id: 'verification.proof.manifest-forged',
      message: 'Podpis manifestu nie zgadza się: manifest zmieniono po zbudowaniu teczki.',
    }),
    headSigned: (size, at) =>
      i18n._({
        id: 'verification.proof.head-signed',
        message: 'Podpisany stan dziennika: {size} wpisów, {at}.',
        values: { size, at },
      }),
    headForged: i18n._({
      id: 'verification.proof.head-forged',
      message: 'Podpis stanu dziennika nie zgadza się: stan zmieniono.',
    }),
    eventsIncluded: (n) =>
      i18n._({
        id: 'verification.proof.events-included',
        message: 'Wszystkie zdarzenia ({n}) są, bez zmian, w podpisanym dzienniku portalu.',
        values: { n },
      }),
    eventNotIncluded: (id) =>
      i18n._({
        id: 'verification.proof.event-not-included',
        message: 'Zdarzenie nr {id} nie zgadza się z podpisanym dziennikiem: zmieniono je albo dopisano.',
        values: { id },
      }),
    eventWithoutProof: (id) =>
      i18n._({
        id: 'verification.proof.event-without-proof',
        message: 'Zdarzenie nr {id} nie ma dowodu włączenia do dziennika.',
        values: { id },
      }),
    proofWithoutEvent: (id) =>
      i18n._({
        id: 'verification.proof.proof-without-event',
        message: 'Dowód dotyczy zdarzenia nr {id}, którego brak w zdarzenia.json: zdarzenie usunięto.',
        values: { id },
      }),
  };
}

/**
 * A receipt check's reasons (receipt.ts's `receiptMessages`), their Polish source the contract's word for
 * word (a unit test holds them).
 */
export const receiptReasons: MessageDescriptor[] = [
  /*i18n*/ { id: 'verification.receipt-reason.not-json', message: 'Plik nie jest dokumentem JSON.' },
  /*i18n*/ {
    id: 'verification.receipt-reason.malformed',
    message: 'To nie jest potwierdzenie złożenia oferty w formacie bk-receipt/v1.',
  },
  /*i18n*/ {
    id: 'verification.receipt-reason.untrusted-key',
    message: 'Potwierdzenie podpisano kluczem, którego nie ma wśród zaufanych kluczy portalu.',
  },
  /*i18n*/ {
    id: 'verification.receipt-reason.key-id',
    message: 'Identyfikator klucza nie odpowiada zaufanemu kluczowi publicznemu.',
  },
  /*i18n*/ {
    id: 'verification.receipt-reason.public-key',
    message: 'Klucz publiczny zapisany w potwierdzeniu różni się od zaufanego klucza portalu.',
  },
  /*i18n*/ {
    id: 'verification.receipt-reason.signature',
    message:
      'Podpis nie zgadza się z treścią potwierdzenia: potwierdzenie zmieniono po podpisaniu albo nie podpisał go portal.',
  },
];

/** A receipt check's reason, as the check said it (in Polish), in the page's language. */
export function receiptReasonIn(i18n: I18n, reason: string): string {
  const descriptor = receiptReasons.find((d) => d.message === reason);
  return descriptor ? i18n._(descriptor) : reason;
}
