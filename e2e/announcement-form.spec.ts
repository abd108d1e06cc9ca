import {
  checkButton,
  compact,
  dayAhead,
  daysUntil,
  dragByKeyboard,
  expectFieldError,
  fillItem,
  item,
  openStep,
  part,
  SHOTS,
  stepsMenu,
  warsawDay,
} from './support/announcement-form.ts';
import { accounts, expectAccessible, signIn } from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { expect, test } from './support/test.ts';

const required = 'To pole jest wymagane.';

test('an advertiser builds a two-part announcement, saves it and schedules its publication', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await signIn(page, accounts.advertiser.email);
  await page.goto('/ogloszenia/nowe');
  await expect(page.getByRole('heading', { level: 1, name: 'Nowe ogłoszenie' })).toBeVisible();
  await expect(page).toHaveTitle('Baza Konkurencyjności - nowe ogłoszenie');
  await expect(stepsMenu(page).getByRole('link', { name: 'Przedmiot' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByRole('progressbar', { name: 'Krok 1 z 6' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/01-przedmiot-empty.png`, fullPage: true });

  // The check shows every missing field, marks the steps and moves focus to the first one.
  await checkButton(page).click();
  const firstProject = page.getByRole('checkbox', { name: /FENG\.01\.01-IP\.02-0142\/23/ });
  await expect(firstProject).toBeFocused();
  await expectFieldError(firstProject, required);
  await expectFieldError(page.getByRole('textbox', { name: 'Tytuł ogłoszenia' }), required);
  await expectFieldError(page.getByRole('checkbox', { name: /Jan Kowalski/ }), required);
  await expect(stepsMenu(page).getByRole('link', { name: 'Przedmiot (Wymaga uwagi)' })).toBeVisible();
  await expect(stepsMenu(page).getByRole('link', { name: 'Części i kryteria (Wymaga uwagi)' })).toBeVisible();
  await expect(stepsMenu(page).getByRole('link', { name: 'Terminy (Poprawna walidacja)' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Formularz zawiera błędy' })).toHaveText(
    'Formularz zawiera błędy. Kroki wymagające uwagi: Przedmiot, Części i kryteria.',
  );
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/02-przedmiot-errors.png`, fullPage: true });

  // Przedmiot: a project, the title, a contact person, partial offers.
  await firstProject.check();
  await page
    .getByRole('textbox', { name: 'Tytuł ogłoszenia' })
    .fill('Dostawa sprzętu komputerowego dla szkół');
  await page.getByRole('checkbox', { name: /Jan Kowalski/ }).check();
  // Switching to an enrolment clears the projects (and back): Jan has no enrolments.
  await page.getByRole('switch', { name: 'Czy ogłoszenie dotyczy projektu' }).uncheck();
  await expect(page.getByText('Nie masz jeszcze naborów.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Moje projekty i nabory' }).last()).toHaveAttribute(
    'href',
    '/projekty',
  );
  await page.getByRole('switch', { name: 'Czy ogłoszenie dotyczy projektu' }).check();
  await expect(firstProject).not.toBeChecked();
  await firstProject.check();
  await page.getByRole('switch', { name: 'Czy dopuszczalna jest oferta częściowa' }).check();
  await page.getByRole('button', { name: /Następny krok/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Terminy' })).toBeFocused();
  await expect(page).toHaveURL(/krok=terminy/);

  // Terminy: the planned contract signing.
  const nextYear = Number(warsawDay().slice(0, 4)) + 1;
  await page.getByLabel('Planowany termin podpisania umowy').fill(`${nextYear}-06`);
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/03-terminy.png`, fullPage: true });

  // Warunki.
  await openStep(page, 'Warunki');
  await page.getByRole('textbox', { name: 'Zamówienia uzupełniające' }).fill('Nie przewiduje się.');
  await page
    .getByRole('textbox', { name: 'Warunki zmiany umowy' })
    .fill('Zmiana terminu dostawy z przyczyn niezależnych od stron.');
  await expect(page.getByText('Liczba znaków: 19 z 6000.')).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/04-warunki.png`, fullPage: true });

  // Części i kryteria: two parts, two items added to part 1.
  await openStep(page, 'Części i kryteria');
  // 'Kryteria oceny' keeps its distance from the empty list of items above it (issue 44).
  const noItems = page.getByText('Ta część nie ma jeszcze przedmiotów zamówienia.').first();
  const criteria = page.locator('.sublist > legend', { hasText: 'Kryteria oceny' }).first();
  const above = await noItems.boundingBox();
  const below = await criteria.boundingBox();
  expect((below?.y ?? 0) - ((above?.y ?? 0) + (above?.height ?? 0))).toBeGreaterThanOrEqual(12);
  await snap(page, { path: `${SHOTS}/05-czesci-pusta.png`, fullPage: true });
  // The marks of the first check are gone after 10 s.
  await expect(stepsMenu(page).getByRole('link', { name: /Wymaga uwagi|Poprawna walidacja/ })).toHaveCount(
    0,
    {
      timeout: 11_000,
    },
  );
  await page.getByRole('button', { name: 'Dodaj część' }).click();
  await expect(part(page, 2).getByRole('textbox', { name: 'Tytuł części' })).toBeFocused();
  await checkButton(page).click();
  await expect(
    page.getByText('Dodaj co najmniej jeden przedmiot zamówienia, aby zdefiniować dla niego atrybuty.'),
  ).toBeFocused();
  await expectFieldError(part(page, 1).getByRole('textbox', { name: 'Tytuł części' }), required);
  await expectFieldError(
    part(page, 1).getByRole('textbox', { name: 'Szacunkowa wartość zamówienia' }),
    required,
  );
  await expect(part(page, 1).getByText(required).last()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Dodaj przedmiot zamówienia' }).click();
  await expect(page.getByText('Nowy przedmiot zamówienia zostanie dodany do części 1.')).toBeVisible();
  const first = item(part(page, 1), 1);
  await expect(first.getByRole('combobox', { name: 'Kategoria', exact: true })).toBeFocused();
  await expect(first.getByRole('combobox', { name: 'Podkategoria', exact: true })).toBeDisabled();
  await fillItem(page, first, 'Dostawa 30 komputerów przenośnych z oprogramowaniem.');
  await first.getByRole('button', { name: /^Dodaj etap/ }).click();
  const stage = first.getByRole('group', { name: 'Etap 1' });
  await stage.getByLabel('Data początku').fill(`${nextYear}-02-01`);
  await stage.getByLabel('Data końca').fill(`${nextYear}-01-15`);
  await stage.getByRole('textbox', { name: 'Opis etapu' }).fill('Dostawa i instalacja sprzętu');
  await stage.getByRole('checkbox', { name: /Płatność częściowa/ }).check();
  await first.getByRole('button', { name: /^Dodaj warunek udziału/ }).click();
  const condition = first.getByRole('group', { name: 'Warunek udziału 1' });
  await condition
    .getByRole('combobox', { name: 'Rodzaj warunku' })
    .selectOption({ label: 'Wiedza i doświadczenie' });
  await condition
    .getByRole('textbox', { name: 'Opis warunku' })
    .fill('Co najmniej dwie dostawy sprzętu w ostatnich 3 latach.');

  await page.getByRole('button', { name: 'Dodaj przedmiot zamówienia' }).click();
  const second = item(part(page, 1), 2);
  await fillItem(page, second, 'Dostawa 5 drukarek wielofunkcyjnych.');
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/05-czesci-items.png`, fullPage: true });

  // Too similar titles, a budget in the wrong format and zero, an end before the start.
  await part(page, 1).getByRole('textbox', { name: 'Tytuł części' }).fill('Dostawa komputerów');
  await part(page, 2).getByRole('textbox', { name: 'Tytuł części' }).fill('DOSTAWA  KOMPUTERÓW!');
  const budget1 = part(page, 1).getByRole('textbox', { name: 'Szacunkowa wartość zamówienia' });
  const budget2 = part(page, 2).getByRole('textbox', { name: 'Szacunkowa wartość zamówienia' });
  await budget1.pressSequentially('12a3.5');
  await expect(budget1).toHaveValue('123,5');
  await budget2.fill('0,00');
  await checkButton(page).click();
  await expectFieldError(
    part(page, 2).getByRole('textbox', { name: 'Tytuł części' }),
    'Tytuł tej części jest zbyt podobny do tytułu innej części.',
  );
  await expectFieldError(budget1, 'Wpisz poprawną wartość zgodnie ze wzorem.');
  await expectFieldError(budget2, 'Ta wartość powinna być większa od 0.');
  await expectFieldError(stage.getByLabel('Data końca'), 'Data końca musi być późniejsza niż data początku.');
  await expect(part(page, 2).getByText('Brak przedmiotów zamówienia dla tego zamówienia.')).toBeVisible();
  await expectFieldError(part(page, 1).getByRole('button', { name: 'Dodaj kryterium oceny' }), required);
  await expect(budget1).toBeFocused();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/06-czesci-errors.png`, fullPage: true });
  // The end date's error goes when the field is focused.
  await stage.getByLabel('Data końca').focus();
  await expect(stage.getByText('Data końca musi być późniejsza niż data początku.')).toHaveCount(0);
  await stage.getByLabel('Data końca').fill(`${nextYear}-03-15`);

  await part(page, 2).getByRole('textbox', { name: 'Tytuł części' }).fill('Dostawa drukarek');
  await budget1.fill('250000,00');
  await budget2.fill('40000,00');

  // A part with items cannot be removed.
  await part(page, 1).getByRole('button', { name: 'Usuń część 1' }).click();
  await expect(part(page, 1).getByRole('alert')).toHaveText(
    'To zamówienie ma zdefiniowane przedmioty zamówienia i nie może zostać usunięte.',
  );

  // The second item goes to part 2 with the menu, by keyboard; focus follows it.
  const menuButton = second.getByRole('button', {
    name: /^Przenieś do części… Przedmiot zamówienia 2 z części 1/,
  });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Część 2: Dostawa drukarek' })).toBeFocused();
  await page.keyboard.press('Enter');
  const moved = item(part(page, 2), 1);
  await expect(moved.getByRole('textbox', { name: 'Opis przedmiotu zamówienia' })).toHaveValue(
    'Dostawa 5 drukarek wielofunkcyjnych.',
  );
  await expect(moved.getByRole('button', { name: /^Przenieś do części…/ })).toBeFocused();
  await expect(item(part(page, 1), 2)).toHaveCount(0);

  // ... back to part 1 and again to part 2 with the drag handle, by keyboard only.
  await dragByKeyboard(page, moved.getByRole('button', { name: /^Przeciągnij/ }), 'ArrowUp', 'Część 1');
  await expect(
    item(part(page, 1), 2).getByRole('textbox', { name: 'Opis przedmiotu zamówienia' }),
  ).toHaveValue('Dostawa 5 drukarek wielofunkcyjnych.');
  await expect(item(part(page, 2), 1)).toHaveCount(0);
  await dragByKeyboard(
    page,
    item(part(page, 1), 2).getByRole('button', { name: /^Przeciągnij/ }),
    'ArrowDown',
    'Część 2',
  );
  await expect(
    item(part(page, 2), 1).getByRole('textbox', { name: 'Opis przedmiotu zamówienia' }),
  ).toHaveValue('Dostawa 5 drukarek wielofunkcyjnych.');
  await expect(item(part(page, 1), 2)).toHaveCount(0);

  // Criteria of both parts.
  for (const n of [1, 2]) {
    await part(page, n).getByRole('button', { name: 'Dodaj kryterium oceny' }).click();
    const criterion = part(page, n).getByRole('group', { name: 'Kryterium oceny 1' });
    await criterion.getByRole('checkbox', { name: 'Kryterium cenowe' }).check();
    await criterion.getByRole('textbox', { name: 'Opis kryterium' }).fill('Cena brutto - 100%');
  }
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/07-czesci-done.png`, fullPage: true });

  // The partial-offers switch is locked while there are two parts.
  await openStep(page, 'Przedmiot');
  await expect(page.getByRole('switch', { name: 'Czy dopuszczalna jest oferta częściowa' })).toBeDisabled();

  await openStep(page, 'Pozostałe');
  await expect(page.getByText('Liczba części zamówienia')).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/08-pozostale.png`, fullPage: true });
  await openStep(page, 'Załączniki');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'specyfikacja.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 specyfikacja'),
  });
  await expect(page.getByRole('textbox', { name: 'Nazwa załącznika' })).toHaveValue('specyfikacja.pdf');
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/09-zalaczniki.png`, fullPage: true });

  await checkButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nie znaleziono błędów.' })).toBeVisible();
  await expect(
    stepsMenu(page).getByRole('link', { name: 'Części i kryteria (Poprawna walidacja)' }),
  ).toBeVisible();

  // Save the draft: the address becomes the edit page, the button says 'Zapisano' for 5 s.
  await page.getByRole('button', { name: 'Zapisz wersję roboczą' }).click();
  await expect(page).toHaveURL(/\/ogloszenia\/\d+\/edytuj\?krok=zalaczniki$/);
  await expect(page.getByRole('button', { name: 'Zapisano' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edycja wersji roboczej ogłoszenia' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zapisz wersję roboczą' })).toBeVisible({ timeout: 8000 });
  const id = Number(/ogloszenia\/(\d+)\//.exec(page.url())?.[1]);
  const saved = await compact(page, id);
  expect(saved.version.content.parts.map((p: { order_items: unknown[] }) => p.order_items.length)).toEqual([
    1, 1,
  ]);

  // Publish later: the dialog checks its dates, warns, then schedules.
  await page.getByRole('button', { name: 'Publikuj ogłoszenie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publikacja ogłoszenia' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Opublikuj później' }).check();
  await dialog.getByLabel('Data publikacji').fill(warsawDay(0));
  await dialog.getByLabel('Termin składania ofert').fill(warsawDay(0));
  await dialog.getByRole('button', { name: 'Opublikuj' }).click();
  await expectFieldError(
    dialog.getByLabel('Data publikacji'),
    'Data publikacji musi być późniejsza niż dziś.',
  );
  await expectFieldError(
    dialog.getByLabel('Termin składania ofert'),
    'Termin składania ofert musi być późniejszy niż dziś.',
  );
  // A deadline on the Saturday three days after the publication: a day off, and under the guidelines' 7 days.
  const saturday = dayAhead(5, true);
  const publication = warsawDay(daysUntil(saturday) - 3);
  await dialog.getByLabel('Data publikacji').fill(publication);
  await dialog.getByLabel('Termin składania ofert').fill(publication);
  await dialog.getByRole('button', { name: 'Opublikuj' }).click();
  await expectFieldError(
    dialog.getByLabel('Termin składania ofert'),
    'Termin składania ofert musi być późniejszy niż data opublikowania.',
  );
  await dialog.getByLabel('Termin składania ofert').fill(saturday);
  await expect(dialog.getByText(/przypada na dzień wolny od pracy \(sobota\)/)).toBeVisible();
  await expect(dialog.getByText(/jest 3 dni\. Wytyczne zalecają co najmniej 7 dni/)).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/10-publish-dialog.png`, fullPage: true });
  await dialog.getByLabel('Termin składania ofert').fill(dayAhead(20, false));
  await dialog.getByRole('combobox', { name: 'Godzina' }).selectOption('12');
  await expect(dialog.getByText(/dzień wolny/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page).toHaveURL(/\/ogloszenia(\?|$)/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Ogłoszenie zostało zapisane z przyszłą datą publikacji.' }),
  ).toBeVisible();
  await expectAccessible(page);
  const scheduled = await compact(page, id);
  expect(scheduled.advertisement).toMatchObject({ scheduled: true, status: { name: 'DRAFT' } });
});
