import { isSafeLink, rangeCuts, VIDEO_EMBED_HOST } from '@bk/contracts/content/rich-text-rules';
import type { ReactNode } from 'react';
import type { RichValue } from '../../lib/site-content.ts';

type Block = RichValue['blocks'][number];
type EntityMap = RichValue['entityMap'];

/**
 * Rich content drawn from its block structure by components (spec 3 section 3 'Rich content'): never
 * as HTML. Text goes through React (escaped); links only with http, https, mailto or a path of this
 * site; pictures only from the portal's files; videos only from the privacy-enhanced YouTube host.
 * The server refuses anything else on the way in; the checks here hold even for data that got in
 * another way.
 */
export function RichContentView({ content, className }: { content: RichValue; className?: string }) {
  return (
    // The site's contents are written in Polish (on an English page too).
    <div className={`rich-content${className ? ` ${className}` : ''}`} lang="pl">
      {richContentBlocks(content)}
    </div>
  );
}

/** The content's blocks as elements (StaticRichContent draws them in a part with nothing to hydrate). */
export function richContentBlocks(content: RichValue): ReactNode[] {
  return renderBlocks(content.blocks, content.entityMap);
}

const isList = (b: Block) => b.typ === 'ordered-list-item' || b.typ === 'unordered-list-item';

function renderBlocks(blocks: Block[], entities: EntityMap): ReactNode[] {
  const out: ReactNode[] = [];
  let i = 0;
  while (i < blocks.length) {
    const block = blocks[i] as Block;
    if (isList(block)) {
      const run: Block[] = [];
      while (i < blocks.length && isList(blocks[i] as Block)) run.push(blocks[i++] as Block);
      out.push(renderList(run, 0, entities));
      continue;
    }
    i++;
    if (block.typ === 'atomic') out.push(<Atomic key={block.key} block={block} entities={entities} />);
    else if (block.typ === 'blockquote')
      out.push(
        <blockquote key={block.key}>
          <p>{inline(block, entities)}</p>
        </blockquote>,
      );
    else if (block.text.trim() !== '') out.push(<p key={block.key}>{inline(block, entities)}</p>);
  }
  return out;
}

/** A run of list items: items deeper than `depth` nest inside the item before them. */
function renderList(items: Block[], depth: number, entities: EntityMap): ReactNode {
  const first = items[0] as Block;
  const List = first.typ === 'ordered-list-item' ? 'ol' : 'ul';
  const children: ReactNode[] = [];
  let i = 0;
  while (i < items.length) {
    const item = items[i] as Block;
    const nested: Block[] = [];
    let j = i + 1;
    while (j < items.length && (items[j] as Block).depth > depth) nested.push(items[j++] as Block);
    children.push(
      <li key={item.key}>
        {inline(item, entities)}
        {nested.length > 0 ? renderList(nested, depth + 1, entities) : null}
      </li>,
    );
    i = j;
  }
  return <List key={`list-${first.key}`}>{children}</List>;
}

function Atomic({ block, entities }: { block: Block; entities: EntityMap }) {
  const range = block.entityRanges[0];
  const entity = range ? entities[String(range.key)] : undefined;
  if (entity?.typ === 'IMAGE' && /^\/api\/files\/\d+\/download$/.test(entity.data.src))
    return (
      <figure className="rich-content__figure">
        <img
          src={entity.data.src}
          alt={entity.data.alt}
          width={entity.data.width}
          height={entity.data.height ?? undefined}
          loading="lazy"
        />
      </figure>
    );
  if (entity?.typ === 'EMBEDDED_LINK' && entity.data.src.startsWith(VIDEO_EMBED_HOST))
    return (
      <div className="rich-content__video">
        <iframe
          src={entity.data.src}
          title="Film w serwisie YouTube"
          width={entity.data.width}
          height={entity.data.height}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation"
          allow="encrypted-media; picture-in-picture; fullscreen"
        />
      </div>
    );
  return null;
}

type Mark = { bold: boolean; italic: boolean; link: { url: string; target: string } | null };

/** A block's text cut at every range boundary, each piece with its bold, italic and link. */
function inline(block: Block, entities: EntityMap): ReactNode[] {
  const { text } = block;
  const points = rangeCuts(block);
  const pieces: { text: string; mark: Mark; start: number }[] = [];
  for (let k = 0; k + 1 < points.length; k++) {
    const start = points[k] as number;
    const end = points[k + 1] as number;
    const covers = (r: { offset: number; length: number }) => r.offset <= start && r.offset + r.length >= end;
    const styles = block.inlineStyleRanges.filter(covers).map((r) => r.style);
    const linkRange = block.entityRanges.filter(covers).find((r) => entities[String(r.key)]?.typ === 'LINK');
    const entity = linkRange ? entities[String(linkRange.key)] : undefined;
    const link =
      entity?.typ === 'LINK' && isSafeLink(entity.data.url)
        ? { url: entity.data.url, target: entity.data.target }
        : null;
    pieces.push({
      text: text.slice(start, end),
      start,
      mark: { bold: styles.includes('BOLD'), italic: styles.includes('ITALIC'), link },
    });
  }
  // Neighbouring pieces of one link form one anchor.
  const out: ReactNode[] = [];
  let k = 0;
  while (k < pieces.length) {
    const piece = pieces[k] as (typeof pieces)[number];
    if (!piece.mark.link) {
      out.push(styled(piece.text, piece.mark, piece.start));
      k++;
      continue;
    }
    const link = piece.mark.link;
    const group: ReactNode[] = [];
    while (k < pieces.length && (pieces[k] as (typeof pieces)[number]).mark.link?.url === link.url) {
      const p = pieces[k] as (typeof pieces)[number];
      group.push(styled(p.text, p.mark, p.start));
      k++;
    }
    const external = link.target === '_blank';
    out.push(
      <a
        key={`a${piece.start}`}
        href={link.url}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
      >
        {group}
        {external ? <span className="visually-hidden"> (otwiera się w nowej karcie)</span> : null}
      </a>,
    );
  }
  return out;
}

function styled(text: string, mark: Mark, key: number): ReactNode {
  let node: ReactNode = text;
  if (mark.italic) node = <em>{node}</em>;
  if (mark.bold) node = <strong>{node}</strong>;
  return <span key={key}>{node}</span>;
}
