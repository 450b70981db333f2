/**
 * `bench-review compare` on a base/head pair of every format: each fixture that reads as its own
 * format is compared with itself, and the review must say what that format's data allows —
 * percentiles asks for means and summaries, tail metrics for per-operation data, the
 * coordinated-omission caution for closed-loop load generators — and never a change where there
 * is none.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/model/settings.js';
import { isUserError } from '../../src/errors.js';
import { READERS } from '../../src/formats/index.js';
import { readResults } from '../../src/read/read.js';
import { reviewRun } from '../../src/jobs/review-run.js';
import type { ReportBenchmark } from '../../src/review/contract.js';

const root = join(import.meta.dirname, '..', 'fixtures', 'formats');

async function ownFixtures(id: string): Promise<string[]> {
  const dir = join(root, id);
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n !== 'SOURCES.md' && !n.includes('.expected.'));
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const n of names.sort()) {
    const path = join(dir, n);
    try {
      if ((await readResults(path)).format === id) out.push(path);
    } catch (err) {
      if (!isUserError(err)) throw err; // negative fixtures (bad input) are tested by each reader
    }
  }
  return out;
}

describe.each(READERS.map((r) => r.id))('compare on %s', (id) => {
  it('reviews a base/head pair honestly for what the format carries', async () => {
    const files = (await ownFixtures(id)).filter((f) => statSync(f).size < 5_000_000);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const { report } = await reviewRun({ base: [file], head: [file], settings: defaultSettings() });
      const where = `${id}: ${file}`;
      expect(report.benchmarks.length, where).toBeGreaterThan(0);
      expect(report.status, where).not.toBe('fail');
      const kinds = new Set(report.asks.map((a) => a.kind));
      for (const b of report.benchmarks) {
        for (const [metric, m] of Object.entries(b.metrics)) {
          expect(['regression', 'improvement'], `${where} ${b.name} ${metric}`).not.toContain(m!.verdict);
        }
        if (b.sampleKind === 'per-run' || b.sampleKind === 'summary') {
          expect(Object.keys(b.metrics), where).toEqual(['mean']);
          // A throughput beside latency with tails from the same format lacks nothing (issue 13): no question
          // for it; so none at all when every other benchmark has tails or is such a throughput.
          const hasTails = (o: ReportBenchmark) => o.sampleKind !== 'per-run' && o.sampleKind !== 'summary';
          const besideTails = (o: ReportBenchmark) =>
            !o.lowerIsBetter && report.benchmarks.some((t) => hasTails(t) && t.formats.some((f) => o.formats.includes(f)));
          if (!besideTails(b)) expect(kinds.has('percentiles'), where).toBe(true);
          else if (report.benchmarks.every((o) => hasTails(o) || besideTails(o))) expect(kinds.has('percentiles'), where).toBe(false);
        } else {
          expect(Object.keys(b.metrics), where).toEqual(expect.arrayContaining(['p50', 'p90', 'p99', 'p99.9', 'min', 'max']));
        }
        if (b.loadModel === 'closed-loop' && b.metrics.p99?.base != null) expect(kinds.has('coordinated-omission'), where).toBe(true);
      }
      if (report.benchmarks.every((b) => b.sampleKind !== 'per-run' && b.sampleKind !== 'summary'))
        expect(kinds.has('percentiles'), where).toBe(false);
    }
  });
});
