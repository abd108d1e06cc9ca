import { IMAGE_SRC, isSafeLink, videoEmbedSrc } from '@bk/contracts/content/rich-content';
import { type Editor, Extension, type Extensions, Node } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { ListItem } from '@tiptap/extension-list';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { StarterKit } from '@tiptap/starter-kit';
import { MAX_LIST_DEPTH, newBlockKey } from './rich-value.ts';

/** The nodes that make a block of the structure and carry its key. */
const KEYED_NODES = ['paragraph', 'image', 'video'];

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    video: {
      /** Inserts a video placeholder (the privacy-enhanced embed address and its size). */
      insertVideo: (attrs: { src: string; width: number; height: number }) => ReturnType;
    };
  }
}

/**
 * Keeps a block key on every paragraph, image and video: the structure's keys survive editing,
 * a split or pasted block gets a fresh one, a duplicate is renamed.
 */
const BlockKeys = Extension.create({
  name: 'blockKeys',
  addGlobalAttributes() {
    return [
      {
        types: KEYED_NODES,
        attributes: {
          blockKey: { default: null, keepOnSplit: false, parseHTML: () => null, renderHTML: () => ({}) },
        },
      },
    ];
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('blockKeys'),
        appendTransaction: (transactions, _old, state) => {
          if (!transactions.some((t) => t.docChanged)) return null;
          const used = new Set<string>();
          let tr: Transaction | null = null;
          state.doc.descendants((node, pos) => {
            if (!KEYED_NODES.includes(node.type.name)) return true;
            const key: unknown = node.attrs.blockKey;
            if (typeof key === 'string' && key !== '' && !used.has(key)) {
              used.add(key);
              return false;
            }
            const fresh = newBlockKey(used);
            used.add(fresh);
            tr = (tr ?? state.tr).setNodeMarkup(pos, undefined, { ...node.attrs, blockKey: fresh });
            return false;
          });
          return tr === null ? null : (tr as Transaction).setMeta('addToHistory', false);
        },
      }),
    ];
  },
});

/** How many lists hold the cursor. */
function listNesting(editor: Editor): number {
  const { $from } = editor.state.selection;
  let lists = 0;
  for (let d = $from.depth; d > 0; d--) {
    const name = $from.node(d).type.name;
    if (name === 'bulletList' || name === 'orderedList') lists++;
  }
  return lists;
}

/** List items that nest no deeper than the structure's depths; Tab leaves the editor when they cannot. */
const LimitedListItem = ListItem.extend({
  addKeyboardShortcuts() {
    return {
      ...this.parent?.(),
      Tab: () => listNesting(this.editor) <= MAX_LIST_DEPTH && this.editor.commands.sinkListItem(this.name),
    };
  },
});

/** Only pictures uploaded in the portal: a pasted picture from elsewhere is dropped. */
const PortalImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (IMAGE_SRC.test(element.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },
});

const size = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * A YouTube video (EMBEDDED_LINK): shown in the editor as a box with its address, never as a frame
 * (nothing loads from YouTube while editing).
 */
const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null, parseHTML: (el) => videoEmbedSrc(el.getAttribute('data-src') ?? '') },
      width: { default: 500, parseHTML: (el) => size(el.getAttribute('data-width'), 500) },
      height: { default: 300, parseHTML: (el) => size(el.getAttribute('data-height'), 300) },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'div[data-rich-video]',
        getAttrs: (element) => (videoEmbedSrc(element.getAttribute('data-src') ?? '') ? null : false),
      },
    ];
  },
  renderHTML({ node }) {
    const { src, width, height } = node.attrs as { src: string; width: number; height: number };
    const attrs = {
      class: 'rich-text__video',
      'data-rich-video': '',
      'data-src': src,
      'data-width': String(width),
      'data-height': String(height),
    };
    return [
      'div',
      attrs,
      ['span', { class: 'rich-text__video-title' }, `Film YouTube (${width} × ${height} px)`],
      ['span', { class: 'rich-text__video-src' }, src],
    ];
  },
  addCommands() {
    return {
      insertVideo:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});

/**
 * The editor's schema: exactly what the rich content holds (paragraphs, blockquotes, lists, bold,
 * italic, links, line breaks, portal pictures, YouTube videos). Headings, code, strike, underline and
 * rules are left out, so pasted HTML cannot bring them in.
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: false,
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      trailingNode: false,
      listItem: false,
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: null, rel: 'noopener noreferrer nofollow' },
        isAllowedUri: (url) => isSafeLink(url),
      },
    }),
    LimitedListItem,
    PortalImage.configure({ inline: false, allowBase64: false }),
    Video,
    BlockKeys,
  ];
}
