import { useLingui } from '@lingui/react';
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../components/ui/Tabs.tsx';

/**
 * The page's tabs, chosen by the address parameter `sekcja` (spec 1 section 2): the choice is pushed
 * to the address; an unknown or missing value, or a disabled tab's, shows the first tab. Later tabs
 * (Oferty, Pytania) are added to `tabs` by the pages that build them.
 */
export type DetailsTab = { id: string; label: ReactNode; disabled?: boolean; content: ReactNode };

export const SECTION_PARAM = 'sekcja';

/** The announcement's sections in the shared tabs (components/ui/Tabs.tsx), the choice in the address. */
export function DetailsTabs({ tabs }: { tabs: DetailsTab[] }) {
  const [params, setParams] = useSearchParams();
  const { i18n } = useLingui();
  const requested = params.get(SECTION_PARAM);
  const current = tabs.find((t) => t.id === requested && !t.disabled) ?? tabs[0];
  if (!current) return null;
  const choose = (key: string) => {
    const next = new URLSearchParams(params);
    next.set(SECTION_PARAM, key);
    setParams(next);
  };
  return (
    <Tabs
      label={i18n._({ id: 'details.tabs', message: 'Sekcje ogłoszenia' })}
      tabs={tabs}
      selected={current.id}
      onSelect={choose}
    >
      {/* Each section is its own panel content: another tab's state never carries over. */}
      <Fragment key={current.id}>{current.content}</Fragment>
    </Tabs>
  );
}
