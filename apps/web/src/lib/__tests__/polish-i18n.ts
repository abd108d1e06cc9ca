import fs from 'node:fs';
import { type I18n, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider } from '@lingui/react';
import { createElement, type ReactElement } from 'react';

/**
 * A component rendered in a unit test in Polish, as the app renders it (lib/i18n.ts): each message is
 * its Polish text from the code, compiled here as the build compiles the Polish catalogue's messages
 * with placeholders (a plain text compiles to itself).
 */
export function inPolish(element: ReactElement): ReactElement {
  const i18n = setupI18n({ locale: 'pl', messages: { pl: {} } });
  i18n.setMessagesCompiler(compileMessage);
  return createElement(I18nProvider, { i18n }, element);
}

/** A Polish instance for code that takes one (a PDF's builder), its messages compiled as above. */
export function polishI18n(): I18n {
  const i18n = setupI18n({ locale: 'pl', messages: { pl: {} } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

/** An English instance with the English catalogues named (read from locales/en/<name>.po). */
export function englishI18n(names: readonly string[]): I18n {
  const po = formatter({ lineNumbers: false, origins: false });
  const messages: Record<string, string> = {};
  for (const name of names) {
    const file = new URL(`../../locales/en/${name}.po`, import.meta.url);
    const catalogue = po.parse(fs.readFileSync(file, 'utf8'), {
      locale: 'en',
      sourceLocale: 'pl',
      filename: file.pathname,
    }) as Record<string, { translation?: string }>;
    for (const [id, entry] of Object.entries(catalogue))
      if (entry.translation) messages[id] = entry.translation;
  }
  const i18n = setupI18n({ locale: 'en', messages: { en: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}
