import { escapeHtml, page } from '../identity/index.ts';
import { type PageLang, say, type Text } from './account-language.ts';

/** Pieces of the account service's forms (decision 0033): labelled fields with their errors and hints. */

/** A page of the account service: the /konto look with its forms' stylesheet, in the page's language. */
export const accountPage = (title: string, body: string, lang?: PageLang) =>
  page(title, body, true, lang?.locale);

export function input(options: {
  name: string;
  label: string;
  type?: string;
  value?: string;
  autocomplete?: string;
  error?: string;
  hint?: string;
  prefix?: string;
}): string {
  const id = `${options.prefix ?? ''}${options.name}`;
  const described = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<label for="${id}">${escapeHtml(options.label)}</label>
${options.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(options.hint)}</p>` : ''}
<input id="${id}" name="${options.name}" type="${options.type ?? 'text'}"${
    options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ''
  } value="${escapeHtml(options.value ?? '')}"${described ? ` aria-describedby="${described}"` : ''}${
    options.error ? ' aria-invalid="true"' : ''
  }>
${options.error ? `<p class="field-error" id="${id}-error">${escapeHtml(options.error)}</p>` : ''}`;
}

export function checkbox(options: {
  name: string;
  labelHtml: string;
  checked: boolean;
  error?: string;
}): string {
  const id = options.name;
  return `<div class="check"><input id="${id}" name="${options.name}" type="checkbox" value="tak"${
    options.checked ? ' checked' : ''
  }${options.error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}><label for="${id}">${options.labelHtml}</label></div>
${options.error ? `<p class="field-error" id="${id}-error">${escapeHtml(options.error)}</p>` : ''}`;
}

/** The list of a form's errors at its top, each linked to its field (GOV.UK's error summary). */
export function errorSummary(lang: PageLang, errors: Record<string, Text | undefined>, prefix = ''): string {
  const entries = Object.entries(errors).filter((e): e is [string, Text] => Boolean(e[1]));
  if (entries.length === 0) return '';
  const heading = lang.i18n._({ id: 'account.form.errors', message: 'Popraw błędy w formularzu:' });
  return `<div class="error" role="alert" tabindex="-1"><p><strong>${escapeHtml(heading)}</strong></p><ul>${entries
    .map(([name, message]) => `<li><a href="#${prefix}${name}">${escapeHtml(say(lang, message))}</a></li>`)
    .join('')}</ul></div>`;
}

export function alert(message: string): string {
  return `<div class="error" role="alert"><p>${escapeHtml(message)}</p></div>`;
}

export function notice(message: string): string {
  return `<div class="notice" role="status"><p>${escapeHtml(message)}</p></div>`;
}

export function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}
