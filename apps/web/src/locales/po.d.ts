// The compiled catalogues (@lingui/vite-plugin compiles a .po file when it is imported).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
