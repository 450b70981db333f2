import { describe, expect, it } from 'vitest';
import { mitata as reader } from '../../src/formats/mitata.js';
import {
  expectDetected,
  expectInputError,
  fixture,
  fixtureText,
  fuzzReader,
  parsePath,
  perRunValues,
  select,
  warning,
} from '../helpers/reader-kit.js';

const F = 'mitata';
const parse = (name: string) => parsePath(reader, fixture(F, name));
type Stats = Record<string, number> & { samples: number[] | null };
type Doc = { layout: Array<{ name: string | null }>; benchmarks: Array<{ group: number; runs: Array<{ name: string; stats?: Stats }> }> };
const doc = (name: string): Doc => JSON.parse(fixtureText(F, name)) as Doc;

describe('mitata', () => {
  it('reads unbatched samples (ticks = samples) as one per-op run and batched samples as per-run means', async () => {
    const d = doc('mitata-1.0.34-samples.json');
    const r = await parse('mitata-1.0.34-samples.json');
    const slow = d.benchmarks[1].runs[0].stats!; // fib(24): one call per sample
    expect(slow.ticks).toBe(slow.samples!.length);
    const fib24 = select(r, 'fib(24)');
    expect(fib24).toHaveLength(1);
    expect(fib24[0].data).toEqual({ kind: 'per-op', values: Float64Array.from(slow.samples!) });
    const fast = d.benchmarks[0].runs[0].stats!; // fib(10): batches of 4096 calls
    const fib10 = select(r, 'fib(10)');
    expect(perRunValues(fib10)).toEqual(fast.samples);
    expect(fib10.every((m) => m.data.kind === 'per-run' && m.data.iterations === 4096)).toBe(true);
    expect(fib10.map((m) => m.run).slice(0, 3)).toEqual(['1', '2', '3']);
    // named groups prefix the name; args are already substituted by mitata
    expect(select(r, 'json / Array.from(1000)')).toHaveLength(d.benchmarks[3].runs[1].stats!.samples!.length);
    expect(r.warnings).toEqual([warning('reader.mitata.failed', { pointer: '/benchmarks/4/runs/0', name: 'throws', reason: 'boom' })]);
    expect(r.machine).toMatchObject({ source: F, cpuModel: 'AMD EPYC', arch: 'x64', os: 'linux', extra: { runtime: 'node 20.20.2' } });
  });

  it('without samples: percentiles with count = ticks when unbatched, summary when batched', async () => {
    const d = doc('mitata-1.0.34-no-samples.json');
    const r = await parse('mitata-1.0.34-no-samples.json');
    const s24 = d.benchmarks[1].runs[0].stats!;
    expect(select(r, 'fib(24)')[0].data).toEqual({
      kind: 'percentiles',
      points: [
        { p: 0.25, value: s24.p25 },
        { p: 0.5, value: s24.p50 },
        { p: 0.75, value: s24.p75 },
        { p: 0.99, value: s24.p99 },
        { p: 0.999, value: s24.p999 },
      ],
      count: s24.ticks,
      min: s24.min,
      max: s24.max,
      mean: s24.avg,
    });
    const s10 = d.benchmarks[0].runs[0].stats!;
    expect(select(r, 'fib(10)')[0].data).toEqual({ kind: 'summary', mean: s10.avg, min: s10.min, max: s10.max, median: s10.p50 });
  });

  it('detects its fixtures (ahead of google-benchmark-json, which also sees context + benchmarks)', async () => {
    for (const name of ['mitata-1.0.34-samples.json', 'mitata-1.0.34-no-samples.json']) await expectDetected(F, fixture(F, name));
  });

  it('rejects bad input naming the JSON path', async () => {
    const good = fixtureText(F, 'mitata-1.0.34-no-samples.json');
    await expectInputError(reader, good.slice(0, 500), /JSON ends early|invalid JSON/);
    await expectInputError(reader, '', /empty/);
    await expectInputError(
      reader,
      '{"layout":[],"benchmarks":[{"runs":[{"name":"a","stats":{"avg":1}}]}],"context":{}}',
      /at \/benchmarks\/0\/runs\/0\/stats\/ticks: missing; expected a number/,
    );
    await expectInputError(
      reader,
      '{"layout":[],"benchmarks":[{"runs":[{"name":"a","stats":{"ticks":5,"samples":[1,"x"]}}]}],"context":{}}',
      /at \/benchmarks\/0\/runs\/0\/stats\/samples\/1: found the string "x"/,
    );
    await expectInputError(reader, '{"layout":[],"benchmarks":[],"context":{}}', /no benchmark runs/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'mitata-1.0.34-no-samples.json')]);
  });
});
