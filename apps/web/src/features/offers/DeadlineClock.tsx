import { deadlineWarning } from '@bk/contracts/offers/deadline-clock';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { formatDateTimeSeconds, formatDeadline } from '../../lib/format.ts';

/** The clock's texts (the contracts' deadlineClockTexts, in the catalogues: issue 51). */
const T = {
  region: /*i18n*/ { id: 'offers.clock.deadline', message: 'Termin składania ofert' },
  serverTime: /*i18n*/ { id: 'offers.clock.server-time', message: 'Czas serwera' },
  left: /*i18n*/ { id: 'offers.clock.left', message: 'Pozostało' },
  rule: /*i18n*/ {
    id: 'offers.clock.rule',
    message:
      'O tym, czy oferta została złożona w terminie, decyduje czas serwera w chwili jej złożenia (podany w potwierdzeniu złożenia oferty), a nie zegar Twojego urządzenia.',
  },
  passed: /*i18n*/ {
    id: 'offers.clock.passed',
    message: 'Termin składania ofert minął. Oferty nie można już złożyć ani zapisać.',
  },
} satisfies Record<string, MessageDescriptor>;

/** The warnings by their threshold in minutes (the contracts' deadlineWarnings). */
const warnings: Record<number, MessageDescriptor> = {
  60: /*i18n*/ {
    id: 'offers.clock.warning-hour',
    message:
      'Do terminu składania ofert została niecała godzina. Złóż ofertę z wyprzedzeniem, zwłaszcza jeśli dodajesz duże załączniki.',
  },
  10: /*i18n*/ {
    id: 'offers.clock.warning-ten',
    message: 'Do terminu składania ofert zostało niecałe 10 minut. Złóż ofertę teraz.',
  },
  1: /*i18n*/ {
    id: 'offers.clock.warning-minute',
    message: 'Do terminu składania ofert została niecała minuta.',
  },
};

/** The time left, as a person reads it: '2 dni 3 godz. 15 min', '3 godz. 5 min 20 s', '9 min 05 s', '45 s'. */
export function timeLeft(i18n: I18n, msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60);
  if (days > 0)
    return i18n._({
      id: 'offers.clock.days',
      message: '{days, plural, one {# dzień} other {# dni}} {hours} godz. {minutes} min',
      values: { days, hours, minutes },
    });
  if (hours > 0)
    return i18n._({
      id: 'offers.clock.hours',
      message: '{hours} godz. {minutes} min {seconds} s',
      values: { hours, minutes, seconds },
    });
  if (minutes > 0)
    return i18n._({
      id: 'offers.clock.minutes',
      message: '{minutes} min {seconds} s',
      values: { minutes, seconds: seconds.padStart(2, '0') },
    });
  return i18n._({ id: 'offers.clock.seconds', message: '{seconds} s', values: { seconds } });
}

type Props = {
  /** The submission deadline (ISO). */
  deadline: string;
  /** The server's clock minus this device's (ms), measured when the offer's data came. */
  offsetMs: number;
  /** Called once when the deadline passes by the server's clock. */
  onPassed(): void;
};

/**
 * The deadline on the offer form (issue 50): the server's time and the time left by it, ticking each
 * second (not announced: a screen reader would hear it every second), and a warning an hour, ten minutes
 * and a minute before, announced once as each comes. Once the deadline passed the form is told, and says so.
 */
export function DeadlineClock({ deadline, offsetMs, onPassed }: Props) {
  const { i18n } = useLingui();
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  const left = Date.parse(deadline) - now;
  const passed = left <= 0;
  useEffect(() => {
    if (passed) onPassed();
  }, [passed, onPassed]);
  const warning = passed ? null : deadlineWarning(left);

  return (
    <section className="deadline-clock" aria-label={i18n._(T.region)}>
      <dl className="deadline-clock__facts">
        <div>
          <dt>{i18n._(T.region)}</dt>
          <dd>{formatDeadline(deadline)}</dd>
        </div>
        <div>
          <dt>{i18n._(T.serverTime)}</dt>
          <dd>
            <time dateTime={new Date(now).toISOString()}>
              {formatDateTimeSeconds(new Date(now).toISOString())}
            </time>
          </dd>
        </div>
        {passed ? null : (
          <div>
            <dt>{i18n._(T.left)}</dt>
            <dd>{timeLeft(i18n, left)}</dd>
          </div>
        )}
      </dl>
      <p className="deadline-clock__rule">{i18n._(T.rule)}</p>
      <div role="alert">
        {passed ? (
          <p className="notice notice--error">{i18n._(T.passed)}</p>
        ) : warning ? (
          <p className="notice offer-notice--warning" key={warning.minutes}>
            {warnings[warning.minutes]
              ? i18n._(warnings[warning.minutes] as MessageDescriptor)
              : warning.text}
          </p>
        ) : null}
      </div>
    </section>
  );
}
