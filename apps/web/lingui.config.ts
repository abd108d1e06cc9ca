import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The interface's message catalogues (issue 51, decisions 0054 and 0055): Polish is the source, each
 * message written in the code with an explicit id and its Polish text (`<Trans id message>`,
 * `i18n._({ id, message })`); `npm run i18n:extract` writes them to the catalogues, English is
 * translated there. The web app imports the .po files, compiled by @lingui/vite-plugin.
 */
/** The shared components only lazily loaded screens use: their texts are not in the app's first load. */
const LAZY_COMMON = [
  'components/filters',
  'components/form',
  'components/pickers',
  'components/ui/Dialog.tsx',
  'components/ui/ConfirmDialog.tsx',
  'components/ui/NewMark.tsx',
  'components/ui/ActionMenu.tsx',
  'components/ui/AttachmentList.tsx',
  'components/ui/AttachmentRow.tsx',
];

export default defineConfig({
  sourceLocale: 'pl',
  locales: ['pl', 'en'],
  // A catalogue per part of the app: `shell` (the frame, the home page, shared components) comes with the
  // app; a page's own is loaded with its route's code (lib/i18n.ts, app/routes.tsx). A folder is in one
  // catalogue only.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/components',
        '<rootDir>/src/lib',
        '<rootDir>/src/features/auth',
        '<rootDir>/src/features/content',
        '<rootDir>/src/features/home',
        '<rootDir>/src/features/shell',
      ],
      exclude: [
        '**/__tests__/**',
        '**/*.test.*',
        '**/components/profile-data/**',
        '**/components/subject/**',
        ...LAZY_COMMON.map((file) => `**/${file}`),
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/details',
      include: ['<rootDir>/src/features/announcement-details'],
      exclude: ['**/__tests__/**', '**/*.test.*'],
    },
    {
      // What lazily loaded screens share (forms, dialogs, attachments): loaded with every page's own
      // catalogue (lib/i18n.ts), not with the app.
      path: '<rootDir>/src/locales/{locale}/common',
      include: LAZY_COMMON.map((file) => `<rootDir>/src/${file}`),
      exclude: ['**/__tests__/**', '**/*.test.*', '**/components/form/refusal-texts.ts'],
    },
    {
      // The bidder's side: the offers and questions tabs, the profile and its subject, my offers, the
      // newsletter, notifications and favourites.
      path: '<rootDir>/src/locales/{locale}/bidder',
      include: [
        '<rootDir>/src/components/profile-data',
        '<rootDir>/src/components/subject',
        '<rootDir>/src/features/newsletter',
        '<rootDir>/src/features/offers',
        '<rootDir>/src/features/profile',
        '<rootDir>/src/features/questions',
        // The server's refusals a bidder meets (components/form/sayMessage says them).
        '<rootDir>/src/components/form/refusal-texts.ts',
      ],
      exclude: ['**/__tests__/**', '**/*.test.*'],
    },
    {
      // The public pages of their own: statistics, open data, the portal's availability, the verification.
      path: '<rootDir>/src/locales/{locale}/public',
      include: [
        '<rootDir>/src/features/statistics',
        '<rootDir>/src/features/static-pages',
        '<rootDir>/src/features/availability/StatusPage.tsx',
        '<rootDir>/src/features/procedure-file',
      ],
      exclude: ['**/__tests__/**', '**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/search',
      include: ['<rootDir>/src/features/search'],
      exclude: ['**/__tests__/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'messageId',
});
