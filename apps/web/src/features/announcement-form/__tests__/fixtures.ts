import type { StoredContent } from '../announcement-api.ts';

/** A stored version as GET /api/announcements/{id}/compact returns it after `toPolish`. */
export function storedContent(overrides: Partial<StoredContent> = {}): StoredContent {
  return {
    tytul: 'Dostawa sprzętu komputerowego',
    hasProject: true,
    projekty: [1],
    projects: [{ id: 1, calyNumer: 'FENG.01.01-IP.02-0142/23', nazwa: 'Cyfrowa Gmina' }],
    enrollmentId: null,
    enrollment: null,
    contactPersonIds: [1],
    osobyDoKontaktu: [
      { id: 1, imie: 'Jan', nazwisko: 'Kowalski', numerTelefonu: null, email: 'jan.kowalski@bk.example' },
    ],
    zamowieniaUzupelniajace: null,
    warunkiZmianyUmowy: 'Zmiana terminu w razie siły wyższej.',
    czyDopuszczalnaOfertaCzesciowa: true,
    planowanyTerminPodpisaniaUmowy: '2027-03',
    zamowienia: [
      {
        id: 11,
        tytul: 'Komputery',
        czyWariantowe: false,
        szacunkowaWartosc: '150000,00',
        przedmiotyZamowienia: [
          {
            id: 12,
            kategoria: 1,
            categoryName: null,
            podkategoria: 5,
            subcategoryName: null,
            okresGwarancji: '24 miesiące',
            opis: 'Dostawa 20 komputerów.',
            kodyCPV: [{ id: 7, kod: '30213100-6', nazwa: 'Komputery przenośne' }],
            miejscaRealizacji: [
              {
                typ: 'address',
                kraj: 'PL',
                countryName: 'Polska',
                wojewodztwo: 'małopolskie',
                powiat: 'Kraków',
                gmina: 'Kraków',
                localityId: '0950463',
                miejscowosc: 'Kraków',
              },
            ],
            harmonogramy: [
              {
                id: 13,
                poczatekRealizacji: '2027-01-10',
                koniecRealizacji: '2027-02-28',
                opis: 'Dostawa',
                czyWystepujePlatnoscCzesciowa: true,
              },
            ],
            warunkiUdzialu: [{ id: 14, typeId: 2, typeName: null, opis: 'Doświadczenie w dostawach.' }],
          },
        ],
        kryteriaOceny: [{ id: 15, czyKryteriumCenowe: true, opis: 'Cena brutto - 100%' }],
      },
      {
        id: 16,
        tytul: 'Drukarki',
        czyWariantowe: true,
        szacunkowaWartosc: '20000,00',
        przedmiotyZamowienia: [],
        kryteriaOceny: [],
      },
    ],
    zalaczniki: [
      { id: 17, nazwa: 'Specyfikacja', fileId: 3, originVersionId: 40, plik: null },
      { id: 18, nazwa: 'Wzór umowy', fileId: 4, originVersionId: null, plik: null },
    ],
    advertiser: null,
    ...overrides,
  };
}
