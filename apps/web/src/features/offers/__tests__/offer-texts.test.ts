import { offerMessages } from '@bk/contracts/offers/offers';
import { describe, expect, it } from 'vitest';
import { offerTexts } from '../offer-texts.ts';

describe("the offers' texts in the catalogues (issue 51)", () => {
  it('say word for word what the contracts say', () => {
    for (const [key, descriptor] of Object.entries(offerTexts))
      expect(descriptor.message, key).toBe(offerMessages[key as keyof typeof offerMessages]);
  });
});
