import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  forbiddenCharacterPaths,
  hasForbiddenCharacter,
  idParams,
  inputProblems,
  MAX_INPUT_DEPTH,
  queryInt,
  userIdParams,
} from '../common/input.ts';

describe('forbidden characters', () => {
  it('finds NUL and lone surrogates, not whole pairs', () => {
    expect(hasForbiddenCharacter('a\u0000')).toBe(true);
    expect(hasForbiddenCharacter('\ud800')).toBe(true);
    expect(hasForbiddenCharacter('x\udc00')).toBe(true);
    expect(hasForbiddenCharacter('\udc00\ud800')).toBe(true);
    expect(hasForbiddenCharacter('😀 zażółć \t\n')).toBe(false);
  });

  it('names the path of every string and key that holds one', () => {
    expect(
      forbiddenCharacterPaths({
        a: ['ok', 'b\u0000'],
        'k\ud800': 1,
        n: 5,
        nested: { deep: { x: '\udfff' } },
      }),
    ).toEqual([['a', 1], ['k\ufffd'], ['nested', 'deep', 'x']]);
    expect(forbiddenCharacterPaths('\u0000')).toEqual([[]]);
    expect(forbiddenCharacterPaths({ a: 'fine' })).toEqual([]);
  });
});

describe('ids and query numbers', () => {
  it('takes path ids only in plain decimal digits that an integer column holds', () => {
    expect(idParams.parse({ id: '16' })).toEqual({ id: 16 });
    expect(idParams.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
    for (const id of ['0x10', ' 1', '1 ', '1e3', '016', '+1', '-1', '0', '1.0', '2147483648', '', '１']) {
      expect(idParams.safeParse({ id }).success, id).toBe(false);
    }
    expect(userIdParams.parse({ id: '0' })).toEqual({ id: 0 });
    expect(userIdParams.parse({ id: '7' })).toEqual({ id: 7 });
    expect(userIdParams.safeParse({ id: '00' }).success).toBe(false);
  });

  it('reads query numbers written in digits only', () => {
    const limit = queryInt(z.number().min(1).max(100));
    expect(limit.parse('20')).toBe(20);
    for (const text of ['0x10', ' 2', '2e1', '', '101', '0', '1.5']) {
      expect(limit.safeParse(text).success, text).toBe(false);
    }
  });
});

describe('input of any depth (issue 30 item 2)', () => {
  it('walks nesting far past the call stack without recursion and names where it got too deep', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const problems = inputProblems({ a: deep });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.tooDeep).toBe(true);
    expect(problems[0]?.path).toHaveLength(MAX_INPUT_DEPTH);
    let fine: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) fine = { k: fine };
    expect(inputProblems(fine)).toEqual([]);
  });
});
