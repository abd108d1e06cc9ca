import { describe, expect, it } from 'vitest';
import { needsInstitutionNumber, previewFullNumber } from '../full-number.ts';

describe('previewFullNumber', () => {
  it('assembles a 2021-2027 number with the institution', () => {
    expect(
      previewFullNumber('project', ['institutions'], {
        programme: 'FENG',
        priority: '01',
        activity: '01',
        institution: 'IP.02',
        suffix: 'AB12/24',
      }),
    ).toBe('FENG.01.01-IP.02-AB12/24');
  });

  it('assembles 2014-2020 numbers with the region, and the institution number for enrolments', () => {
    const parts = { programme: 'POIR', priority: '01', activity: '01.01', region: '00', suffix: '0779/18' };
    expect(previewFullNumber('project', ['subactivities', 'regions'], parts)).toBe(
      'POIR.01.01.01-00-0779/18',
    );
    expect(
      previewFullNumber('enrollment', ['subactivities', 'regions'], {
        ...parts,
        institutionNumber: 'IZ.01',
        suffix: '123/24',
      }),
    ).toBe('POIR.01.01.01-IZ.01-00-123/24');
  });

  it('shows the placeholders for what is not chosen yet', () => {
    expect(previewFullNumber('project', [], {})).toBe('AAAA.00.00-0000/00');
    expect(previewFullNumber('enrollment', ['subactivities', 'regions'], { programme: 'POIR' })).toBe(
      'POIR.00.00.00-AA.00-00-000/00',
    );
    expect(previewFullNumber('enrollment', ['institutions'], {})).toBe('AAAA.00.00-AA.00-000/00');
  });
});

describe('needsInstitutionNumber', () => {
  it('asks for it only for enrolments of perspectives with regions', () => {
    expect(needsInstitutionNumber('enrollment', ['subactivities', 'regions'])).toBe(true);
    expect(needsInstitutionNumber('project', ['subactivities', 'regions'])).toBe(false);
    expect(needsInstitutionNumber('enrollment', ['institutions'])).toBe(false);
  });
});
