import { searchLimits } from '@bk/contracts/search/search';
import { describe, expect, it } from 'vitest';
import { HOME_SEARCH_MAX } from '../HomeSearch.tsx';

describe('the home search box', () => {
  it('takes as many characters as the search', () => {
    expect(HOME_SEARCH_MAX).toBe(searchLimits.text);
  });
});
