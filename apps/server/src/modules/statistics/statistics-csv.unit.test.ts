import { describe, expect, it } from 'vitest';
import { csvText } from './statistics-csv.ts';

/** Issue 44 item 18: the statistics' CSV in a form for a Polish spreadsheet and a form for programs. */
const rows = [
  ['Dział CPV', 'Nazwa', 'Odsetek (%)', 'Średnia'],
  ['45', '45 Roboty budowlane; "duże", małe', 11.11, 2],
  ['03', 'Produkty rolnictwa', null, 0.5],
];

describe('statistics CSV', () => {
  it('for a Polish spreadsheet: semicolons, decimal commas, UTF-8 with a byte order mark', () => {
    expect(csvText(rows, 'pl')).toBe(
      '\uFEFFDział CPV;Nazwa;Odsetek (%);Średnia\r\n' +
        '45;"45 Roboty budowlane; ""duże"", małe";11,11;2\r\n' +
        '03;Produkty rolnictwa;;0,5\r\n',
    );
    // No number is written with a dot, which Polish Excel reads as a date (11.11 = 11 November).
    expect(csvText(rows, 'pl')).not.toMatch(/\d\.\d/);
  });

  it('for programs: RFC 4180, commas and decimal dots', () => {
    expect(csvText(rows, 'plain')).toBe(
      '\uFEFFDział CPV,Nazwa,Odsetek (%),Średnia\r\n' +
        '45,"45 Roboty budowlane; ""duże"", małe",11.11,2\r\n' +
        '03,Produkty rolnictwa,,0.5\r\n',
    );
  });
});
