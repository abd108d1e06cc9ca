import { useEffect, useState } from 'react';
import type { CpvCode } from '../../components/pickers/CpvPicker.tsx';
import { findCpvCode } from './search-api.ts';

/** Names of codes chosen during this visit, so reopening the dialog needs no call. */
const known = new Map<string, CpvCode>();

/**
 * The CPV codes of the filter dialog: the address keeps only codes, so codes not chosen in this visit
 * are shown by code at once and get their names from the dictionary.
 */
export function useCpvChoice(initial: readonly string[]): [CpvCode[], (codes: CpvCode[]) => void] {
  const [restored] = useState<CpvCode[]>(() =>
    initial.map((kod, i) => known.get(kod) ?? { id: -(i + 1), kod, nazwa: '' }),
  );
  const [codes, setCodes] = useState(restored);

  useEffect(() => {
    const missing = restored.filter((c) => c.id < 0);
    if (missing.length === 0) return;
    const controller = new AbortController();
    for (const code of missing) {
      findCpvCode(code.kod, controller.signal)
        .then((found) => {
          if (!found) return;
          const entry = { ...found, kod: code.kod };
          known.set(code.kod, entry);
          setCodes((current) => current.map((c) => (c.kod === code.kod ? entry : c)));
        })
        .catch(() => undefined);
    }
    return () => controller.abort();
  }, [restored]);

  const choose = (next: CpvCode[]) => {
    const seen = new Set<string>();
    const deduped = next.filter((c) => !seen.has(c.kod) && seen.add(c.kod));
    for (const c of deduped) if (c.id > 0) known.set(c.kod, c);
    setCodes(deduped);
  };
  return [codes, choose];
}
