import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

export type Action = { id: string; label: string; disabled?: boolean; onAction: () => void };

/**
 * A menu button with actions for one row (react-aria-components: arrow keys, Enter, Escape, focus
 * return). `label` names the button for assistive technology, e.g. 'Akcje: FENG - Fundusze...'.
 */
export function ActionMenu({
  label,
  actions,
  text = 'Akcje',
}: {
  label: string;
  actions: Action[];
  text?: string;
}) {
  const disabledKeys = actions.filter((a) => a.disabled).map((a) => a.id);
  return (
    <MenuTrigger>
      <Button className="button button--secondary button--small" aria-label={label}>
        {text} <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="menu-popover" placement="bottom end">
        <Menu
          className="menu"
          disabledKeys={disabledKeys}
          onAction={(key) => actions.find((a) => a.id === key)?.onAction()}
        >
          {actions.map((action) => (
            <MenuItem key={action.id} id={action.id} className="menu__item">
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
