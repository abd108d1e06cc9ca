import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** How long a 'saved' message stays (spec 3 section 9: saved-message display 5 s). */
export const FLASH_MS = 5000;

/**
 * A short confirmation ('Zapisano dane podmiotu.') that disappears after 5 seconds; showing it again
 * restarts the time. Render it inside an element with role="status" that is always on the page, so
 * screen readers announce each change.
 */
export function useFlashMessage(): [string, (message: string) => void] {
  const [flash, setFlash] = useState({ text: '', count: 0 });
  useEffect(() => {
    if (!flash.text) return;
    const timer = setTimeout(() => setFlash((f) => ({ ...f, text: '' })), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  const show = useCallback((text: string) => setFlash((f) => ({ text, count: f.count + 1 })), []);
  return [flash.text, show];
}

/** The state a page hands over with `navigate(to, { state: { flash } })`: a message for the next page. */
export type ArrivalFlash = { flash: string };

/**
 * Shows the message the previous page handed over (after publishing, the list says that the
 * announcement was published), once: the address's state is cleared, so a reload does not repeat it.
 */
export function useArrivalFlash(show: (message: string) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const message = (location.state as Partial<ArrivalFlash> | null)?.flash;
  useEffect(() => {
    if (typeof message !== 'string' || message === '') return;
    show(message);
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [message, show, navigate, location.pathname, location.search, location.hash]);
}
