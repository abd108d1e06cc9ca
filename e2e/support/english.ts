import type { Page } from '@playwright/test';
import { expect } from './test.ts';

// English pages (issue 51): what the specs check of them.

/**
 * The page's texts outside elements marked `lang="pl"` (the site's contents and the announcements'
 * data are in Polish on an English page too) or `translate="no"` (names), the portal's name taken out.
 * `everything`: names (`translate="no"`) and texts not shown are read too (the bidder's pages, whose
 * data the test made itself).
 */
export async function textOutsidePolish(
  page: Page,
  selector: string,
  options: { everything?: boolean } = {},
): Promise<string> {
  return page.locator(selector).evaluate((root, everything) => {
    const parts: string[] = [];
    const skipped = everything
      ? '[lang="pl"], script, style, [hidden]'
      : '[lang="pl"], [translate="no"], script, style, [hidden]';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      // A name (a person's: translate="no") has no language to check.
      if (!element || element.closest(skipped)) continue;
      if (!everything && element.closest('.visually-hidden') === null && element.offsetParent === null)
        continue;
      parts.push(node.textContent ?? '');
    }
    // Text a screen reader reads from attributes.
    for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (element.closest('[lang="pl"]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) parts.push(element.getAttribute(name) ?? '');
    }
    // The portal's name is a name, not Polish text: the top bar draws it in parts (separate texts, a soft
    // hyphen where a narrow top bar may break it).
    return parts
      .join(' ')
      .replaceAll('\u00AD', '')
      .replace(/\s+/g, ' ')
      .replaceAll('Baza Konkurencyjności', '');
  }, options.everything ?? false);
}

export const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

/** The words with a Polish letter in `selector`'s texts (textOutsidePolish). */
export async function polishWords(
  page: Page,
  selector: string,
  options: { everything?: boolean } = {},
): Promise<string[]> {
  const text = await textOutsidePolish(page, selector, options);
  return text.match(new RegExp(`\\S*${POLISH_LETTERS.source}\\S*`, 'g')) ?? [];
}

/**
 * No word with a Polish letter outside `lang="pl"` in each part of the page; `names`: words of data the
 * test knows to be there inside an English label (a person's name in 'Actions: Piotr Zieliński').
 */
export async function expectNoPolish(
  page: Page,
  parts: readonly string[],
  names: readonly string[] = [],
): Promise<void> {
  for (const part of parts) {
    const words = await polishWords(page, part);
    expect(
      words.filter((word) => !names.includes(word.replace(/[.,:;]$/, ''))),
      `Polish in ${part}`,
    ).toEqual([]);
  }
}
