import { describe, expect, it } from 'vitest';
import { hyperfineOutliers, hyperfine as reader } from '../../src/formats/hyperfine.js';
import { message } from '../../src/model/message.js';
import type { Measurement } from '../../src/model/types.js';
import {
  expectDetected,
  expectInputError,
  fixture,
  fixtureText,
  fuzzReader,
  measurementsOf,
  parsePath,
  parseText,
  warning,
} from '../helpers/reader-kit.js';

const F = 'hyperfine';
const parse = (name: string) => parsePath(reader, fixture(F, name));
interface Result {
  command: string;
  times: number[];
  exit_codes?: Array<number | null>;
}
const resultsOf = (name: string): Result[] => (JSON.parse(fixtureText(F, name)) as { results: Result[] }).results;
/** One value per run: each measurement is one execution, `per-run` with iterations 1. */
const valueOf = (m: Measurement): number => {
  if (m.data.kind !== 'per-run' || m.data.iterations !== 1) throw new Error('expected per-run with iterations 1');
  return m.data.value;
};
const of = (ms: Measurement[], name: string, unit = 'ns') => ms.filter((m) => m.benchmark === name && m.unit === unit);

describe('hyperfine', () => {
  it('reads each execution as its own run of one operation: wall time in ns, run id = position in "times"', async () => {
    for (const name of ['bencher-one-many-runs.json', 'bencher-two-commands.json', 'gen-two-sleeps.json']) {
      const expected = resultsOf(name);
      const r = await parse(name);
      expect([...new Set(measurementsOf(r).map((m) => m.benchmark))]).toEqual(expected.map((x) => x.command));
      expected.forEach((x, i) => {
        const runs = of(measurementsOf(r), x.command);
        expect(runs).toHaveLength(x.times.length);
        runs.forEach((m, k) => {
          expect(m).toEqual({
            benchmark: x.command,
            unit: 'ns',
            lowerIsBetter: true,
            measure: 'time',
            run: String(k + 1),
            data: { kind: 'per-run', value: x.times[k] * 1e9, iterations: 1 },
            source: { file: expect.any(String), pointer: `/results/${i}/times/${k}` },
          });
        });
      });
      expect(r.warnings).toEqual([]);
      // Every execution is a row of the per-run table, none a Measurement object.
      expect(r.measurements).toEqual([]);
      expect(r.perRun?.series).toEqual(
        expected.map((x, i) => ({
          benchmark: x.command,
          unit: 'ns',
          measure: 'time',
          lowerIsBetter: true,
          pointer: `/results/${i}/times`,
        })),
      );
    }
    const two = await parse('bencher-two-commands.json');
    expect(of(measurementsOf(two), 'sleep 0.1')).toHaveLength(27);
    expect(of(measurementsOf(two), 'sleep 0.2')).toHaveLength(13);
  });

  it('excludes runs with a non-zero exit code (from -i) with a warning', async () => {
    const [flaky] = resultsOf('gen-failing-ignore-failure.json');
    const r = await parse('gen-failing-ignore-failure.json');
    const ok = flaky.times.filter((_, i) => flaky.exit_codes![i] === 0).map((t) => t * 1e9);
    const runs = of(measurementsOf(r), 'flaky');
    expect(runs.map(valueOf)).toEqual(ok);
    expect(ok).toHaveLength(2);
    // Executions 1 and 11 exited 0: the run ids keep their place in "times".
    expect(runs.map((m) => m.run)).toEqual(['1', '11']);
    expect(r.warnings).toEqual([
      warning('reader.hyperfine.failed-runs', {
        pointer: '/results/0/exit_codes',
        name: 'flaky',
        failed: 10,
        runs: 12,
        codes: ['137', '1'],
      }),
      warning('reader.zero-time', { pointer: '/results/1/times/0', benchmark: 'ok', zeros: 4 }),
    ]);
    expect(of(measurementsOf(r), 'ok')).toHaveLength(12);
    expect(r.hazards).toBeUndefined();
  });

  it('keeps parameterised results apart', async () => {
    const list = await parse('gen-parameter-list.json');
    expect([...new Set(measurementsOf(list).map((m) => m.benchmark))]).toEqual(resultsOf('gen-parameter-list.json').map((x) => x.command));
    expect(measurementsOf(list)).toHaveLength(4 * 5);
    const scan = await parse('gen-named-parameter-scan.json');
    expect(measurementsOf(scan).map((m) => `${m.benchmark}/${m.run}`)).toEqual([
      'step (n=1)/1',
      'step (n=1)/2',
      'step (n=1)/3',
      'step (n=2)/1',
      'step (n=2)/2',
      'step (n=2)/3',
    ]);
  });

  it('treats a null exit code (signal) as failed and reads memory_usage_byte per execution as a B measurement', async () => {
    const text = JSON.stringify({
      results: [
        { command: 'x', times: [0.1, 0.2, 0.3], exit_codes: [0, null, 0], memory_usage_byte: [1000, 2000, 3000] },
        { command: 'x', times: [0.5], exit_codes: [0] },
      ],
    });
    const r = await parseText(reader, text);
    expect(measurementsOf(r).map((m) => [m.benchmark, m.unit, m.measure, m.run, valueOf(m), m.source.pointer])).toEqual([
      ['x', 'ns', 'time', '1', 1e8, '/results/0/times/0'],
      ['x', 'ns', 'time', '3', 3e8, '/results/0/times/2'],
      ['x', 'B', 'memory', '1', 1000, '/results/0/memory_usage_byte/0'],
      ['x', 'B', 'memory', '3', 3000, '/results/0/memory_usage_byte/2'],
      ['x #2', 'ns', 'time', '1', 5e8, '/results/1/times/0'],
    ]);
    expect(r.warnings).toEqual([
      warning('reader.hyperfine.failed-runs', { pointer: '/results/0/exit_codes', name: 'x', failed: 1, runs: 3, codes: ['signal'] }),
    ]);
  });

  it("reports hyperfine's own outlier warning as a hazard, by its rule (modified Z-score > 1.4826 × 10)", async () => {
    const file = (name: string) => fixture(F, name);
    // hyperfine printed "Statistical outliers were detected" for this file (generate.sh): one 200 ms execution of 20.
    expect((await parse('gen-outlier-one-slow.json')).hazards).toEqual([
      message('hazard.hyperfine-outliers', { file: file('gen-outlier-one-slow.json'), benchmark: 'one-slow', outliers: 1, runs: 20 }),
    ]);
    // The same with the first execution slow: hyperfine warns of a slow first run instead, not of outliers.
    expect((await parse('gen-outlier-slow-first.json')).hazards).toBeUndefined();
    expect((await parse('bencher-one-many-runs.json')).hazards).toEqual([
      message('hazard.hyperfine-outliers', { file: file('bencher-one-many-runs.json'), benchmark: 'sleep 0.01', outliers: 1, runs: 214 }),
    ]);
    expect((await parse('gen-pair-slow-head.json')).hazards).toEqual([
      message('hazard.hyperfine-outliers', { file: file('gen-pair-slow-head.json'), benchmark: 'sleep', outliers: 1, runs: 40 }),
    ]);
    expect((await parse('gen-pair-aa-base.json')).hazards).toBeUndefined();
    expect((await parse('gen-two-sleeps.json')).hazards).toBeUndefined();
    // Failed executions count too: hyperfine scores every entry of "times" before export.
    const failedOutlier = JSON.stringify({ results: [{ command: 'c', times: [1, 1, 1, 1, 9], exit_codes: [0, 0, 0, 0, 1] }] });
    expect((await parseText(reader, failedOutlier)).hazards).toEqual([
      message('hazard.hyperfine-outliers', { file: expect.any(String), benchmark: 'c', outliers: 1, runs: 5 }),
    ]);
  });

  it("counts outliers as hyperfine's outlier_detection.rs tests do, except a slow first execution", () => {
    // hyperfine's test_detect_outliers vectors (num_outliers), where the first value is not the outlier.
    expect(hyperfineOutliers([])).toBe(0);
    expect(hyperfineOutliers([50])).toBe(0);
    expect(hyperfineOutliers([1000, 0])).toBe(0);
    expect(hyperfineOutliers([-0.2, 0, 0.2])).toBe(0);
    expect(hyperfineOutliers([-0.2, 0, 0.2, 4])).toBe(1);
    const normal = [
      2.33269488, 1.42195907, -0.57527698, -0.31293437, 2.2948158, 0.75813273, -1.0712388, -0.96394741, -1.15897446, 1.10976285,
    ];
    expect(hyperfineOutliers(normal)).toBe(0);
    expect(hyperfineOutliers([...normal, 20, -500])).toBe(2);
    // MAD = 0 is taken as f64::EPSILON (test_detect_outliers_if_mad_becomes_0).
    expect(hyperfineOutliers([10, 10, 10, 10, 10, 10, 10, 100])).toBe(1);
    expect(hyperfineOutliers([10, 10, 10, 10, 10, 10, 10, 100, 100])).toBe(2);
    // [0.5, 0.30, 0.29, 0.31, 0.30] has one outlier by num_outliers, but it is the first execution:
    // hyperfine then prints "The first benchmarking run … was significantly slower", not the outlier warning.
    expect(hyperfineOutliers([0.5, 0.3, 0.29, 0.31, 0.3])).toBe(0);
    expect(hyperfineOutliers([0.3, 0.5, 0.29, 0.31, 0.3])).toBe(1);
    // A fast first execution is an ordinary outlier (hyperfine tests scores[0] > threshold, signed).
    expect(hyperfineOutliers([0.01, 0.3, 0.29, 0.31, 0.3])).toBe(1);
  });

  it('detects its fixtures', async () => {
    for (const name of [
      'bencher-one-many-runs.json',
      'bencher-two-commands.json',
      'gen-two-sleeps.json',
      'gen-failing-ignore-failure.json',
      'gen-parameter-list.json',
      'gen-named-parameter-scan.json',
      'gen-pair-aa-base.json',
      'gen-outlier-one-slow.json',
      'gen-outlier-slow-first.json',
    ]) {
      await expectDetected(F, fixture(F, name));
    }
  });

  it('rejects bad input naming the JSON path', async () => {
    const good = fixtureText(F, 'bencher-two-commands.json');
    await expectInputError(reader, good.slice(0, 300), /JSON ends early|invalid JSON/);
    await expectInputError(reader, '', /empty/);
    await expectInputError(reader, '{"results":[{"times":[1]}]}', /at \/results\/0\/command: missing; expected a string/);
    await expectInputError(
      reader,
      '{"results":[{"command":"a","times":[1,"x"]}]}',
      /at \/results\/0\/times\/1: found the string "x"; expected a number/,
    );
    await expectInputError(
      reader,
      '{"results":[{"command":"a","times":[1,2],"exit_codes":[0]}]}',
      /\/results\/0\/exit_codes: .*expected an array of 2 exit codes/,
    );
    await expectInputError(reader, '{"results":[{"command":"a","times":[1],"exit_codes":[2]}]}', /no successful runs/);
  });

  it('reads 200,000 executions with their memory (no argument spread of the whole list)', async () => {
    const n = 200_000;
    const times = Array.from({ length: n }, (_, k) => 0.001 * (1 + (k % 7)));
    const memory = Array.from({ length: n }, (_, k) => 1000 + k);
    const r = await parseText(
      reader,
      JSON.stringify({ results: [{ command: 'big', times, exit_codes: times.map(() => 0), memory_usage_byte: memory }] }),
      'json',
    );
    const ms = measurementsOf(r);
    expect(ms).toHaveLength(2 * n);
    expect(r.perRun?.series.map((x) => [x.measure, x.pointer])).toEqual([
      ['time', '/results/0/times'],
      ['memory', '/results/0/memory_usage_byte'],
    ]);
    const mem = ms.filter((m) => m.measure === 'memory');
    expect(mem).toHaveLength(n);
    expect(mem[n - 1]).toMatchObject({
      run: String(n),
      data: { kind: 'per-run', value: 1000 + n - 1, iterations: 1 },
      source: { pointer: `/results/0/memory_usage_byte/${n - 1}` },
    });
    expect(ms[n - 1]).toMatchObject({ measure: 'time', run: String(n), source: { pointer: `/results/0/times/${n - 1}` } });
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'bencher-two-commands.json'), fixtureText(F, 'gen-failing-ignore-failure.json')]);
  });
});
