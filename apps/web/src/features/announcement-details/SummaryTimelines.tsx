import { formatDate, formatDeadline, formatMonthYear } from '../../lib/format.ts';
import type { AnnouncementView } from './details-types.ts';
import { orderEvents, segmentHeights, TIMELINE, type TimelineEvent, timelineLabel } from './timeline.ts';

type Shown = TimelineEvent & { when: string; partnerDate?: string | null };

/** The announcement's own dates: publication, the offer deadline, the planned contract signing. */
export function announcementEvents(view: AnnouncementView): Shown[] {
  const a = view.ogloszenie;
  // A draft shows no publication date of its own, only a planned one (spec 1 section 2).
  const draft = view.version.kind === 'draft';
  const published = draft
    ? a.scheduled
      ? a.dataOpublikowania
      : null
    : (a.firstPublishedAt ?? a.dataOpublikowania);
  const signing = view.version.tresc.planowanyTerminPodpisaniaUmowy;
  return [
    {
      label: draft ? 'Planowana publikacja ogłoszenia' : 'Publikacja ogłoszenia',
      date: published,
      when: formatDate(published) || 'brak daty',
    },
    {
      label: 'Termin składania ofert',
      date: a.terminOfert,
      when: formatDeadline(a.terminOfert) || 'brak daty',
    },
    {
      label: 'Planowany termin podpisania umowy',
      date: signing,
      when: formatMonthYear(signing) || 'brak daty',
    },
  ];
}

/** Every stage of every item: its start and its end. */
export function stageEvents(view: AnnouncementView): Shown[] {
  const events: Shown[] = [];
  for (const part of view.version.tresc.zamowienia) {
    for (const item of part.przedmiotyZamowienia) {
      for (const stage of item.harmonogramy) {
        const about = timelineLabel(stage.opis || 'Etap realizacji');
        events.push({
          label: `Początek: ${about}`,
          date: stage.poczatekRealizacji,
          partnerDate: stage.koniecRealizacji,
          when: formatDate(stage.poczatekRealizacji) || 'brak daty',
        });
        events.push({
          label: `Koniec: ${about}`,
          date: stage.koniecRealizacji,
          partnerDate: stage.poczatekRealizacji,
          when: formatDate(stage.koniecRealizacji) || 'brak daty',
        });
      }
    }
  }
  return orderEvents(events);
}

/**
 * A segment's height as a class (5 px steps, styles/announcement-summary.css): the page drawn on the
 * server may carry no inline style under its CSP.
 */
function heightClass(px: number): string {
  const step = Math.min(TIMELINE.max, Math.max(TIMELINE.missing, Math.round(px / 5) * 5));
  return `timeline__event--h${step}`;
}

/** A vertical timeline: an ordered list whose items are spaced by the segment heights. */
function Timeline({ title, events }: { title: string; events: Shown[] }) {
  const heights = segmentHeights(events.map((e) => e.date));
  const id = `timeline-${title.replace(/\W+/g, '-')}`;
  return (
    <div className="timeline">
      <h3 id={id}>{title}</h3>
      {events.length === 0 ? (
        <p>Brak dat.</p>
      ) : (
        <ol className="timeline__list" aria-labelledby={id}>
          {events.map((event, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: events may repeat their label and date
              key={index}
              className={[
                'timeline__event',
                event.date ? '' : 'timeline__event--undated',
                index < heights.length ? heightClass(heights[index] ?? 0) : '',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <span className="timeline__date">{event.when}</span>
              <span className="timeline__label">{event.label}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** 'Podsumowanie': the announcement's dates and the stages of all items (spec 1 section 2). */
export function SummaryTimelines({ view }: { view: AnnouncementView }) {
  return (
    <section aria-labelledby="sec-summary">
      <h2 id="sec-summary">Podsumowanie</h2>
      <div className="timelines">
        <Timeline title="Terminy ogłoszenia" events={announcementEvents(view)} />
        <Timeline title="Harmonogram realizacji zamówienia" events={stageEvents(view)} />
      </div>
    </section>
  );
}
