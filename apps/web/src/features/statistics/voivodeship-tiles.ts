/**
 * A schematic map of Poland: each voivodeship (its TERYT code) as one square tile, placed as the
 * voivodeships lie to each other (column from the west, row from the north). The reference data holds
 * no borders (../shared/data/teryt-units.json has codes and names), and equal tiles let a small
 * voivodeship's figure be seen as well as a large one's (decision 0037).
 */
export const VOIVODESHIP_TILES: Readonly<Record<string, { column: number; row: number; short: string }>> = {
  '32': { column: 0, row: 0, short: 'ZP' },
  '22': { column: 1, row: 0, short: 'PM' },
  '28': { column: 3, row: 0, short: 'WN' },
  '20': { column: 4, row: 0, short: 'PD' },
  '08': { column: 0, row: 1, short: 'LB' },
  '30': { column: 1, row: 1, short: 'WP' },
  '04': { column: 2, row: 1, short: 'KP' },
  '14': { column: 3, row: 1, short: 'MZ' },
  '02': { column: 0, row: 2, short: 'DS' },
  '10': { column: 2, row: 2, short: 'LD' },
  '26': { column: 3, row: 2, short: 'SK' },
  '06': { column: 4, row: 2, short: 'LU' },
  '16': { column: 1, row: 3, short: 'OP' },
  '24': { column: 2, row: 3, short: 'SL' },
  '12': { column: 3, row: 3, short: 'MA' },
  '18': { column: 4, row: 3, short: 'PK' },
};
