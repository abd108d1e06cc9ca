import { richContentIsEmpty } from '@bk/contracts/content/rich-text-rules';
import { useQuery } from '@tanstack/react-query';
import { RichContentView } from '../../components/rich-content/RichContentView.tsx';
import { api } from '../../lib/api.ts';
import type { GeneralContent } from '../../lib/site-content.ts';

/** Up to three boxes from the general contents homepage_box1..3, only those with content (spec 1 section 2). */
export default function HomeBoxes() {
  const boxes = useQuery({
    queryKey: ['content', 'general'],
    queryFn: ({ signal }) =>
      api<{ tresciOgolne: GeneralContent[] }>('/api/general-content', { signal }).then((a) =>
        a.tresciOgolne.filter(
          (g) =>
            /^homepage_box[123]$/.test(g.placement) &&
            !richContentIsEmpty({ blocks: g.tresc.blocks.map((b) => ({ type: b.typ, text: b.text })) }),
        ),
      ),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
  if (!boxes.data || boxes.data.length === 0) return null;
  return (
    <div className="home-boxes">
      {boxes.data.map((box) => (
        <section key={box.id} className="home-box" aria-labelledby={`home-box-${box.id}`} lang="pl">
          {box.naglowek ? (
            <h2 id={`home-box-${box.id}`} className="home-box__title">
              {box.naglowek}
            </h2>
          ) : null}
          <RichContentView content={box.tresc} />
        </section>
      ))}
    </div>
  );
}
