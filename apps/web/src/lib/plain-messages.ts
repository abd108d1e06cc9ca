import type { I18n } from '@lingui/core';

/**
 * A plain message is its own compiled form (decision 0055): the Polish text in the code is shown as it
 * is, with no message compiler (and its parser) in the bundle. For every Lingui instance of the app
 * (lib/i18n.ts); the unit tests compile every message instead (lib/__tests__/polish-i18n.ts).
 */
export const asWritten = ((message: string) => message) as unknown as Parameters<
  I18n['setMessagesCompiler']
>[0];
