import { Trans } from '@lingui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

type PlotModule = typeof import('@observablehq/plot');

/**
 * A chart drawn by Observable Plot (loaded with the first chart, on this page only). The chart is an
 * image to assistive technology, named by `label`: its figures are in the table beside it. Plot's own
 * <style> element is taken out (the CSP allows no inline style); statistics.css gives its rules.
 */
export function StatisticsChart({
  label,
  draw,
  note,
  namesInPolish = false,
}: {
  label: string;
  /** A line under the chart (its key), read by everyone. */
  note?: ReactNode;
  /**
   * The chart's marks name things by their Polish names (voivodeships, CPV divisions: data): marked
   * `lang="pl"` on an English page, its axes' labels keeping the page's language.
   */
  namesInPolish?: boolean;
  draw: (plot: PlotModule, width: number) => SVGSVGElement | HTMLElement;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    let drawn: Element | null = null;
    const render = (plot: PlotModule) => {
      if (cancelled) return;
      drawn?.remove();
      const chart = draw(plot, Math.max(280, Math.min(element.clientWidth || 640, 960)));
      for (const style of chart.querySelectorAll('style')) style.remove();
      chart.setAttribute('aria-hidden', 'true');
      if (namesInPolish) {
        chart.setAttribute('lang', 'pl');
        for (const axis of chart.querySelectorAll('[aria-label$="axis label"]'))
          axis.setAttribute('lang', document.documentElement.lang || 'pl');
      }
      element.append(chart);
      drawn = chart;
    };
    import('@observablehq/plot').then(render, () => setFailed(true));
    return () => {
      cancelled = true;
      drawn?.remove();
    };
  }, [draw, namesInPolish]);
  return (
    <figure className="statistics-figure">
      <div ref={box} className="statistics-chart" role="img" aria-label={label} />
      {failed ? (
        <p className="field__hint">
          <Trans id="statistics.chart-failed" message="Nie udało się narysować wykresu; dane są w tabeli." />
        </p>
      ) : null}
      {note ? <figcaption className="field__hint">{note}</figcaption> : null}
    </figure>
  );
}
