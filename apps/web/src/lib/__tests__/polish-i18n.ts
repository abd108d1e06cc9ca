import { setupI18n } from '@lingui/core';
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
