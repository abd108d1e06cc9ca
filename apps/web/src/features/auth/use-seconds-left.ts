import { useCallback, useEffect, useState } from 'react';
import { readSharedExpiry } from '../../lib/cookies.ts';

/**
 * Whole seconds until the session expires, recomputed every second. Another tab of the browser may
 * have extended the session (its expiry is in the auth_data cookie): the later expiry wins.
 */
export function useSecondsLeft(expiresAt: number | null): number | null {
  const compute = useCallback(() => {
    if (expiresAt === null) return null;
    const shared = readSharedExpiry();
    const effective = shared !== null && shared > expiresAt ? shared : expiresAt;
    return Math.ceil((effective - Date.now()) / 1000);
  }, [expiresAt]);

  const [seconds, setSeconds] = useState(compute);
  useEffect(() => {
    setSeconds(compute());
    if (expiresAt === null) return;
    const timer = setInterval(() => setSeconds(compute()), 1000);
    return () => clearInterval(timer);
  }, [compute, expiresAt]);
  return seconds;
}
