/**
 * The summary's timelines (spec 1 section 2 "Announcement details"): the height of the segment
 * between two consecutive events is proportional to the time between them, 100 px per gap on
 * average, clamped to 20-170 px; a segment touching an event without a date is 15 px.
 */
export const TIMELINE = { base: 100, min: 20, max: 170, missing: 15, labelMax: 100 } as const;

export type TimelineEvent = { label: string; date: string | null };

function time(date: string | null): number | null {
  if (!date) return null;
  const value = Date.parse(/^\d{4}-\d{2}$/.test(date) ? `${date}-01` : date);
  return Number.isNaN(value) ? null : value;
}

/** The heights (px) of the segments between consecutive events: one fewer than the events. */
export function segmentHeights(dates: readonly (string | null)[]): number[] {
  const times = dates.map(time);
  const gaps = times.slice(1).map((next, i) => {
    const previous = times[i];
    return previous == null || next == null ? null : Math.max(0, next - previous);
  });
  const known = gaps.filter((gap): gap is number => gap !== null);
  const total = known.reduce((sum, gap) => sum + gap, 0);
  return gaps.map((gap) => {
    if (gap === null) return TIMELINE.missing;
    const height = total === 0 ? TIMELINE.base : (TIMELINE.base * known.length * gap) / total;
    return Math.round(Math.min(TIMELINE.max, Math.max(TIMELINE.min, height)));
  });
}

/** A description cut to 100 characters (with an ellipsis when cut). */
export function timelineLabel(text: string): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  return clean.length > TIMELINE.labelMax ? `${clean.slice(0, TIMELINE.labelMax - 1).trimEnd()}…` : clean;
}

/**
 * Orders events by date, keeping the given order among equal dates; an event without a date takes the
 * place of the event given as its partner (a stage's missing start sits just before its end).
 */
export function orderEvents<T extends TimelineEvent & { partnerDate?: string | null }>(events: T[]): T[] {
  const key = (e: T) => time(e.date) ?? time(e.partnerDate ?? null) ?? Number.POSITIVE_INFINITY;
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => key(a.event) - key(b.event) || a.index - b.index)
    .map(({ event }) => event);
}
