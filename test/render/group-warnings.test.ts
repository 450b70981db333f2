/** Said once (render/grouping.ts): input warnings alike but for where they were found, and the notes of a tool's print resolution. */
import { describe, expect, it } from 'vitest';
import { message } from '../../src/model/message.js';
import { groupWarnings, sharedNotes } from '../../src/render/grouping.js';
import { messageText } from '../../src/render/messages/index.js';
import type { Report } from '../../src/review/index.js';
import { reportBenchmark, reportMetric } from '../helpers/report-objects.js';

describe('input warnings said once each', () => {
  it('folds warnings that differ only in where they were found, and keeps different ones apart', () => {
    const failed = (file: string, benchmark: string, line = 3) =>
      message('reader.benchmark-failed', { file, line, benchmark, reason: 'exit 1' });
    const warnings = [failed('a.json', 'X'), failed('b.json', 'X', 9), failed('c.json', 'X'), failed('a.json', 'Y')];
    expect(groupWarnings(warnings)).toEqual([`${messageText(warnings[0])} (and 2 more places alike)`, messageText(warnings[3])]);
    expect(groupWarnings([failed('a.json', 'X'), failed('b.json', 'X')])[0]).toMatch(/\(and 1 more place alike\)$/);
    expect(groupWarnings([])).toEqual([]);
  });

  it('folds zero times however many each input holds: one line for the benchmark, the first input named with its count', () => {
    const zeros = (file: string, n: number, benchmark = 'BenchmarkNop') =>
      message('reader.zero-time', { file, line: 3, benchmark, zeros: n });
    const warnings = [zeros('a.txt', 10), zeros('b.txt', 4), zeros('c.txt', 1), zeros('a.txt', 2, 'BenchmarkOther')];
    expect(groupWarnings(warnings)).toEqual([`${messageText(warnings[0])} (and 2 more places alike)`, messageText(warnings[3])]);
    expect(groupWarnings(warnings)[0]).toContain('a.txt:3: benchmark "BenchmarkNop" recorded a time of 0 ns (10 zero times in this input)');
  });
});

describe('the notes of a print resolution, said once per tool', () => {
  const step = (threshold: number, censored = 0, raised = true) =>
    message('compare.resolution-raised', { resolution: 1e6, threshold, raised, censored });
  /** A load point of an autocannon sweep: min and p50 printed in whole ms, p99 needing runs. */
  const point = (c: number, min: number, p50: number) =>
    reportBenchmark(`GET / (latency) at connections=${c}`, {
      formats: ['autocannon'],
      metrics: {
        min: reportMetric({ notes: [step(min, 5)] }),
        p50: reportMetric({ notes: [step(p50)] }),
        p99: reportMetric({ notes: [message('review.runs-needed', { runs: 12 })] }),
      },
    });
  const report = (benchmarks: ReturnType<typeof point>[]) => ({ benchmarks, asks: [], notes: [] }) as unknown as Report;

  it('lifts every load point\'s "threshold raised" to one note naming the tool, the metrics, the thresholds and how many values were censored', () => {
    const points = [point(1, 1 / 3, 0.25), point(2, 0.2, 0.1), point(4, 0.1, 0.05)];
    const { shared, own } = sharedNotes(report(points));
    expect(shared).toEqual([
      {
        text: "autocannon prints these values in steps of 1 ms; thresholds of min and p50 raised to 5.0%–33.3%, one step at the compared values (smaller changes are rounding); 15 values (a run's metric each) at or below 1 ms counted as 1 ms (the true value lies between 0 and 1 ms).",
        count: 3,
      },
      { text: 'p99: About 12 runs per side would resolve it.', count: 3 },
    ]);
    // Nothing of it is said again in a load point's own details.
    expect([...own.values()].flat().filter((n) => n.includes('steps of'))).toEqual([]);
  });

  it("keeps one benchmark's note its own, and tells two tools apart", () => {
    const one = sharedNotes(report([point(1, 1 / 3, 0.25)]));
    expect(one.shared.filter((n) => n.text.includes('steps of'))).toEqual([]);
    expect(one.own.get(one.own.keys().next().value!)![0]).toMatch(
      /^min: Threshold raised to 33\.3%: the tool prints these values in steps of 1 ms/,
    );
    const wrk = (c: number) => ({ ...point(c, 0.5, 0.5), name: `wrk ${c}`, formats: ['kudu-hdr'] });
    const two = sharedNotes(report([point(1, 1 / 3, 0.25), point(2, 0.2, 0.1), wrk(1), wrk(2)]));
    expect(two.shared.filter((n) => n.text.includes('steps of')).map((n) => [n.text.split(' prints')[0], n.count])).toEqual([
      ['autocannon', 2],
      ['kudu-hdr', 2],
    ]);
  });
});
