import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { formatDate, formatDeadline, formatMonthYear } from '../../lib/format.ts';
import type { AnnouncementView } from './details-types.ts';
import { orderEvents, segmentHeights, TIMELINE, type TimelineEvent, timelineLabel } from './timeline.ts';

/** An event as shown; `about`: a stage's own description (Polish data) after its label. */
type Shown = TimelineEvent & {
  when: string;
  partnerDate?: string | null;
  about?: { text: string; own: boolean };
};

/** The announcement's own dates: publication, the offer deadline, the planned contract signing. */
export function announcementEvents(view: AnnouncementView, i18n: I18n): Shown[] {
  const noDate = i18n._({ id: 'details.timeline.no-date', message: 'brak daty' });
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
      label: draft
        ? i18n._({ id: 'details.timeline.planned-publication', message: 'Planowana publikacja ogłoszenia' })
        : i18n._({ id: 'details.timeline.publication', message: 'Publikacja ogłoszenia' }),
      date: published,
      when: formatDate(published) || noDate,
    },
    {
      label: i18n._({ id: 'details.deadline', message: 'Termin składania ofert' }),
      date: a.terminOfert,
      when: formatDeadline(a.terminOfert) || noDate,
    },
    {
      label: i18n._({ id: 'details.contract-date', message: 'Planowany termin podpisania umowy' }),
      date: signing,
      when: formatMonthYear(signing) || noDate,
    },
  ];
}

/** Every stage of every item: its start and its end. */
export function stageEvents(view: AnnouncementView, i18n: I18n): Shown[] {
  const noDate = i18n._({ id: 'details.timeline.no-date', message: 'brak daty' });
  const events: Shown[] = [];
  for (const part of view.version.tresc.zamowienia) {
    for (const item of part.przedmiotyZamowienia) {
      for (const stage of item.harmonogramy) {
        const about = {
          text: timelineLabel(
            stage.opis || i18n._({ id: 'details.timeline.stage', message: 'Etap realizacji' }),
          ),
          own: Boolean(stage.opis),
        };
        events.push({
          label: i18n._({ id: 'details.timeline.start', message: 'Początek:' }),
          about,
          date: stage.poczatekRealizacji,
          partnerDate: stage.koniecRealizacji,
          when: formatDate(stage.poczatekRealizacji) || noDate,
        });
        events.push({
          label: i18n._({ id: 'details.timeline.end', message: 'Koniec:' }),
          about,
          date: stage.koniecRealizacji,
          partnerDate: stage.poczatekRealizacji,
          when: formatDate(stage.koniecRealizacji) || noDate,
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
function Timeline({ id, title, events }: { id: string; title: string; events: Shown[] }) {
  const heights = segmentHeights(events.map((e) => e.date));
  return (
    <div className="timeline">
      <h3 id={id}>{title}</h3>
      {events.length === 0 ? (
        <p>
          <Trans id="details.timeline.none" message="Brak dat." />
        </p>
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
              <span className="timeline__label">
                {event.label}
                {event.about ? (
                  <>
                    {' '}
                    <span lang={event.about.own ? 'pl' : undefined}>{event.about.text}</span>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** 'Podsumowanie': the announcement's dates and the stages of all items (spec 1 section 2). */
export function SummaryTimelines({ view }: { view: AnnouncementView }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="sec-summary">
      <h2 id="sec-summary">
        <Trans id="details.summary" message="Podsumowanie" />
      </h2>
      <div className="timelines">
        <Timeline
          id="timeline-announcement"
          title={i18n._({ id: 'details.timeline.announcement', message: 'Terminy ogłoszenia' })}
          events={announcementEvents(view, i18n)}
        />
        <Timeline
          id="timeline-stages"
          title={i18n._({ id: 'details.timeline.stages', message: 'Harmonogram realizacji zamówienia' })}
          events={stageEvents(view, i18n)}
        />
      </div>
    </section>
  );
}
