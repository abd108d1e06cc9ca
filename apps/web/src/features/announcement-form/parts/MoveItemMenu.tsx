import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

type Target = { partKey: string; label: string };

type Props = {
  /** The item's temporary id: the trigger's id is `move-{itemKey}` (focus returns there after a move). */
  itemKey: string;
  itemLabel: string;
  targets: Target[];
  onMove(partKey: string): void;
};

/** 'Przenieś do części…': a menu of the other parts (arrow keys, Enter, Escape). */
export function MoveItemMenu({ itemKey, itemLabel, targets, onMove }: Props) {
  if (targets.length === 0) return null;
  return (
    <MenuTrigger>
      <Button
        id={`move-${itemKey}`}
        className="button button--secondary button--small"
        aria-label={`Przenieś do części… ${itemLabel}`}
      >
        Przenieś do części… <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="menu-popover" placement="bottom end">
        <Menu
          className="menu"
          aria-label={`Części, do których można przenieść: ${itemLabel}`}
          onAction={(key) => onMove(String(key))}
        >
          {targets.map((target) => (
            <MenuItem key={target.partKey} id={target.partKey} className="menu__item">
              {target.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
