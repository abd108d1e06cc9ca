import { deadlineWarning, deadlineClockTexts as T, timeLeftText } from '@bk/contracts/offers/deadline-clock';
import { useEffect, useState } from 'react';
import { formatDateTimeSeconds, formatDeadline } from '../../lib/format.ts';

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
    <section className="deadline-clock" aria-label={T.region}>
      <dl className="deadline-clock__facts">
        <div>
          <dt>{T.deadline}</dt>
          <dd>{formatDeadline(deadline)}</dd>
        </div>
        <div>
          <dt>{T.serverTime}</dt>
          <dd>
            <time dateTime={new Date(now).toISOString()}>
              {formatDateTimeSeconds(new Date(now).toISOString())}
            </time>
          </dd>
        </div>
        {passed ? null : (
          <div>
            <dt>{T.left}</dt>
            <dd>{timeLeftText(left)}</dd>
          </div>
        )}
      </dl>
      <p className="deadline-clock__rule">{T.rule}</p>
      <div role="alert">
        {passed ? (
          <p className="notice notice--error">{T.passed}</p>
        ) : warning ? (
          <p className="notice offer-notice--warning" key={warning.minutes}>
            {warning.text}
          </p>
        ) : null}
      </div>
    </section>
  );
}
