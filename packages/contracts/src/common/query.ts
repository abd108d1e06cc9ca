/**
 * List query strings (spec 1 section 7): page, sort, limit and filters; arrays as name[i], ranges as
 * name[from]/name[to]; the value 'all', empty strings, null and undefined are omitted; parameters are
 * sorted so the same list state always yields the same address.
 */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[]
  | { from?: string | null; to?: string | null };

export function buildQuery(params: Record<string, QueryValue>): string {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '' || value === 'all') continue;
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        pairs.push([`${name}[${i}]`, String(item)]);
      });
    } else if (typeof value === 'object') {
      const range = value as { from?: string | null; to?: string | null };
      if (range.from) pairs.push([`${name}[from]`, range.from]);
      if (range.to) pairs.push([`${name}[to]`, range.to]);
    } else {
      pairs.push([name, String(value)]);
    }
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}
