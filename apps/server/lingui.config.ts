import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The server's message catalogues (issue 51, decision 0056): the account service's pages, the login
 * pages and the e-mails. Polish is the source, written in the code with explicit ids
 * (`i18n._({ id, message })`, `/*i18n*\/ { id, message }` descriptors); English is translated in
 * src/locales/en/server.po. lib/i18n.ts reads them at start.
 */
export default defineConfig({
  sourceLocale: 'pl',
  locales: ['pl', 'en'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/server',
      include: [
        '<rootDir>/src/modules/accounts',
        '<rootDir>/src/modules/identity',
        '<rootDir>/src/modules/mail',
      ],
      exclude: ['**/*.test.ts'],
    },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'messageId',
});
