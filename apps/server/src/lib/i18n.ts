import fs from 'node:fs';
import { LOCALES, type Locale } from '@bk/contracts/common/locale';
import { type I18n, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The server's interface texts in each language (issue 51, decision 0056): the account service's pages
 * and the e-mails. As in the web app (decision 0055), each text is written in the code with an explicit
 * id and its Polish wording (`i18n._({ id, message })`); `npm run i18n:extract` writes them to
 * src/locales/{pl,en}/server.po, where English is translated. The catalogues are read once, at start,
 * beside this module's source (the bundle keeps each module's location, scripts/build-server.mjs).
 */
export type { I18n, Locale };

const CATALOGUES = ['server'] as const;

function readCatalogue(locale: Locale): Record<string, string> {
  const po = formatter({ lineNumbers: false, origins: false });
  const messages: Record<string, string> = {};
  for (const name of CATALOGUES) {
    const file = new URL(`../locales/${locale}/${name}.po`, import.meta.url);
    const catalogue = po.parse(fs.readFileSync(file, 'utf8'), {
      locale,
      sourceLocale: 'pl',
      filename: file.pathname,
    }) as Record<string, { message?: string; translation?: string }>;
    for (const [id, entry] of Object.entries(catalogue)) {
      // A Polish message's text is the one written in the code (the descriptor's own `message`).
      if (locale !== 'pl' && entry.translation) messages[id] = entry.translation;
    }
  }
  return messages;
}

let instances: Record<Locale, I18n> | undefined;

/** The Lingui instance of a language (made on first use; one per process, it only translates). */
export function serverI18n(locale: Locale): I18n {
  if (!instances) {
    const made = {} as Record<Locale, I18n>;
    for (const l of LOCALES) {
      const i18n = setupI18n();
      i18n.setMessagesCompiler(compileMessage);
      i18n.loadAndActivate({ locale: l, messages: readCatalogue(l) });
      made[l] = i18n;
    }
    instances = made;
  }
  return instances[locale];
}

/** A stored or asked-for language, Polish unless it is one of ours. */
export function asLocale(value: unknown): Locale {
  return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : 'pl';
}
