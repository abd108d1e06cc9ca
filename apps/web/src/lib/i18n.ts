import { LOCALE_TAGS, type Locale, localizedPath, splitLocale } from '@bk/contracts/common/locale';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { messages as polish } from '../locales/pl/shell.po';

/**
 * The interface's language (issue 51, decision 0055): one Lingui instance per page in the browser and
 * per request on the server (never the library's global one: two renders on the server would share
 * it), handed down by I18nProvider. Each message is written in the code with its id and its Polish
 * text. Polish, the source, comes with the app: its catalogue holds only the messages with
 * placeholders or plurals (compiled at build time, vite.config.ts), a plain text is shown as the code
 * has it. English, the whole catalogue, is loaded when an English page is opened (`/en/...`).
 */
export async function catalogOf(locale: Locale): Promise<Messages> {
  if (locale === 'en') return (await import('../locales/en/shell.po')).messages;
  return polish;
}

/** A plain message is its own compiled form: no message compiler (and its parser) in the bundle. */
const asWritten = ((message: string) => message) as unknown as Parameters<I18n['setMessagesCompiler']>[0];

export function createI18n(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n({ locale, locales: [LOCALE_TAGS[locale].lang], messages: { [locale]: messages } });
  i18n.setMessagesCompiler(asWritten);
  return i18n;
}

/** The language of the page being shown (the browser's address). */
export function pageLocale(): Locale {
  return splitLocale(window.location.pathname).locale;
}

export { localizedPath, splitLocale };
