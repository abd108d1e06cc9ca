import { DESKTOP_MIN_WIDTH } from '@bk/contracts/common/limits';

/** Id of the side menu (skip link and the toggle's aria-controls). */
export const MENU_ID = 'menu';

/** From this width the side menu is always shown; below it the menu is an off-canvas panel. */
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
