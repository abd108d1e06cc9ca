import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement, type ReactElement } from 'react';
import { asWritten } from '../plain-messages.ts';

/**
 * A component rendered in a unit test in Polish, as the app renders it (lib/i18n.ts): a plain message is
 * its own text (the Polish catalogue, compiled by the build, is not loaded here: a message with
 * placeholders is tested in the browser).
 */
export function inPolish(element: ReactElement): ReactElement {
  const i18n = setupI18n({ locale: 'pl', messages: { pl: {} } });
  i18n.setMessagesCompiler(asWritten);
  return createElement(I18nProvider, { i18n }, element);
}
