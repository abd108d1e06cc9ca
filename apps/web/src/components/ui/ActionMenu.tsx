import { useLingui } from '@lingui/react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

export type Action = { id: string; label: string; disabled?: boolean; onAction: () => void };

/**
 * A menu button with actions for one row (react-aria-components: arrow keys, Enter, Escape, focus
 * return). `label` names the button for assistive technology, e.g. 'Akcje: FENG - Fundusze...'.
 * The menu opens under its button, aligned to the button's start (over the row's own card, not the
 * side menu), flipped or shifted to stay within the window.
 */
export function ActionMenu({ label, actions, text }: { label: string; actions: Action[]; text?: string }) {
  const { i18n } = useLingui();
  const disabledKeys = actions.filter((a) => a.disabled).map((a) => a.id);
  return (
    <MenuTrigger>
      <Button className="button button--secondary button--small" aria-label={label}>
        {text ?? i18n._({ id: 'common.actions', message: 'Akcje' })} <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="menu-popover" placement="bottom start" offset={4} containerPadding={8}>
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

/** The actions cell of a table row: a change (its id and label: 'Edytuj', 'Zmień nazwę') and 'Usuń'. */
export function ChangeDeleteCell({
  label,
  change,
  onChange,
  onDelete,
}: {
  label: string;
  change: { id: string; label: string };
  onChange: () => void;
  onDelete: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <td>
      <ActionMenu
        label={label}
        actions={[
          { ...change, onAction: onChange },
          { id: 'delete', label: i18n._({ id: 'common.delete', message: 'Usuń' }), onAction: onDelete },
        ]}
      />
    </td>
  );
}
