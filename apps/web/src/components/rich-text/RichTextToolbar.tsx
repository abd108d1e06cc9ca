import type { Editor } from '@tiptap/react';
import { type KeyboardEvent, type Ref, useRef, useState } from 'react';
import { Button } from '../ui/Button.tsx';

export type ToolbarState = {
  bold: boolean;
  italic: boolean;
  blockquote: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
};

type Tool = {
  name: string;
  /** Shown in the tooltip and told to assistive technology (aria-keyshortcuts). */
  shortcut?: { shown: string; aria: string };
  /** A toggle's state (aria-pressed); undefined for a plain action. */
  pressed?: boolean;
  /** Opens a dialog (aria-haspopup). */
  dialog?: boolean;
  unavailable?: boolean;
  className?: string;
  run(): void;
};

type Props = {
  editor: Editor;
  state: ToolbarState;
  /** Every button unavailable (the editor is read-only). */
  disabled: boolean;
  /** Whether pictures and videos may be inserted. */
  media: boolean;
  onLink(): void;
  onImage(): void;
  onVideo(): void;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys, Home and End move
 * between the buttons, Escape goes back to the text. Unavailable buttons stay focusable
 * (aria-disabled) so the set of buttons never changes under the keyboard.
 */
export function RichTextToolbar({ editor, state, disabled, media, onLink, onImage, onVideo, ref }: Props) {
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    {
      name: 'Pogrubienie',
      shortcut: { shown: 'Ctrl+B', aria: 'Control+B' },
      pressed: state.bold,
      className: 'rich-text__button--bold',
      run: () => chain().toggleBold().run(),
    },
    {
      name: 'Kursywa',
      shortcut: { shown: 'Ctrl+I', aria: 'Control+I' },
      pressed: state.italic,
      className: 'rich-text__button--italic',
      run: () => chain().toggleItalic().run(),
    },
    { name: 'Cytat', pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
    { name: 'Lista punktowana', pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    { name: 'Lista numerowana', pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { name: 'Wstaw link', dialog: true, run: onLink },
    {
      name: 'Usuń link',
      unavailable: !state.link,
      run: () => chain().extendMarkRange('link').unsetLink().run(),
    },
  ];
  if (media) {
    tools.push({ name: 'Wstaw obraz', dialog: true, run: onImage });
    tools.push({ name: 'Wstaw wideo', dialog: true, run: onVideo });
  }

  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(active, tools.length - 1);

  const move = (index: number) => {
    const next = (index + tools.length) % tools.length;
    setActive(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(current + 1),
      ArrowLeft: () => move(current - 1),
      Home: () => move(0),
      End: () => move(tools.length - 1),
      Escape: () => editor.commands.focus(),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label="Formatowanie tekstu"
      aria-orientation="horizontal"
      className="rich-text__toolbar"
      onKeyDown={onKeyDown}
    >
      {tools.map((tool, index) => {
        const off = disabled || tool.unavailable;
        return (
          <Button
            key={tool.name}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            variant="secondary"
            className={['button--small', 'rich-text__button', tool.className].filter(Boolean).join(' ')}
            tabIndex={index === current ? 0 : -1}
            aria-pressed={tool.pressed}
            aria-haspopup={tool.dialog ? 'dialog' : undefined}
            aria-keyshortcuts={tool.shortcut?.aria}
            aria-disabled={off || undefined}
            title={tool.shortcut ? `${tool.name} (${tool.shortcut.shown})` : undefined}
            onFocus={() => setActive(index)}
            onClick={() => {
              if (!off) tool.run();
            }}
          >
            {tool.name}
          </Button>
        );
      })}
    </div>
  );
}
