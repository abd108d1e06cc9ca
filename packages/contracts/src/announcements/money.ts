import { announcementLimits, announcementMessages, MAX_BUDGET } from './limits.ts';

const BUDGET_PATTERN = /^\d{1,24},\d{2}$/;

/**
 * The estimated value of a part (spec 1 section 5): up to 24 integer digits, a comma and two decimals
 * (1000000,00). Returns the Polish message of the first problem, or null.
 */
export function budgetProblem(value: string): string | null {
  if (!BUDGET_PATTERN.test(value)) {
    const integerPart = value.split(',')[0] ?? '';
    if (/^\d+(,\d{2})?$/.test(value) && integerPart.length > announcementLimits.budgetIntegerDigits) {
      return announcementMessages.budgetTooLarge;
    }
    return announcementMessages.budgetFormat;
  }
  if (/^0+,00$/.test(value)) return announcementMessages.budgetZero;
  if (compareBudgets(value, MAX_BUDGET) > 0) return announcementMessages.budgetTooLarge;
  return null;
}

/** Compares two values of the budget format without floating point. */
export function compareBudgets(a: string, b: string): number {
  const norm = (v: string) => {
    const [int = '0', dec = '00'] = v.split(',');
    return `${int.replace(/^0+(?=\d)/, '').padStart(30, '0')}${dec}`;
  };
  const x = norm(a);
  const y = norm(b);
  return x === y ? 0 : x > y ? 1 : -1;
}

/**
 * What the money field keeps while typing (spec: digits and one comma only, at most 27 characters,
 * two decimals). A pasted value that does not fit is refused by returning the previous value.
 */
export function cleanBudgetInput(next: string, previous: string): string {
  const kept = next.replace(/\s/g, '').replace(/\./g, ',');
  if (!/^\d*(,\d{0,2})?$/.test(kept)) return previous;
  return kept.slice(0, announcementLimits.budgetFieldLength);
}

/** 1234567,5 -> '1 234 567,50 zł' for reading. */
export function formatBudget(value: string | null): string {
  if (!value) return '';
  const [int = '0', dec = '00'] = value.split(',');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${dec.padEnd(2, '0')} zł`;
}
