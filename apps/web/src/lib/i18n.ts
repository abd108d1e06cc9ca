import { LOCALE_TAGS, type Locale, localizedPath, splitLocale } from '@bk/contracts/common/locale';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { messages as polishCommon } from '../locales/pl/common.po';
import { messages as polishShell } from '../locales/pl/shell.po';
import { asWritten } from './plain-messages.ts';
import { isServer } from './server-env.ts';

/**
 * The interface's language (issue 51, decision 0055): one Lingui instance per page in the browser and
 * per request on the server (never the library's global one: two renders on the server would share
 * it), handed down by I18nProvider. Each message is written in the code with its id and its Polish
 * text. Catalogues: `shell` (the frame and the home page) comes with the app, a page's own (`search`,
 * `details`, `bidder`, `public`, and `common` with each) with its route's code (loadCatalogs). A Polish catalogue holds only the messages with
 * placeholders or plurals (compiled at build time, vite.config.ts), a plain text is shown as the code
 * has it; an English one holds every message, and is loaded on English pages (`/en/...`) only.
 */
type Catalogue = { messages: Messages };
const english = import.meta.glob<Catalogue>('../locales/en/*.po');
const polish = import.meta.glob<Catalogue>([
  '../locales/pl/*.po',
  '!../locales/pl/shell.po',
  '!../locales/pl/common.po',
]);

/** The catalogues a route needs beside the frame's (each a locales/<language>/<name>.po). */
export type CatalogueName = 'search' | 'details' | 'bidder' | 'common' | 'public';

export async function catalogOf(locale: Locale): Promise<Messages> {
  // Polish `common` holds a few compiled messages only: with the app, so that no screen ever shows a
  // placeholder uncompiled (an administration screen loads no catalogue of its own).
  if (locale === 'pl') return { ...polishShell, ...polishCommon };
  const load = english['../locales/en/shell.po'];
  if (!load) throw new Error('The English catalogue is missing from the build');
  return (await load()).messages;
}

export function createI18n(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n({ locale, locales: [LOCALE_TAGS[locale].lang], messages: { [locale]: messages } });
  i18n.setMessagesCompiler(asWritten);
  return i18n;
}

let pageI18n: I18n | null = null;
const loaded = new Set<string>();

/** The browser's instance for this page (main.tsx), which a route's catalogues are loaded into. */
export function setPageI18n(i18n: I18n): void {
  pageI18n = i18n;
}

/**
 * Loads a route's catalogues into the page's instance (with the route's code: routes.tsx). On the
 * server every catalogue is in each request's instance already (ssr/entry-server.tsx).
 */
export async function loadCatalogs(names: readonly CatalogueName[]): Promise<void> {
  const i18n = pageI18n;
  if (isServer || !i18n) return;
  const locale = i18n.locale === 'en' ? 'en' : 'pl';
  const loaders = locale === 'en' ? english : polish;
  // `common` (the forms' and dialogs' texts that lazily loaded screens share) comes with every page's own
  // (in Polish it came with the app, catalogOf).
  const wanted = new Set<CatalogueName>(names);
  if (locale === 'en') wanted.add('common');
  await Promise.all(
    [...wanted]
      .filter((name) => !loaded.has(`${locale}/${name}`))
      .map(async (name) => {
        const load = loaders[`../locales/${locale}/${name}.po`];
        if (!load) throw new Error(`The catalogue ${locale}/${name} is missing from the build`);
        const { messages } = await load();
        i18n.load(locale, messages);
        loaded.add(`${locale}/${name}`);
      }),
  );
}

/** The language of the page being shown (the browser's address). */
export function pageLocale(): Locale {
  return splitLocale(window.location.pathname).locale;
}

export { localizedPath, splitLocale };
