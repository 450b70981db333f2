/**
 * Mermaid xychart blocks: the front matter every chart of the review shares (fixed colours, never a
 * name in it), and the change of one benchmark by percentile (`chart`, in the job summary's
 * sections). Labels go through escape.ts's mermaidLabel: a name cannot leave its quotes.
 *
 * The change chart is one bar chart whatever the signs: "% worse than base" (positive = worse,
 * whatever the unit's direction), one bar series per verdict (regression red, inconclusive amber, no
 * change grey, improvement green, not judged light grey with its label marked `*`), the threshold
 * as a dark line. Mermaid draws every bar up from the bottom of the y axis and lays the series of
 * one category over each other, so when a change is below zero the bars stop at zero and a last
 * series in the chart's background colour covers each one from the bottom of the axis up to the
 * change (or to zero): what shows is a bar from zero to the change, up or down. Mermaid's xychart
 * has no legend; the line under the chart says which colour is what. The chart is light whatever
 * the viewer's theme (the mask must match its background). The y axis reaches 10% of the data's
 * span beyond its ends and always includes 0, so no bar touches an edge.
 */
import { metricOrder } from '../model/settings.js';
import type { ReportBenchmark, ReportMetric } from '../review/contract.js';
import { mermaidLabel } from './escape.js';

/** The chart's background, the masking series' colour and the text colours: light, whatever the viewer's theme. */
const BACKGROUND = '#ffffff';
const TEXT = '#1f2328';
const AXIS = '#59636e';

/** A verdict class of the change chart, in the order its series are drawn and its legend reads. */
type ChartClass = 'regression' | 'inconclusive' | 'no-change' | 'improvement' | 'not-judged';

const CLASSES: ReadonlyArray<{ cls: ChartClass; colour: string; word: string }> = [
  { cls: 'regression', colour: '#d1242f', word: 'red, regression' },
  { cls: 'inconclusive', colour: '#bf8700', word: 'amber, inconclusive' },
  { cls: 'no-change', colour: '#8c959f', word: 'grey, no change' },
  { cls: 'improvement', colour: '#1a7f37', word: 'green, improvement' },
  { cls: 'not-judged', colour: '#d0d7de', word: 'light grey (label marked *), not judged' },
];
const THRESHOLD_COLOUR = '#424a53';
const ZERO_COLOUR = '#afb8c1';

/** A metric's verdict as the chart colours it: anything without a verdict (insufficient data) is not judged. */
function classOf(m: ReportMetric): ChartClass {
  switch (m.verdict) {
    case 'regression':
    case 'improvement':
    case 'inconclusive':
    case 'no-change':
      return m.verdict;
    default:
      return 'not-judged';
  }
}

/**
 * The front matter of a chart: its series' colours in order, and (`opaque`) a light background with
 * dark text, for a chart whose masking series must match the background it is drawn on.
 */
export function chartConfig(palette: readonly string[], opaque = false): string[] {
  const colours = opaque
    ? [
        `      backgroundColor: "${BACKGROUND}"`,
        `      titleColor: "${TEXT}"`,
        ...['x', 'y'].flatMap((a) => [
          `      ${a}AxisLabelColor: "${TEXT}"`,
          `      ${a}AxisTitleColor: "${TEXT}"`,
          `      ${a}AxisTickColor: "${AXIS}"`,
          `      ${a}AxisLineColor: "${AXIS}"`,
        ]),
      ]
    : [];
  return [
    '---',
    'config:',
    ...(opaque ? ['  themeCSS: ".plot rect { shape-rendering: crispEdges; }"'] : []),
    '  themeVariables:',
    '    xyChart:',
    ...colours,
    `      plotColorPalette: "${palette.join(', ')}"`,
    '---',
  ];
}

/** A chart number: at most one decimal, no trailing zeros. */
const fmt = (v: number) => String(Number(v.toFixed(1)));

/** The y axis over `values`: 0 included, 10% of the span beyond each end that has data (none below 0 when nothing is). */
export function paddedAxis(values: readonly number[]): { min: number; max: number } {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const pad = (hi - lo) * 0.1 || 1;
  return { min: lo < 0 ? Math.floor((lo - pad) * 10) / 10 : 0, max: Math.ceil((hi + pad) * 10) / 10 };
}

/**
 * The change by percentile in "% worse than base", bars coloured by verdict with the threshold as a
 * line: a tail-only regression stands out at a glance. Titled with the benchmark's name, with a
 * one-line legend under it. Empty with fewer than two metrics that have a change.
 */
export function chart(b: ReportBenchmark): string[] {
  const points: Array<{ id: string; worse: number; threshold: number; cls: ChartClass }> = [];
  for (const id of metricOrder(Object.keys(b.metrics)).filter((m) => m !== 'mean')) {
    const m = b.metrics[id];
    if (!m || m.ratio === null || !(m.ratio > 0) || !Number.isFinite(m.ratio)) continue;
    const cost = b.lowerIsBetter ? m.ratio : 1 / m.ratio;
    points.push({ id, worse: Number(((cost - 1) * 100).toFixed(1)), threshold: Number((m.threshold * 100).toFixed(1)), cls: classOf(m) });
  }
  if (points.length < 2) return [];
  const axis = paddedAxis(points.flatMap((p) => [p.worse, p.threshold]));
  const below = points.some((p) => p.worse < 0);
  const present = CLASSES.filter((c) => points.some((p) => p.cls === c.cls));
  // Each class's series: its points' bars to the change (to zero when below it, the mask does the rest); the others' at the axis bottom, height 0.
  const series = present.map((c) => `  bar [${points.map((p) => fmt(p.cls !== c.cls ? axis.min : Math.max(p.worse, 0))).join(', ')}]`);
  series.push(`  bar [${points.map((p) => fmt(Math.min(p.worse, 0))).join(', ')}]`);
  series.push(`  line [${points.map((p) => fmt(p.threshold)).join(', ')}]`);
  if (below) series.push(`  line [${points.map(() => '0').join(', ')}]`);
  const palette = [...present.map((c) => c.colour), BACKGROUND, THRESHOLD_COLOUR, ...(below ? [ZERO_COLOUR] : [])];
  const legend = [...present.map((c) => c.word), 'dark line, the threshold', ...(below ? ['light line, no change (0%)'] : [])];
  return [
    '```mermaid',
    ...chartConfig(palette, true),
    'xychart-beta',
    // The name alone: Mermaid does not wrap a title, and the name with the legend was cut off at
    // about 70 characters (wrk load points). The legend is a line under the chart.
    `  title "${mermaidLabel(b.name)}"`,
    `  x-axis [${points.map((p) => `"${p.id}${p.cls === 'not-judged' ? '*' : ''}"`).join(', ')}]`,
    `  y-axis "% worse than base" ${fmt(axis.min)} --> ${fmt(axis.max)}`,
    ...series,
    '```',
    '',
    `<sub>% worse than base by percentile, bars from 0 (up: worse, down: better): ${legend.join('; ')}.</sub>`,
  ];
}
