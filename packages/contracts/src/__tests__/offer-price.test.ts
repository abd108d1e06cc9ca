import { describe, expect, it } from 'vitest';
import { MAX_PRICE, variantInputSchema } from '../offers/offers.ts';

describe('the price of an offer (issue 30 item 6)', () => {
  const parse = (price: string) => variantInputSchema.safeParse({ price });
  it('takes prices up to the largest, refuses anything past it', () => {
    expect(parse(MAX_PRICE).success).toBe(true);
    expect(parse('1,00').success).toBe(true);
    for (const price of ['1000000000000,00', '99999999999999999999999,99', '999999999999999999999999,99']) {
      const result = parse(price);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Cena nie może być większa od 999 999 999 999,99 zł.');
    }
  });
});
