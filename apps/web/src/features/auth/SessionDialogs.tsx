import { SESSION_WARNING_SECONDS } from '@bk/contracts/common/limits';
import { useEffect, useRef } from 'react';
import { useSession } from '../../lib/session.tsx';
import { SessionNoticeDialog } from './SessionNoticeDialog.tsx';
import { SessionWarningDialog } from './SessionWarningDialog.tsx';
import { useSecondsLeft } from './use-seconds-left.ts';

/**
 * The session countdown and its dialogs (spec 3 section 4). Loaded lazily by the shell once a user is
 * signed in or the session has something to say, so the dialog library is not in the first chunk.
 */
export default function SessionDialogs() {
  const session = useSession();
  if (session.notice)
    return <SessionNoticeDialog notice={session.notice} onDismiss={session.dismissNotice} />;
  if (session.status !== 'authenticated') return null;
  return <SessionCountdown />;
}

function SessionCountdown() {
  const { expiresAt, expire } = useSession();
  const seconds = useSecondsLeft(expiresAt);
  const expired = useRef(false);

  useEffect(() => {
    if (seconds === null || seconds > 0 || expired.current) return;
    expired.current = true;
    expire();
  }, [seconds, expire]);

  if (seconds === null || seconds <= 0 || seconds >= SESSION_WARNING_SECONDS) return null;
  return <SessionWarningDialog seconds={seconds} />;
}
