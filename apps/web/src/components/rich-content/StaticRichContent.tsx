import type { RichValue } from '../../lib/site-content.ts';
import { StaticPart } from '../ui/StaticPart.tsx';
import { richContentBlocks } from './RichContentView.tsx';

/**
 * A page's rich content (a help article, a statement, the terms) as RichContentView draws it, in a part
 * with nothing to hydrate (issue 48): the home page's boxes and the cookie notice keep RichContentView,
 * so that StaticPart's code is not in the home page's first load (its 150 KB budget, scripts/size.mjs).
 */
export function StaticRichContent({ content }: { content: RichValue }) {
  return (
    // The site's contents are written in Polish (on an English page too).
    <StaticPart className="rich-content" lang="pl" drawnFrom={content}>
      {richContentBlocks(content)}
    </StaticPart>
  );
}
