import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable (issue 44)', () => {
  it('knows an outage by its code or its driver message, wherever it is wrapped', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('08006'),
      withCode('08P01'),
      withCode('53300'),
      new Error('PGlite is closed'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('ECONNREFUSED')]),
      new Error('query failed', { cause: withCode('ECONNRESET') }),
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
  });

  it('leaves every other failure alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key value'),
      withCode('40001'),
      withCode('42P01'),
      new Error('The root database handle was used inside a transaction'),
      null,
      'ECONNREFUSED',
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});
