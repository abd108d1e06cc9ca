/** The date a search sorts by: 'p' publication, 'd' submission deadline (the prefixes of migration 0014). */
export type PeriodKind = 'p' | 'd';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The period terms covering every instant from the start of `from`'s day (UTC) up to the end of
 * `last`'s year, as a tsquery text ('pd20261130 | pm202612 | py2027'): the remaining days of the first
 * month, the remaining months of its year, then whole years. A row outside them is older than `from`'s
 * day (or newer than `last`'s year, which the caller rules out by passing the newest date).
 */
export function periodsFrom(kind: PeriodKind, from: Date, last: Date): string {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth();
  const day = from.getUTCDate();
  const terms: string[] = [];
  if (month === 0 && day === 1) terms.push(`${kind}y${year}`);
  else {
    if (day === 1) terms.push(`${kind}m${year}${pad(month + 1)}`);
    else {
      const monthDays = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
      for (let d = day; d <= monthDays; d++) terms.push(`${kind}d${year}${pad(month + 1)}${pad(d)}`);
    }
    for (let m = month + 1; m < 12; m++) terms.push(`${kind}m${year}${pad(m + 1)}`);
  }
  for (let y = year + 1; y <= last.getUTCFullYear(); y++) terms.push(`${kind}y${y}`);
  return terms.join(' | ');
}

/**
 * The newest periods holding about `share` of all rows (from the histogram), as a tsquery text; null
 * when that is most of the table or nothing is known (the whole table is then the window).
 */
export function newestPeriods(
  kind: PeriodKind,
  bounds: number[],
  share: number,
  newest: Date,
): string | null {
  if (bounds.length < 2 || share >= 0.5) return null;
  // Between two bounds the rows are taken as evenly spread.
  const position = (1 - share) * (bounds.length - 1);
  const below = Math.floor(position);
  const low = bounds[below] as number;
  const high = bounds[Math.min(below + 1, bounds.length - 1)] as number;
  const cutoff = low + (position - below) * (high - low);
  if (below === 0 || !Number.isFinite(cutoff) || cutoff > newest.getTime()) return null;
  return periodsFrom(kind, new Date(cutoff), newest);
}
