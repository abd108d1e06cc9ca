import { z } from 'zod';
import { messages } from '../common/messages.ts';

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

export const IMAGE_DEFAULT_WIDTH = 500;
export const VIDEO_DEFAULT_SIZE = { width: 500, height: 300 } as const;
/** The picture types help images may have (spec 3 section 5.5). */
export const IMAGE_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png', 'svg'] as const;
/** The privacy-enhanced YouTube host that embeds videos without tracking cookies. */
export const VIDEO_EMBED_HOST = 'https://www.youtube-nocookie.com/embed/';

/**
 * A link the content may hold: http, https or mailto, or a path of this site ('/regulamin'), nothing
 * else (no javascript:, no data:, no protocol-relative '//host').
 */
export function isSafeLink(url: string): boolean {
  if (/^\/(?![/\\])[^\s]*$/.test(url)) return true;
  if (/^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(url)) return true;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** An image uploaded in the portal: the file's download address. */
export const IMAGE_SRC = /^\/api\/files\/\d{1,12}\/download$/;
/** A stored video: the privacy-enhanced embed with the allowed parameters only. */
const EMBED_SRC =
  /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}(\?(start=\d{1,6}|end=\d{1,6}|loop=1|rel=[01]|playlist=[A-Za-z0-9_-]{11})(&(start=\d{1,6}|end=\d{1,6}|loop=1|rel=[01]|playlist=[A-Za-z0-9_-]{11}))*)?$/;

const seconds = (value: string | null): number | null => {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!m || value === '') return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
};

/**
 * A YouTube watch or short link (youtube.com/watch?v=, youtu.be/, youtube.com/shorts/, an embed link)
 * as the privacy-enhanced embed address, keeping start, end, loop and rel; null when it is not one.
 */
export function videoEmbedSrc(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const m = /^\/(shorts|embed)\/([^/]+)$/.exec(url.pathname);
      id = m?.[2] ?? null;
    }
  }
  if (!id || !/^[A-Za-z0-9_-]{11}$/.test(id)) return null;
  const params: string[] = [];
  const start = seconds(url.searchParams.get('start') ?? url.searchParams.get('t'));
  const end = seconds(url.searchParams.get('end'));
  if (start !== null) params.push(`start=${start}`);
  if (end !== null) params.push(`end=${end}`);
  if (url.searchParams.get('loop') === '1') params.push('loop=1', `playlist=${id}`);
  const rel = url.searchParams.get('rel');
  if (rel === '0' || rel === '1') params.push(`rel=${rel}`);
  return `${VIDEO_EMBED_HOST}${id}${params.length ? `?${params.join('&')}` : ''}`;
}

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

/** The text a rich content holds (what the limits count): the blocks' texts, one line each. */
export function richTextLength(content: { blocks: { type: string; text: string }[] }): number {
  const texts = content.blocks.filter((b) => b.type !== 'atomic').map((b) => b.text);
  return texts.join('\n').trim().length;
}

/** Whether a rich content holds anything: text, a picture or a video. */
export function richContentIsEmpty(content: { blocks: { type: string; text: string }[] }): boolean {
  return content.blocks.every((b) => b.type !== 'atomic' && b.text.trim() === '');
}

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
