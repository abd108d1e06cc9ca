import fs from 'node:fs';
import path from 'node:path';
import { type Received, startSmtpServer } from '../apps/server/test/smtp-server.ts';
import { otherSession } from './support/announcements.ts';
import { POLISH_LETTERS, polishWords } from './support/english.ts';
import { accounts, expectAccessible } from './support/fixtures.ts';
import { janAnnouncementClosingTonight } from './support/offers.ts';
import { basePort, type Portal, startPortal } from './support/portal.ts';
import { snap } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * Issue 51's bidder from abroad (decision 0056): a Czech company opens an announcement in English,
 * registers in English, gets the activation e-mail in English (through a real SMTP server started
 * here, on 127.0.0.1), signs in, sets a foreign economic subject, asks a question and submits an
 * offer, all in English; the advertiser sees the question and the sealed offers in Polish. Against a
 * server of its own (with SMTP), started and stopped by this file. Screenshots:
 * .tmp/screenshots/english-bidder-*.png.
 */
const root = path.resolve(import.meta.dirname, '..');
const SHOTS = path.join(root, '.tmp/screenshots');
fs.mkdirSync(SHOTS, { recursive: true });
const PORT = basePort + 50 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const BASE = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Portal | null = null;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpServer();
  server = await startPortal(PORT, { SMTP_URL: smtp.url });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const EMAIL = 'jana.novakova@example.cz';
const PASSWORD = 'green apples fall in the autumn';
const QUESTION = 'Can the goods be delivered in two batches, one in May and one in June?';

async function shot(page: Page, name: string) {
  await snap(page, { path: `${SHOTS}/english-bidder-${name}.png`, fullPage: true });
}

/** No word with a Polish letter outside `lang="pl"` (the data) in `selector`, names and hidden texts too. */
async function expectNoPolish(page: Page, selector = 'main') {
  expect(await polishWords(page, selector, { everything: true }), `Polish in ${selector}`).toEqual([]);
}

/** The newest message to `address` whose subject is `subject` (waits for its delivery). */
async function mailTo(address: string, subject: string): Promise<Received> {
  let found: Received | undefined;
  await expect(async () => {
    found = smtp.received.filter((m) => m.to.includes(address) && m.mail.subject === subject).at(-1);
    expect(found, `an e-mail '${subject}' to ${address}`).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return found as Received;
}

test('a bidder from abroad registers, sets a foreign subject, asks and submits an offer, all in English', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const a = await janAnnouncementClosingTonight(browser, {
    title: 'Dostawa sprzętu (e2e, angielski)',
    days: 3,
  });

  // The announcement in English; its offers tab asks to log in.
  await page.goto(`/en/ogloszenia/${a.id}?sekcja=oferty`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'true');
  await expectNoPolish(page);
  await page.getByRole('button', { name: 'Create an offer Log-in required' }).click();

  // The login page in English, and from it the registration.
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoPolish(page, 'main');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/en\/konto\/rejestracja$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expect(page).toHaveTitle('Registration - Baza Konkurencyjności');
  await expectAccessible(page);
  await expectNoPolish(page, 'body');
  await shot(page, 'register');

  // A mistake first: the errors in English, linked to their fields.
  await page.getByRole('button', { name: 'Register' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Correct the errors in the form:');
  await expect(summary.getByRole('link', { name: 'Enter your e-mail address.' })).toBeVisible();
  await expect(page).toHaveTitle('Error: Registration - Baza Konkurencyjności');
  await expectAccessible(page);
  await page.getByLabel('E-mail address').fill(EMAIL);
  await page.getByLabel('First name').fill('Jana');
  await page.getByLabel('Last name').fill('Nováková');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/I accept the terms/).check();
  await page.getByLabel(/I have read the information/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expectNoPolish(page, 'body');

  // The activation e-mail in English, its link to the English page.
  const activation = await mailTo(EMAIL, 'Activate your account in Baza Konkurencyjności');
  expect(activation.mail.text).toContain('Thank you for registering in Baza Konkurencyjności.');
  expect(activation.mail.text?.replaceAll('Baza Konkurencyjności', '')).not.toMatch(POLISH_LETTERS);
  const link = activation.mail.text?.match(/https?:\/\/\S+\/en\/konto\/aktywacja\?token=[\w-]+/)?.[0];
  expect(link, 'the activation link').toBeTruthy();
  const url = new URL(link as string);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account activation' })).toBeVisible();
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByText('Your account has been activated. You can log in.')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'activated');

  // Log in, in English, back to the English portal.
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You have logged in' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/logowanie$/);
  await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 });

  // A foreign economic subject on the profile.
  await page.goto('/en/uzytkownicy/moj-profil');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expectNoPolish(page);
  // Registered in English, so the e-mails come in English; the profile says so and can change it.
  const language = page.getByRole('region', { name: 'Language of e-mails' });
  await expect(language.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(language.getByRole('radio', { name: 'Polski' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Add entity data' }).click();
  const subject = page.getByRole('dialog', { name: 'Add entity data' });
  // The checks speak English too.
  await subject.getByRole('button', { name: 'Save' }).click();
  await expect(subject.getByText('This field is required.').first()).toBeVisible();
  await subject.getByLabel('Name').fill('Nováková Stavby s.r.o.');
  await subject.getByRole('radio', { name: 'Outside Poland' }).check();
  await expect(subject.getByLabel('Number type')).toHaveValue('numer_zagraniczny');
  await subject.getByRole('textbox', { name: 'Identification number', exact: true }).fill('CZ 12345678');
  // The countries by their English names, in English order.
  await expect(
    subject.getByLabel('Country').getByRole('option', { name: 'Czech Republic', exact: true }),
  ).toHaveCount(1);
  await subject.getByLabel('Country').selectOption({ label: 'Czech Republic' });
  await subject.getByLabel('Town or city').fill('Brno');
  await subject.getByLabel('Postcode').fill('602 00');
  await subject.getByLabel('Street').fill('Masarykova');
  await subject.getByLabel('House number').fill('12');
  await expectNoPolish(page, '[role="dialog"]');
  await expectAccessible(page);
  await shot(page, 'subject');
  await subject.getByRole('button', { name: 'Save' }).click();
  await expect(subject).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('Entity data saved.');
  await expect(page.getByText('CZ 12345678')).toBeVisible();
  await expect(page.getByText('Czech Republic')).toBeVisible();

  // A question, in English.
  await page.goto(`/en/ogloszenia/${a.id}?sekcja=pytania`);
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Add a question', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Ask a question' });
  await ask.getByLabel(/Question/).fill(QUESTION);
  await expect(ask).toContainText('Characters: 70 of 2000.');
  await expectNoPolish(page, '[role="dialog"]');
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Send the question' }).click();
  const sent = page.getByRole('dialog', { name: 'Question' });
  await expect(sent).toContainText('The question has been sent.');
  await sent.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'My questions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question no. 1' })).toBeVisible();
  await expect(page.getByText('Awaiting an answer.')).toBeVisible();
  await expectNoPolish(page);
  await shot(page, 'question');

  // The offer, in English: the form, the deadline clock, the question before submitting, the receipt.
  await page.getByRole('tab', { name: 'Offers' }).click();
  await page.getByRole('button', { name: 'Create an offer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create an offer' })).toBeVisible();
  await expect(page.getByText('Nováková Stavby s.r.o.')).toBeVisible();
  await expect(page.locator('.offer-bidder')).toContainText('Czech Republic');
  await expect(page.getByText('Server time')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I am submitting an offer for this part' }).first().check();
  const price = page.getByLabel(/^Gross price/).first();
  await price.fill('0');
  await price.blur();
  await expect(page.getByText('This value must be greater than 0.')).toBeVisible();
  await price.fill('12500');
  await price.blur();
  await expect(price).toHaveValue('12500,00');
  // A file whose content is not what its name says is refused by the server, and told in English.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'price-list.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('plain text, not a PDF'),
  });
  const refused = page.locator('.attachments__message--error');
  await expect(refused).toContainText('The file has not been added');
  await expect(refused).toContainText(
    'The file price-list.pdf could not be added. Its content does not match its extension pdf.',
  );
  await expectNoPolish(page);
  await expectNoPolish(page);
  await expectAccessible(page);
  await shot(page, 'offer-form');
  await page.getByRole('button', { name: 'Submit the offer' }).click();
  const question = page.getByRole('alertdialog', { name: 'Submitting the offer' });
  await expect(question).toContainText('Are you sure you want to submit this offer?');
  await question.getByRole('button', { name: 'Yes' }).click();
  const done = page.getByRole('dialog', { name: 'The offer has been submitted.' });
  await expect(done).toContainText('Keep the receipt of the offer.');
  await expect(done).toContainText('Time of submission (by the server');
  await expectNoPolish(page, '[role="dialog"]');
  await expectAccessible(page);
  await shot(page, 'offer-submitted');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'Offer preview' })).toBeVisible();
  await expect(page.getByText('Offer status: Submitted')).toBeVisible();
  await expectNoPolish(page);

  // 'My offers' in English: the list, its sorts and filters, the card.
  await page.goto('/en/oferty');
  await expect(page.getByRole('heading', { level: 1, name: 'My offers' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Found 1 offer' })).toBeVisible();
  await expect(page.getByLabel('Sort')).toContainText('Deadline for offers: latest first');
  await expect(page.getByRole('search', { name: 'Filtering offers' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Go to the announcement's details/ })).toHaveAttribute(
    'href',
    `/en/ogloszenia/${a.id}?sekcja=oferty`,
  );
  await expectNoPolish(page);
  await expectAccessible(page);
  await shot(page, 'my-offers');

  // The advertiser sees it all in Polish: the new question, and the offers sealed until the deadline.
  const jan = await otherSession(browser, accounts.advertiser.email);
  await jan.page.goto(`/ogloszenia/${a.id}?sekcja=pytania`);
  await expect(jan.page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(jan.page.getByRole('heading', { name: 'Pytanie nr 1' })).toBeVisible();
  await expect(jan.page.getByText(QUESTION)).toBeVisible();
  await expect(jan.page.getByText('Status: Nowe')).toBeVisible();
  await jan.page.getByRole('tab', { name: /^Oferty/ }).click();
  await expect(jan.page.getByText('Podgląd ofert będzie dostępny po zamknięciu ogłoszenia.')).toBeVisible();
  await jan.context.close();
});
