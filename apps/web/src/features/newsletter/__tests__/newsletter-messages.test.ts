import { favoriteSortLabels, favoriteSorts } from '@bk/contracts/newsletter/newsletter';
import { newsletterMessages, notificationGroups } from '@bk/contracts/newsletter/newsletter-texts';
import { describe, expect, it } from 'vitest';
import { englishI18n, polishI18n } from '../../../lib/__tests__/polish-i18n.ts';
import { favoriteSortNames, favoriteStatusNames, favoriteStatusOptions } from '../favorites-params.ts';
import {
  type NewsletterText,
  newsletterText,
  newsletterTexts,
  notificationName,
  notificationNames,
  sayNewsletterMessage,
} from '../newsletter-messages.ts';
import {
  dayLabels,
  kindLabels,
  PAGE_HEADING,
  resultsEmptyText,
  sectionLabels,
  sectionTitles,
} from '../newsletter-params.ts';

const pl = polishI18n();
const en = englishI18n(['bidder', 'common']);

describe('the contracts’ newsletter texts in the catalogues', () => {
  it('are the contracts’ Polish word for word, limits included', () => {
    for (const [key, text] of Object.entries(newsletterMessages))
      expect(newsletterText(pl, key as NewsletterText), key).toBe(text);
  });

  it('name the notification groups and types as the contracts do', () => {
    for (const group of notificationGroups) {
      expect(notificationName(pl, group.type, '?')).toBe(group.label);
      for (const item of group.items) expect(notificationName(pl, item.type, '?')).toBe(item.label);
    }
    expect(notificationName(en, 'FAVORITE_ADVERTISEMENTS', '?')).toBe('Favourite announcements');
    expect(notificationName(en, 'UNKNOWN', 'Inne')).toBe('Inne');
  });

  it('name the favourites’ sorts and statuses as the contracts do', () => {
    for (const sort of favoriteSorts) expect(pl._(favoriteSortNames[sort])).toBe(favoriteSortLabels[sort]);
    for (const option of favoriteStatusOptions) {
      const name = favoriteStatusNames[option.value];
      expect(name && pl._(name), option.value).toBe(option.label);
    }
  });
});

describe('the descriptors written outside the components', () => {
  it('are all in the English catalogue (a descriptor the extraction missed would stay Polish)', () => {
    const tables = [
      { PAGE_HEADING },
      sectionLabels,
      sectionTitles,
      dayLabels,
      kindLabels,
      resultsEmptyText,
      newsletterTexts,
      notificationNames,
      favoriteSortNames,
      favoriteStatusNames,
    ];
    for (const table of tables)
      for (const descriptor of Object.values(table))
        expect(en.messages[descriptor.id], descriptor.id).toBeDefined();
  });
});

describe('the checks’ messages on an English page', () => {
  it('are said in English, with their limits; Polish pages keep them as they came', () => {
    expect(sayNewsletterMessage(en, newsletterMessages.tooManyCpv)).toBe(
      'You can choose at most 50 CPV codes.',
    );
    expect(sayNewsletterMessage(en, newsletterMessages.oneCriterion)).toBe('Choose at least one criterion.');
    // The forms' common messages (the server's) too; any other as it came.
    expect(sayNewsletterMessage(en, 'Wystąpił błąd serwera.')).toBe('A server error occurred.');
    expect(sayNewsletterMessage(en, 'Coś innego.')).toBe('Coś innego.');
    expect(sayNewsletterMessage(pl, newsletterMessages.tooManyCpv)).toBe(newsletterMessages.tooManyCpv);
  });
});
