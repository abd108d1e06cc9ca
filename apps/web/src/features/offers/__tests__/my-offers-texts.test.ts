import { myOfferSortLabels, offersFoundText } from '@bk/contracts/offers/my-offers';
import { describe, expect, it } from 'vitest';
import { polishI18n } from '../../../lib/__tests__/polish-i18n.ts';
import { FOUND, sortNames } from '../MyOffersPage.tsx';

describe("'Moje oferty' texts in the catalogues (issue 51)", () => {
  it('name the sorts word for word as the contracts do', () => {
    for (const [sort, descriptor] of Object.entries(sortNames))
      expect(descriptor.message, sort).toBe(myOfferSortLabels[sort as keyof typeof myOfferSortLabels]);
  });

  it('count the offers found with the Polish plural as the contracts do', () => {
    const i18n = polishI18n();
    const found = (total: number, limit: number) =>
      i18n._({ ...FOUND, values: { count: total, about: total >= limit ? 'yes' : 'no' } });
    for (const total of [0, 1, 2, 4, 5, 12, 22, 25, 100])
      expect(found(total, 20)).toBe(offersFoundText(total, 20));
  });
});
