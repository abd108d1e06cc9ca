import { searchMessages } from '@bk/contracts/search/search-texts';
import { describe, expect, it } from 'vitest';
import { filterTexts } from '../search-params.ts';

describe("the search filters' texts in the catalogues (issue 51)", () => {
  it('say word for word what the contracts say', () => {
    for (const [key, descriptor] of Object.entries(filterTexts))
      expect(descriptor.message, key).toBe(searchMessages[key as keyof typeof searchMessages]);
  });
});
