import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The interface's message catalogues (issue 51, decisions 0054 and 0055): Polish is the source, each
 * message written in the code with an explicit id and its Polish text (`<Trans id message>`,
 * `i18n._({ id, message })`); `npm run i18n:extract` writes them to the catalogues, English is
 * translated there. The web app imports the .po files, compiled by @lingui/vite-plugin.
 */
export default defineConfig({
  sourceLocale: 'pl',
  locales: ['pl', 'en'],
  // One catalogue for now (the frame, the home page, the banners); the pages moved next get their own,
  // loaded with their route, so that a page loads only its texts.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src'],
      exclude: ['**/__tests__/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'messageId',
});
