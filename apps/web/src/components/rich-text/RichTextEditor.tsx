import { richTextLength } from '@bk/contracts/content/rich-content';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { richTextExtensions } from './extensions.ts';
import {
  type ImageChoice,
  ImageDialog,
  type LinkChoice,
  LinkDialog,
  type VideoChoice,
  VideoDialog,
} from './RichTextDialogs.tsx';
import { RichTextToolbar } from './RichTextToolbar.tsx';
import { fromEditorDoc, type RichValue, toEditorDoc, wireBlocksForCount } from './rich-value.ts';
import './rich-text.css';
import { ErrorMessage } from '../form/ErrorMessage.tsx';

export type { RichValue } from './rich-value.ts';

export type RichTextEditorProps = {
  label: string;
  value: RichValue;
  onChange(value: RichValue): void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** The limit of text (the contract's count); shown as 'Liczba znaków: N z MAX.'. */
  max?: number;
  /** Where pictures are uploaded; with it the toolbar offers 'Wstaw obraz' and 'Wstaw wideo'. */
  uploadContext?: 'help' | null;
  disabled?: boolean;
};

const sameValue = (a: RichValue, b: RichValue) => a === b || JSON.stringify(a) === JSON.stringify(b);

type OpenDialog = { kind: 'link'; initial: LinkChoice | null } | { kind: 'image' } | { kind: 'video' } | null;

/**
 * The rich-text editor of the rich content (TipTap): a labelled multi-line text box with a
 * formatting toolbar. It edits exactly what the structure holds; see rich-value.ts for the mapping.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  max,
  uploadContext = null,
  disabled = false,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint || max !== undefined ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  // The last value this editor produced: a `value` that is not it came from outside (a reset, a load).
  const emitted = useRef<RichValue>(value);
  const [current, setCurrent] = useState<RichValue>(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const attributes = useMemo(() => {
    const a: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      class: 'rich-text__area',
    };
    if (describedBy) a['aria-describedby'] = describedBy;
    if (error) a['aria-invalid'] = 'true';
    if (required) a['aria-required'] = 'true';
    if (disabled) a['aria-disabled'] = 'true';
    return a;
  }, [labelId, describedBy, error, required, disabled]);

  // Created once: the editor keeps its own document; later values come in through setContent below.
  const [extensions] = useState(richTextExtensions);
  const [initialContent] = useState(() => toEditorDoc(value));
  // A new editorProps object makes useEditor pass the attributes (error, hint, ...) to the view.
  const toolbar = useRef<HTMLDivElement | null>(null);
  const editorProps = useMemo(
    () => ({
      attributes,
      // Alt+F10 (as in other editors) moves to the toolbar.
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (!event.altKey || event.key !== 'F10') return false;
        toolbar.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
        return true;
      },
    }),
    [attributes],
  );
  const editor = useEditor({
    extensions,
    content: initialContent,
    // The portal's Content-Security-Policy refuses inline styles: rich-text.css carries ProseMirror's.
    injectCSS: false,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const next = fromEditorDoc(e.getJSON());
      emitted.current = next;
      setCurrent(next);
      onChangeRef.current(next);
    },
  });

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    // A copy of what the editor produced (a form library may clone it) is no reason to reset the text.
    if (sameValue(value, emitted.current)) return;
    emitted.current = value;
    setCurrent(value);
    editor.commands.setContent(toEditorDoc(value), { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      blockquote: e.isActive('blockquote'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });

  const closeDialog = () => setDialog(null);

  /** Puts a picture or video where the cursor is, with a paragraph after it when it ends the text. */
  const insertBlock = (node: { type: 'image' | 'video'; attrs: Record<string, unknown> }) => {
    const { $to } = editor.state.selection;
    const atEnd = ($to.depth > 0 ? $to.after(1) : $to.pos) >= editor.state.doc.content.size;
    editor
      .chain()
      .insertContent(atEnd ? [node, { type: 'paragraph' }] : node)
      .run();
  };

  const openLink = () => {
    const attrs = editor.getAttributes('link');
    const href = typeof attrs.href === 'string' ? attrs.href : '';
    setDialog({
      kind: 'link',
      initial: href ? { url: href, target: attrs.target === '_blank' ? '_blank' : '_self' } : null,
    });
  };

  const insertLink = ({ url, target }: LinkChoice) => {
    const mark = { href: url, target: target === '_blank' ? '_blank' : null };
    const chain = editor.chain().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: mark }] });
    else chain.setLink(mark);
    chain.run();
    closeDialog();
  };

  const count = richTextLength({ blocks: wireBlocksForCount(current) });
  const over = max !== undefined && count > max;

  return (
    <div className={['field', 'rich-text', error ? 'field--error' : ''].filter(Boolean).join(' ')}>
      <div id={labelId} className="field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </div>
      {hintId ? (
        <p id={hintId} className="field__hint">
          {hint ? `${hint} ` : ''}
          {max !== undefined ? (
            <span className={over ? 'rich-text__count rich-text__count--over' : 'rich-text__count'}>
              Liczba znaków: {count} z {max}.
            </span>
          ) : null}
        </p>
      ) : null}
      <ErrorMessage id={errorId} message={error} />
      <div className={disabled ? 'rich-text__frame rich-text__frame--disabled' : 'rich-text__frame'}>
        <RichTextToolbar
          ref={toolbar}
          editor={editor}
          state={state}
          disabled={disabled}
          media={uploadContext !== null}
          onLink={openLink}
          onImage={() => setDialog({ kind: 'image' })}
          onVideo={() => setDialog({ kind: 'video' })}
        />
        <EditorContent editor={editor} className="rich-text__content" />
      </div>
      {dialog?.kind === 'link' ? (
        <LinkDialog initial={dialog.initial} onCancel={closeDialog} onInsert={insertLink} />
      ) : null}
      {dialog?.kind === 'image' && uploadContext ? (
        <ImageDialog
          context={uploadContext}
          onCancel={closeDialog}
          onInsert={(image: ImageChoice) => {
            insertBlock({ type: 'image', attrs: { ...image, height: null } });
            closeDialog();
          }}
        />
      ) : null}
      {dialog?.kind === 'video' ? (
        <VideoDialog
          onCancel={closeDialog}
          onInsert={(video: VideoChoice) => {
            insertBlock({ type: 'video', attrs: video });
            closeDialog();
          }}
        />
      ) : null}
    </div>
  );
}
