/**
 * HdrHistogram percentile-distribution text (`outputPercentileDistribution`, Java/C/Go/… ports),
 * its CSV variant, and vegeta's `report -type=hdrplot` (header `Value(ms)`).
 *
 * Each table is one run's `histogram`: bucket counts by differencing TotalCount, each bucket at
 * its printed upper edge; the `#[Mean …]`/`#[Max …, Total count …]`/`#[Buckets …, SubBuckets …]`
 * footer (when present) gives mean, raw max, and the resolution 1/(SubBuckets/2).
 *
 * Unit: the file does not say, except `Value(<unit>)` headers (vegeta writes `Value(ms)`). Without
 * one, values are taken as **milliseconds** — the convention of wrk2, jHiccup and HdrHistogram's
 * own plotter (plotFiles.html labels the axis "Latency (milliseconds)") — and a warning says so;
 * a file written with another outputValueUnitScalingRatio must be converted first.
 *
 * Names: the format carries none, so the benchmark is `latency`; a file with several tables
 * (concatenated outputs) yields `latency`, `latency (2)`, … — different benchmarks, since nothing
 * says they are repeats of one.
 *
 * Pasted tables read the same: indented, quoted with `> `, inside ``` fences (read/pasted.ts).
 */
import { InputError } from '../errors.js';
import type { Measurement } from '../model/types.js';
import { defineReader, type ReadContext, type ReaderOutput } from '../read/define.js';
import { spectrumToHistogram } from '../read/histogram.js';
import { splitLines } from '../read/lines.js';
import { unpaste } from '../read/pasted.js';
import type { InputFile, InputProbe } from '../read/reader.js';
import { parseSpectrum, spectrumHeader } from '../read/spectrum.js';
import { parseUnit } from '../units/units.js';

export const hdrPercentiles = defineReader({
  id: 'hdr-percentiles',
  title: 'HdrHistogram percentile distribution (text or CSV; vegeta -type=hdrplot)',
  carries: 'histogram',
  howTo: 'histogram.outputPercentileDistribution(System.out, 1000.0)  (values in ms), or vegeta report -type=hdrplot',
  detect(probe: InputProbe): number {
    const lines = unpaste(splitLines(probe.head).slice(0, 200));
    if (/^[ \t]*Running \S+ test @ /m.test(probe.head.replace(/^[ \t]*(?:>[ \t]?)+/gm, ''))) return 0; // wrk2 prints the same table
    for (const l of lines) {
      const h = spectrumHeader(l);
      if (h) return h.csv ? 0.9 : 0.85;
    }
    return 0;
  },
  async parse(input: InputFile, ctx: ReadContext): Promise<ReaderOutput> {
    const file = input.path;
    const lines = unpaste(splitLines(await input.readText()));
    const measurements: Measurement[] = [];
    let assumed = false;
    for (let i = 0; i < lines.length; i++) {
      const h = spectrumHeader(lines[i]);
      if (!h) continue;
      let scale = 1e6;
      if (h.unit !== '') {
        const u = parseUnit(h.unit);
        if (u.unit !== 'ns')
          throw new InputError({ file, line: i + 1 }, `unknown value unit "${h.unit}"; expected a time unit such as ms or us`);
        scale = u.scale;
      } else if (!assumed) {
        assumed = true;
        ctx.warn('unit-assumed', { line: i + 1 });
      }
      const spec = parseSpectrum(lines, i + 1, file, scale, h.csv);
      const histogram = spectrumToHistogram(spec, file, ctx.add);
      const n = measurements.length + 1;
      measurements.push({
        benchmark: n === 1 ? 'latency' : `latency (${n})`,
        unit: 'ns',
        lowerIsBetter: true,
        run: '1',
        data: { kind: 'histogram', histogram },
        source: { file, line: i + 1 },
      });
      i = spec.end - 1;
    }
    if (measurements.length === 0) {
      throw new InputError(
        { file, line: 1 },
        'no "Value Percentile TotalCount 1/(1-Percentile)" header; expected HdrHistogram percentile output',
      );
    }
    return { measurements };
  },
});
