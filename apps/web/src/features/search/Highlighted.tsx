import type { Segment } from './search-api.ts';

/** Text with the query's matches marked; the pieces are text nodes, never HTML. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
          <mark key={index}>{segment.text}</mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

export const plainText = (segments: readonly Segment[]) => segments.map((s) => s.text).join('');
