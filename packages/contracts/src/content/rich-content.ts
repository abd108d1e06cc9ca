import { z } from 'zod';
import { messages } from '../common/messages.ts';
import {
  EMBED_SRC,
  IMAGE_DEFAULT_WIDTH,
  IMAGE_SRC,
  isSafeLink,
  richContentIsEmpty,
  richTextLength,
  VIDEO_DEFAULT_SIZE,
} from './rich-text-rules.ts';

/**
 * Rich content (spec 3 section 3 'Rich content'): a list of blocks with inline bold and italic ranges
 * and entities. Block types: plain paragraphs, blockquote, ordered and unordered list items, and
 * atomic blocks holding one IMAGE {src, alt, width, height} or EMBEDDED_LINK {src, width, height}.
 * LINK {url, target} entities mark a range of text. It is rendered by components, never as HTML.
 */
export const richBlockTypes = [
  'unstyled',
  'blockquote',
  'ordered-list-item',
  'unordered-list-item',
  'atomic',
] as const;
export type RichBlockType = (typeof richBlockTypes)[number];

export const richContentMessages = {
  badVideo: 'Podano niepoprawny url wideo.',
  badLink: 'Link musi zaczynać się od http://, https://, mailto: albo / (strona portalu).',
  altRequired: 'Podaj tekst alternatywny obrazu.',
  badImage: 'Obraz musi być plikiem dodanym w portalu.',
  badStructure: 'Treść ma niepoprawną budowę.',
  required: messages.required,
  tooLong: (max: number) => `Treść może mieć maksymalnie ${max} znaków.`,
} as const;

export {
  IMAGE_DEFAULT_WIDTH,
  IMAGE_EXTENSIONS,
  IMAGE_SRC,
  isSafeLink,
  richContentIsEmpty,
  richTextLength,
  VIDEO_DEFAULT_SIZE,
  VIDEO_EMBED_HOST,
  videoEmbedSrc,
} from './rich-text-rules.ts';

const size = (max: number) => z.number().int().min(1).max(max);

export const linkEntitySchema = z.object({
  type: z.literal('LINK'),
  mutability: z.string().max(20).optional(),
  data: z.object({
    url: z.string().trim().max(2000).refine(isSafeLink, richContentMessages.badLink),
    target: z.enum(['_blank', '_self']).default('_self'),
  }),
});
export const imageEntitySchema = z.object({
  type: z.literal('IMAGE'),
  mutability: z.string().max(20).optional(),
  data: z.object({
    src: z.string().regex(IMAGE_SRC, richContentMessages.badImage),
    alt: z.string().trim().min(1, richContentMessages.altRequired).max(300),
    width: size(2000).default(IMAGE_DEFAULT_WIDTH),
    height: size(2000).nullish(),
  }),
});
export const videoEntitySchema = z.object({
  type: z.literal('EMBEDDED_LINK'),
  mutability: z.string().max(20).optional(),
  data: z.object({
    src: z.string().max(300).regex(EMBED_SRC, richContentMessages.badVideo),
    width: size(2000).default(VIDEO_DEFAULT_SIZE.width),
    height: size(2000).default(VIDEO_DEFAULT_SIZE.height),
  }),
});
export const richEntitySchema = z.discriminatedUnion('type', [
  linkEntitySchema,
  imageEntitySchema,
  videoEntitySchema,
]);
export type RichEntity = z.output<typeof richEntitySchema>;

const range = { offset: z.number().int().min(0).max(100_000), length: z.number().int().min(1).max(100_000) };

export const richBlockSchema = z
  .object({
    key: z.string().min(1).max(20),
    // The client's name mapping sends a blank text as null: it is ''.
    text: z
      .string()
      .max(100_000)
      .nullish()
      .transform((v) => v ?? ''),
    type: z.enum(richBlockTypes),
    depth: z.number().int().min(0).max(4).default(0),
    inline_style_ranges: z
      .array(z.object({ ...range, style: z.enum(['BOLD', 'ITALIC']) }))
      .max(2000)
      .default([]),
    entity_ranges: z
      .array(z.object({ ...range, key: z.number().int().min(0).max(10_000) }))
      .max(2000)
      .default([]),
  })
  // An atomic block's text is its one placeholder character, whatever came.
  .transform((b) => (b.type === 'atomic' ? { ...b, text: ' ' } : b));
export type RichBlock = z.output<typeof richBlockSchema>;

/** The rich content's structure, checked whole: ranges inside their text, entities where they belong. */
export const richContentSchema = z
  .object({
    blocks: z.array(richBlockSchema).max(5000),
    entity_map: z.record(z.string().regex(/^\d{1,5}$/), richEntitySchema).default({}),
  })
  .superRefine((content, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    for (const block of content.blocks) {
      if (block.text.includes('\u0000')) return problem(richContentMessages.badStructure);
      for (const r of [...block.inline_style_ranges, ...block.entity_ranges])
        if (r.offset + r.length > block.text.length) return problem(richContentMessages.badStructure);
      const entities = block.entity_ranges.map((r) => content.entity_map[String(r.key)]);
      if (entities.some((e) => e === undefined)) return problem(richContentMessages.badStructure);
      if (block.type === 'atomic') {
        // One picture or video, on the block's placeholder character.
        const [only] = entities;
        if (entities.length !== 1 || !only || only.type === 'LINK')
          return problem(richContentMessages.badStructure);
      } else if (entities.some((e) => e?.type !== 'LINK')) return problem(richContentMessages.badStructure);
    }
  });
export type RichContent = z.output<typeof richContentSchema>;

/**
 * Rich content as the answers carry it (already checked on the way in): the same shape without the
 * input's transforms, which a response schema cannot hold.
 */
export const richContentViewSchema = z.object({
  blocks: z.array(
    z.object({
      key: z.string(),
      text: z.string(),
      type: z.enum(richBlockTypes),
      depth: z.number(),
      inline_style_ranges: z.array(
        z.object({ offset: z.number(), length: z.number(), style: z.enum(['BOLD', 'ITALIC']) }),
      ),
      entity_ranges: z.array(z.object({ offset: z.number(), length: z.number(), key: z.number() })),
    }),
  ),
  entity_map: z.record(
    z.string(),
    z.object({
      type: z.enum(['LINK', 'IMAGE', 'EMBEDDED_LINK']),
      mutability: z.string().optional(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});

/** An empty content (one empty paragraph). */
export const emptyRichContent = (): RichContent => ({
  blocks: [
    { key: 'empty', text: '', type: 'unstyled', depth: 0, inline_style_ranges: [], entity_ranges: [] },
  ],
  entity_map: {},
});

/**
 * A rich field with its limit of text (spec 3 sections 5.5, 5.6, 9): checked whole, then counted.
 */
export function richField(max: number, options: { required: boolean } = { required: true }) {
  return richContentSchema.superRefine((content, ctx) => {
    if (options.required && richContentIsEmpty(content))
      ctx.addIssue({ code: 'custom', message: richContentMessages.required });
    else if (richTextLength(content) > max)
      ctx.addIssue({ code: 'custom', message: richContentMessages.tooLong(max) });
  });
}

/** Plain text of a rich content (PDFs, summaries, the slug's source never: headings make slugs). */
export function richPlainText(content: { blocks: { type: string; text: string }[] }): string {
  return content.blocks
    .filter((b) => b.type !== 'atomic')
    .map((b) => b.text)
    .join('\n');
}
