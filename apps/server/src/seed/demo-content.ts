import { addDays, warsawDate, warsawInstant } from '@bk/contracts/common/warsaw-time';
import { type HelpScreen, slugOf } from '@bk/contracts/content/content';
import type { RichBlock, RichContent } from '@bk/contracts/content/rich-content';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * The site's demo content (issue 19): a help tree of three levels with a help for every screen, the
 * terms, the cookie notice, two statements (one on the yellow stripe) and the home page's three boxes.
 * Written for this portal, in Polish.
 */

let blockKey = 0;
const block = (text: string, type: RichBlock['type'] = 'unstyled', depth = 0): RichBlock => ({
  key: `d${++blockKey}`,
  text,
  type,
  depth,
  inline_style_ranges: [],
  entity_ranges: [],
});

/** Paragraphs; a line starting with '- ' is a bullet, '1. ' a numbered item, '> ' a quote. */
function rich(...lines: string[]): RichContent {
  return {
    blocks: lines.map((line) => {
      if (line.startsWith('- ')) return block(line.slice(2), 'unordered-list-item');
      if (/^\d+\. /.test(line)) return block(line.replace(/^\d+\. /, ''), 'ordered-list-item');
      if (line.startsWith('> ')) return block(line.slice(2), 'blockquote');
      return block(line);
    }),
    entity_map: {},
  };
}

/** A paragraph whose `phrase` is bold, and a link on `linkText` (the entity 0). */
function withLink(text: string, linkText: string, url: string, bold?: string): RichContent {
  const b = block(text);
  const at = text.indexOf(linkText);
  b.entity_ranges = [{ offset: at, length: linkText.length, key: 0 }];
  if (bold) b.inline_style_ranges = [{ offset: text.indexOf(bold), length: bold.length, style: 'BOLD' }];
  return { blocks: [b], entity_map: { '0': { type: 'LINK', data: { url, target: '_self' } } } };
}

type HelpSeed = {
  heading: string;
  content: RichContent;
  children?: HelpSeed[];
  screen?: HelpScreen;
};

const generalHelp: HelpSeed = {
  heading: 'Pomoc Bazy Konkurencyjności',
  content: rich(
    'Baza Konkurencyjności służy do publikowania ogłoszeń o zamówieniach udzielanych przez beneficjentów funduszy europejskich oraz do składania na nie ofert.',
    'W tej pomocy znajdziesz opis najważniejszych czynności: wyszukiwania ogłoszeń, składania ofert, publikowania ogłoszeń i ich rozstrzygania.',
  ),
  children: [
    {
      heading: 'Dla oferentów',
      content: rich(
        'Oferent to osoba lub firma, która szuka zamówień i składa na nie oferty. Do przeglądania ogłoszeń nie trzeba się logować; do złożenia oferty, zadania pytania i korzystania z newslettera potrzebne jest konto.',
      ),
      children: [
        {
          heading: 'Jak wyszukać ogłoszenie',
          content: rich(
            'Wpisz w wyszukiwarce słowa opisujące zamówienie, na przykład „dostawa komputerów”. Wyszukiwarka uwzględnia odmianę polskich słów.',
            'Wyniki możesz zawęzić filtrami:',
            '- kategorią i podkategorią zamówienia,',
            '- kodem CPV,',
            '- miejscem realizacji,',
            '- terminem składania ofert.',
          ),
        },
        {
          heading: 'Jak złożyć ofertę',
          content: rich(
            '1. Uzupełnij dane podmiotu w swoim profilu (nazwa, NIP, adres).',
            '2. Otwórz ogłoszenie i przejdź do zakładki Oferty.',
            '3. Wybierz „Utwórz ofertę”, podaj cenę brutto dla każdej części i dodaj załączniki.',
            '4. Wybierz „Złóż ofertę”. Do terminu składania ofert możesz ofertę wycofać i złożyć ponownie.',
            '> Oferty są niejawne: ogłoszeniodawca zobaczy je dopiero po upływie terminu składania ofert.',
          ),
        },
        {
          heading: 'Pytania do ogłoszenia',
          content: rich(
            'Pytania można zadawać w zakładce Pytania do upływu terminu składania ofert. Odpowiedzi ogłoszeniodawcy są widoczne dla wszystkich, bez podawania autora pytania.',
          ),
        },
      ],
    },
    {
      heading: 'Dla ogłoszeniodawców',
      content: rich(
        'Ogłoszeniodawca to beneficjent funduszy europejskich, który udziela zamówienia w trybie zasady konkurencyjności.',
      ),
      children: [
        {
          heading: 'Jak opublikować ogłoszenie',
          content: rich(
            'Ogłoszenie wypełnia się w pięciu krokach: dane podstawowe, przedmiot zamówienia, warunki udziału, kryteria oceny i załączniki.',
            'Przed publikacją sprawdź podsumowanie. Po publikacji każda zmiana tworzy nową wersję ogłoszenia widoczną dla oferentów.',
          ),
        },
        {
          heading: 'Rozstrzygnięcie postępowania',
          content: rich(
            'Po upływie terminu składania ofert w zakładce Oferty pojawia się przycisk „Dodaj rozstrzygnięcie”.',
            '- Dodaj oferty, które wpłynęły inną drogą (np. pocztą).',
            '- Odrzuć oferty niespełniające warunków.',
            '- Wybierz najkorzystniejszą ofertę w każdej części albo zaznacz, że nie wybrano żadnej.',
            '- Załącz protokół z postępowania i opublikuj rozstrzygnięcie.',
          ),
        },
      ],
    },
    {
      heading: 'Konto i logowanie',
      content: withLink(
        'Dane konta i dane podmiotu zmienisz w swoim profilu. Zasady korzystania z portalu opisuje regulamin.',
        'regulamin',
        '/regulamin',
        'profilu',
      ),
    },
  ],
};

const screenHelps: Record<HelpScreen, HelpSeed> = {
  homePage: {
    heading: 'Strona główna',
    content: rich(
      'Na stronie głównej wyszukasz ogłoszenia, zapiszesz się do newslettera i dodasz ogłoszenie.',
    ),
  },
  projectsList: {
    heading: 'Projekty i nabory',
    content: rich(
      'Ogłoszenie wiąże się z projektem albo naborem. Dodaj tu projekty, w ramach których udzielasz zamówień.',
    ),
  },
  announcementsList: {
    heading: 'Lista ogłoszeń',
    content: rich(
      'Lista pokazuje Twoje ogłoszenia we wszystkich statusach. Użyj filtrów, aby zawęzić listę.',
    ),
  },
  newsletterSettings: {
    heading: 'Ustawienia newslettera',
    content: rich(
      'Zapisz filtry, a codziennie otrzymasz listę nowych ogłoszeń, które do nich pasują. Możesz zapisać do 20 filtrów.',
    ),
  },
  favourites: {
    heading: 'Ulubione ogłoszenia',
    content: rich('Dodaj ogłoszenie do ulubionych, aby śledzić jego zmiany i pytania.'),
  },
  announcementFormStep1: {
    heading: 'Przedmiot ogłoszenia',
    content: rich(
      'Wskaż projekt albo nabór, podaj tytuł ogłoszenia i osoby do kontaktu. Zdecyduj, czy dopuszczasz oferty częściowe.',
    ),
  },
  announcementFormStep2: {
    heading: 'Terminy',
    content: rich(
      'Podaj planowany termin podpisania umowy. Termin składania ofert wybierzesz przy publikacji.',
    ),
  },
  announcementFormStep3: {
    heading: 'Warunki',
    content: rich('Opisz zamówienia uzupełniające i warunki zmiany umowy.'),
  },
  announcementFormStep4: {
    heading: 'Części i kryteria',
    content: rich(
      'Podziel zamówienie na części, podaj kody CPV, miejsca realizacji, warunki udziału i kryteria oceny ofert.',
    ),
  },
  announcementFormStep5: {
    heading: 'Pozostałe',
    content: rich('Sprawdź dane ogłoszeniodawcy, które zostaną opublikowane, i podsumowanie ogłoszenia.'),
  },
  announcementFormStep6: {
    heading: 'Załączniki',
    content: rich('Dodaj załączniki do ogłoszenia, na przykład opis przedmiotu zamówienia i wzór umowy.'),
  },
};

/** A demo help's own columns, general or a screen's: published now, by the administrator. */
function helpColumns(seed: HelpSeed, userId: number | null, now: Date) {
  return {
    heading: seed.heading,
    slug: slugOf(seed.heading),
    content: JSON.stringify(seed.content),
    publication_date: now,
    created_at: now,
    created_by: userId,
  };
}

async function insertHelpTree(
  trx: Transaction<DB>,
  seed: HelpSeed,
  parentId: number | null,
  userId: number | null,
  now: Date,
): Promise<void> {
  const { id } = await trx
    .insertInto('help_articles')
    .values({
      type: 'general',
      parent_id: parentId,
      screen: null,
      ...helpColumns(seed, userId, now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const child of seed.children ?? []) await insertHelpTree(trx, child, id, userId, now);
}

export async function seedDemoContent(trx: Transaction<DB>, now: Date): Promise<void> {
  const admin = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@bk.example')
    .executeTakeFirst();
  const userId = admin?.id ?? null;
  await insertHelpTree(trx, generalHelp, null, userId, now);
  // Two general helps name each other's neighbours as related reading.
  const byHeading = async (heading: string) =>
    (
      await trx
        .selectFrom('help_articles')
        .select('id')
        .where('heading', '=', heading)
        .executeTakeFirstOrThrow()
    ).id;
  const offer = await byHeading('Jak złożyć ofertę');
  await trx
    .insertInto('help_related')
    .values([
      { help_id: offer, related_id: await byHeading('Pytania do ogłoszenia'), position: 0 },
      { help_id: offer, related_id: await byHeading('Jak wyszukać ogłoszenie'), position: 1 },
    ])
    .execute();
  for (const [screen, seed] of Object.entries(screenHelps))
    await trx
      .insertInto('help_articles')
      .values({
        type: 'screen',
        parent_id: null,
        screen,
        ...helpColumns(seed, userId, now),
      })
      .execute();

  const today = warsawDate(now);
  await trx
    .insertInto('terms_versions')
    .values({
      content: JSON.stringify(
        rich(
          '§ 1. Postanowienia ogólne',
          '1. Regulamin określa zasady korzystania z Bazy Konkurencyjności, portalu służącego do publikowania ogłoszeń o zamówieniach udzielanych w trybie zasady konkurencyjności oraz do składania ofert.',
          '2. Korzystanie z portalu jest bezpłatne.',
          '§ 2. Konto użytkownika',
          '1. Przeglądanie ogłoszeń nie wymaga konta. Publikowanie ogłoszeń, składanie ofert i zadawanie pytań wymaga zalogowania.',
          '2. Użytkownik odpowiada za prawdziwość danych podmiotu podanych w profilu.',
          '§ 3. Oferty',
          '1. Oferta złożona w portalu pozostaje niejawna do upływu terminu składania ofert.',
          '2. Oferent może wycofać ofertę przed upływem terminu składania ofert.',
          '§ 4. Postanowienia końcowe',
          '1. Zmiany regulaminu są publikowane w portalu z podaniem daty wejścia w życie.',
        ),
      ),
      publication_date: warsawInstant(addDays(today, -30)),
      created_at: now,
      created_by: userId,
    })
    .execute();
  await trx
    .insertInto('cookie_notice')
    .values({
      id: 1,
      content: JSON.stringify(
        rich(
          'Portal używa wyłącznie niezbędnych plików cookies: do utrzymania sesji zalogowanego użytkownika i do zapamiętania, że ta informacja została zamknięta. Nie używamy plików cookies reklamowych ani analitycznych.',
        ),
      ),
      publication_date: now,
      created_at: now,
      created_by: userId,
    })
    .execute();
  await trx
    .insertInto('statements')
    .values([
      {
        heading: 'Przerwa techniczna w nocy z soboty na niedzielę',
        slug: slugOf('Przerwa techniczna w nocy z soboty na niedzielę'),
        content: JSON.stringify(
          rich(
            'W nocy z soboty na niedzielę, w godzinach 23:00–2:00, portal może działać z przerwami. Terminy składania ofert przypadające w tym czasie nie ulegają zmianie.',
          ),
        ),
        yellow_stripe: true,
        active: true,
        no_expiry: false,
        expiry_date: addDays(today, 14),
        publication_date: now,
        created_at: now,
        created_by: userId,
      },
      {
        heading: 'Nowa wersja Bazy Konkurencyjności',
        slug: slugOf('Nowa wersja Bazy Konkurencyjności'),
        content: JSON.stringify(
          rich(
            'Udostępniliśmy nową wersję portalu. Najważniejsze zmiany:',
            '- szybsza wyszukiwarka ogłoszeń z odmianą polskich słów,',
            '- rozstrzygnięcie postępowania z protokołem,',
            '- pytania i odpowiedzi do ogłoszeń w osobnej zakładce.',
          ),
        ),
        yellow_stripe: false,
        active: true,
        no_expiry: true,
        expiry_date: null,
        publication_date: new Date(now.getTime() - 86_400_000),
        created_at: now,
        created_by: userId,
      },
    ])
    .execute();
  const boxes: Record<string, { heading: string; content: RichContent }> = {
    homepage_box1: {
      heading: 'Zasada konkurencyjności',
      content: rich(
        'Beneficjenci funduszy europejskich udzielają zamówień w trybie zasady konkurencyjności, publikując ogłoszenia w Bazie Konkurencyjności.',
      ),
    },
    homepage_box2: {
      heading: 'Pierwsze kroki oferenta',
      content: rich('Załóż konto, uzupełnij dane podmiotu w profilu i zapisz filtry newslettera.'),
    },
    homepage_box3: {
      heading: 'Potrzebujesz pomocy?',
      content: withLink('Odpowiedzi na najczęstsze pytania znajdziesz w pomocy.', 'pomocy', '/pomoc'),
    },
  };
  for (const [placement, box] of Object.entries(boxes))
    await trx
      .updateTable('general_contents')
      .set({
        heading: box.heading,
        content: JSON.stringify(box.content),
        modified_at: now,
        modified_by: userId,
      })
      .where('placement', '=', placement)
      .execute();
}
