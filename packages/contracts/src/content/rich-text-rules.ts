/**
 * The rules of rich content that need no schema library (links, pictures, videos, counting): the web
 * app's renderer and banners import them from here, so zod stays out of the first page load.
 */

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
export const EMBED_SRC =
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

/** The text a rich content holds (what the limits count): the blocks' texts, one line each. */
export function richTextLength(content: { blocks: { type: string; text: string }[] }): number {
  const texts = content.blocks.filter((b) => b.type !== 'atomic').map((b) => b.text);
  return texts.join('\n').trim().length;
}

/** Whether a rich content holds anything: text, a picture or a video. */
export function richContentIsEmpty(content: { blocks: { type: string; text: string }[] }): boolean {
  return content.blocks.every((b) => b.type !== 'atomic' && b.text.trim() === '');
}

/**
 * Where a block's text is cut so that each piece has one set of marks: its ends and every start and
 * end of its style and entity ranges (`extra`: more cut points), sorted.
 */
export function rangeCuts(
  block: { text: string; inlineStyleRanges: readonly Range[]; entityRanges: readonly Range[] },
  extra: Iterable<number> = [],
): number[] {
  const { text } = block;
  const cuts = new Set([0, text.length, ...extra]);
  for (const r of [...block.inlineStyleRanges, ...block.entityRanges]) {
    cuts.add(Math.min(r.offset, text.length));
    cuts.add(Math.min(r.offset + r.length, text.length));
  }
  return [...cuts].sort((a, b) => a - b);
}
type Range = { offset: number; length: number };
