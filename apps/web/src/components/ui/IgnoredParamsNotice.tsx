import { Trans } from '@lingui/react';
import type { IgnoredParam } from '../../lib/list-params.ts';

/**
 * Says which values of the page's address the list could not use (an unknown status, a sort that
 * does not exist): they were left out, so the list is not silently filtered by nothing.
 */
export function IgnoredParamsNotice({ ignored }: { ignored: readonly IgnoredParam[] }) {
  if (ignored.length === 0) return null;
  const list = ignored.map((p) => `${p.name}=${p.value}`).join(', ');
  return (
    <p className="notice notice--ignored" role="status">
      <Trans
        id="list.ignored-params"
        message="Pominięto nieprawidłowe wartości w adresie strony ({list}). Lista pokazuje wyniki bez tych warunków."
        values={{ list }}
      />
    </p>
  );
}
