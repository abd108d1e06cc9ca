import { describe, expect, it } from 'vitest';
import { pageWindow } from '../Pagination.tsx';

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and two either side of the current page, with gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });
});
