import type { RichBlockValue } from '../rich-value.ts';

/** A block with defaults, as the client receives it (for the rich text and rich content tests). */
export const block = (key: string, text: string, more: Partial<RichBlockValue> = {}): RichBlockValue => ({
  key,
  text,
  typ: 'unstyled',
  depth: 0,
  inlineStyleRanges: [],
  entityRanges: [],
  ...more,
});
