import { describe, expect, it } from 'vitest';
import { orderEvents, segmentHeights, TIMELINE, timelineLabel } from '../timeline.ts';

describe('segmentHeights', () => {
  it('gives 100 px to each of equal gaps', () => {
    expect(segmentHeights(['2026-01-01', '2026-01-11', '2026-01-21'])).toEqual([100, 100]);
  });

  it('is proportional to the gaps, 100 px per gap on average', () => {
    // Gaps of 10 and 30 days: 2 gaps x 100 px shared 1:3.
    expect(segmentHeights(['2026-01-01', '2026-01-11', '2026-02-10'])).toEqual([50, 150]);
  });

  it('clamps to 20 and 170 px', () => {
    expect(segmentHeights(['2026-01-01', '2026-01-02', '2026-12-31'])).toEqual([20, 170]);
  });

  it('draws 15 px next to a missing date', () => {
    expect(segmentHeights([null, '2026-01-01', '2026-01-11'])).toEqual([TIMELINE.missing, 100]);
    expect(segmentHeights(['2026-01-01', null, '2026-03-01'])).toEqual([15, 15]);
  });

  it('reads months (yyyy-MM) and date-times, and gives 100 px to zero gaps', () => {
    expect(segmentHeights(['2026-03-01T10:00:00.000Z', '2026-03'])).toHaveLength(1);
    expect(segmentHeights(['2026-03-01', '2026-03-01'])).toEqual([100]);
    expect(segmentHeights(['2026-03-01'])).toEqual([]);
  });
});

describe('timelineLabel', () => {
  it('cuts descriptions at 100 characters', () => {
    const cut = timelineLabel('a'.repeat(150));
    expect(cut).toHaveLength(100);
    expect(cut.endsWith('…')).toBe(true);
    expect(timelineLabel('  Krótki   opis ')).toBe('Krótki opis');
  });
});

describe('orderEvents', () => {
  it('sorts by date and puts an undated start before its end', () => {
    const events = [
      { label: 'koniec B', date: '2026-05-01' },
      { label: 'początek A', date: null, partnerDate: '2026-03-01' },
      { label: 'koniec A', date: '2026-03-01' },
      { label: 'początek B', date: '2026-04-01' },
    ];
    expect(orderEvents(events).map((e) => e.label)).toEqual([
      'początek A',
      'koniec A',
      'początek B',
      'koniec B',
    ]);
  });
});
