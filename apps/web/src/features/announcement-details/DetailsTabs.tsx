import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSearchParams } from 'react-router';

/**
 * The page's tabs, chosen by the address parameter `sekcja` (spec 1 section 2): the choice is pushed
 * to the address; an unknown or missing value shows the first tab. Later tabs (Oferty, Pytania) are
 * added to `tabs` by the pages that build them.
 */
export type DetailsTab = { id: string; label: ReactNode; disabled?: boolean; content: ReactNode };

export const SECTION_PARAM = 'sekcja';

export function DetailsTabs({ tabs }: { tabs: DetailsTab[] }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(SECTION_PARAM);
  const selected = tabs.find((t) => t.id === requested && !t.disabled)?.id ?? tabs[0]?.id;
  const choose = (key: string) => {
    if (key === selected) return;
    const next = new URLSearchParams(params);
    next.set(SECTION_PARAM, key);
    setParams(next);
  };
  return (
    <Tabs
      className="tabs"
      selectedKey={selected}
      onSelectionChange={(key) => choose(String(key))}
      disabledKeys={tabs.filter((t) => t.disabled).map((t) => t.id)}
    >
      <TabList className="tabs__list" aria-label="Sekcje ogłoszenia">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className="tabs__tab">
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="tabs__panel">
          {tab.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}
