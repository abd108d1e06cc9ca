// The shares of rows a search's terms hold, as the planner works them out (used to plan a search and
// to estimate its count).

/** The planner's share for a term it does not list: below every listed one, at most 0.5 %. */
export function floorOf(shares: ReadonlyMap<string, number>): number {
  let floor = 0.01;
  for (const share of shares.values()) floor = Math.min(floor, share);
  return Math.min(0.005, floor / 2);
}

/** The share of rows holding an element of an AND: a term, or any term of a group ('(a | b)'). */
export function shareOf(
  element: string,
  shares: ReadonlyMap<string, number>,
  floor = floorOf(shares),
): number {
  const terms = element.replace(/[()]/g, '').split(' | ');
  return Math.min(
    1,
    terms.reduce((sum, term) => sum + (shares.get(term) ?? floor), 0),
  );
}
