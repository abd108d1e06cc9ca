import { ENGLISH_PREFIX } from '@bk/contracts/common/locale';
import type { MessageDescriptor } from '@lingui/core';
import { type I18n, type Locale, serverI18n } from '../../lib/i18n.ts';
import { escapeHtml } from '../identity/index.ts';

/**
 * The language of an account service's page (issue 51, decision 0056): Polish at /konto/..., English
 * at /en/konto/...; its texts, its links and the portal's sign-in that it links to follow it.
 */
export type PageLang = { locale: Locale; i18n: I18n; base: string };

export function pageLang(locale: Locale): PageLang {
  return { locale, i18n: serverI18n(locale), base: locale === 'en' ? ENGLISH_PREFIX : '' };
}

/** What a service says: a catalogue's message, or a text already in the page's language. */
export type Text = string | MessageDescriptor;

export const say = (lang: PageLang, text: Text): string =>
  typeof text === 'string' ? text : lang.i18n._(text);

/** The portal's sign-in, coming back to the portal's home page in the page's language. */
export const loginLink = (lang: PageLang) =>
  `/api/authentication/login-redirect?path=${encodeURIComponent(lang.base || '/')}`;

/**
 * A message whose parts are marked as links (`<0>…</0>`, as the web app's `Trans` marks them): the text
 * escaped, then each mark made the tag given for it (its opening tag and its closing tags).
 */
export function linked(text: string, tags: Array<[open: string, close: string]>): string {
  return escapeHtml(text).replace(/&lt;(\d)&gt;(.*?)&lt;\/\1&gt;/g, (whole, index: string, inner: string) => {
    const tag = tags[Number(index)];
    return tag ? `${tag[0]}${inner}${tag[1]}` : whole;
  });
}

/** An `<a>` for `linked`. */
export const anchor = (href: string, extra = ''): [string, string] => [`<a href="${href}"${extra}>`, '</a>'];
