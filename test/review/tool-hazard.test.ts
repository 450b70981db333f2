/**
 * Hazards the benchmark tools report (a debug build, CPU scaling, a busy machine, a debugger, one
 * JMH fork, no warmup, hyperfine outliers, Go -count=1) become one `tool-hazard` ask per kind, with
 * the evidence: which file, which side, which field and value.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSuite } from '../../src/model/build.js';
import { message } from '../../src/model/message.js';
import { defaultSettings } from '../../src/model/settings.js';
import type { ParseResult } from '../../src/model/types.js';
import { messageText } from '../../src/render/messages/index.js';
import { reviewRun } from '../../src/jobs/review-run.js';
import type { Ask } from '../../src/review/contract.js';
import { reviewOf } from './review-of.js';

const fx = (id: string, name: string) => join(import.meta.dirname, '..', 'fixtures', 'formats', id, name);
const hazardAsks = async (base: string, head: string): Promise<Ask[]> =>
  (await reviewRun({ base: [base], head: [head], settings: defaultSettings() })).report.asks.filter((a) => a.kind === 'tool-hazard');

describe('Google Benchmark', () => {
  it('a DEBUG library on base only (JSON) and a busy machine on head: two asks, each naming its side and file', async () => {
    const debug = fx('google-benchmark-json', 'gen-repetitions-nan-error-debug.json');
    const busy = fx('google-benchmark-json', 'conbench-arrow-archery-repetitions-aggregates.json');
    const asks = await hazardAsks(debug, busy);
    expect(asks).toEqual([
      {
        kind: 'tool-hazard',
        id: 'tool-hazard.debug-build',
        benchmark: null,
        params: {
          tool: 'google-benchmark',
          sides: ['base'],
          files: [debug],
          fileSides: ['base'],
          fields: ['/context/library_build_type'],
          lines: [0],
          values: ['debug'],
          count: 1,
        },
      },
      {
        kind: 'tool-hazard',
        id: 'tool-hazard.load-above-cpus',
        benchmark: null,
        params: {
          tool: 'google-benchmark',
          sides: ['head'],
          files: [busy],
          fileSides: ['head'],
          fields: ['/context/load_avg/0'],
          lines: [0],
          values: ['28.49'],
          count: 1,
          cpus: [10],
        },
      },
    ]);
    expect(messageText(asks[0])).toBe(
      `Google Benchmark reports a debug build of its library on base (/context/library_build_type is "debug" in ${debug} (base)): timings may be affected. Could you build the benchmarks and the Google Benchmark library in Release (cmake -DCMAKE_BUILD_TYPE=Release; a distribution's libbenchmark package can be a debug build) and run them again?`,
    );
    expect(messageText(asks[1])).toBe(
      `The machine was busy when Google Benchmark ran on head: the 1-minute load average (/context/load_avg/0) was 28.49 on 10 CPUs in ${busy} (head). Other work competed with the benchmark for the CPUs. Could you run it on a quieter machine (nothing else running, or a dedicated runner)?`,
    );
  });

  it('the same DEBUG build on both sides (console output) is one ask naming both', async () => {
    const base = fx('google-benchmark-console', 'gen-repetitions-counters.txt');
    const head = fx('google-benchmark-console', 'gen-counters-tabular.txt');
    const asks = await hazardAsks(base, head);
    expect(asks.map((a) => [a.id, a.params.sides, a.params.files, a.params.fileSides, a.params.lines])).toEqual([
      ['tool-hazard.debug-build', ['base', 'head'], [base, head], ['base', 'head'], [5, 5]],
    ]);
    expect(messageText(asks[0])).toContain(
      `on base and head (the warning "Library was built as DEBUG. Timings may be affected." in ${base}:5 (base), ${head}:5 (head)): timings may be affected.`,
    );
  });

  it('one file on both sides is named once, for base and head', async () => {
    const f = fx('google-benchmark-json', 'gen-complexity-bigo.json');
    const asks = await hazardAsks(f, f);
    expect(asks.map((a) => [a.id, a.params.fileSides])).toEqual([
      ['tool-hazard.debug-build', ['both']],
      ['tool-hazard.load-above-cpus', ['both']],
    ]);
    expect(messageText(asks[1])).toContain(`was 2.32 on 2 CPUs in ${f} (base and head).`);
  });

  it('CPU scaling (JSON and console) and a load average above the Run on CPU count (console)', async () => {
    const json = fx('google-benchmark-json', 'hand-cpu-scaling.json');
    const text = fx('google-benchmark-console', 'hand-cpu-scaling-busy.txt');
    const [scaling] = await hazardAsks(json, json);
    expect(scaling.params).toEqual({
      tool: 'google-benchmark',
      sides: ['base', 'head'],
      files: [json],
      fileSides: ['both'],
      fields: ['/context/cpu_scaling_enabled'],
      lines: [0],
      values: ['true'],
      count: 1,
    });
    expect(messageText(scaling)).toBe(
      `Google Benchmark reports CPU frequency scaling enabled on base and head (/context/cpu_scaling_enabled is "true" in ${json} (base and head)): the clock speed changes under the benchmark, so timings are noisier and can drift between base and head. Could you fix the frequency for the run (sudo cpupower frequency-set -g performance, and turbo off if you can) or use a runner where it is fixed?`,
    );
    const asks = await hazardAsks(text, text);
    expect(asks.map((a) => [a.id, a.params.fields, a.params.lines, a.params.values])).toEqual([
      [
        'tool-hazard.cpu-scaling',
        ['***WARNING***'],
        [5],
        ['CPU scaling is enabled, the benchmark real time measurements may be noisy and will incur extra overhead.'],
      ],
      ['tool-hazard.load-above-cpus', ['Load Average'], [4], ['3.1']],
    ]);
    expect(messageText(asks[1])).toContain(`the 1-minute load average (Load Average) was 3.1 on 2 CPUs in ${text}:4 (base and head).`);
  });

  it('a release build on a quiet machine asks nothing', async () => {
    const f = fx('google-benchmark-json', 'gab-basic-no-repetitions.json');
    expect(await hazardAsks(f, f)).toEqual([]);
  });
});

describe('BenchmarkDotNet', () => {
  it('a DEBUG build with a debugger attached: two asks, with the fields', async () => {
    const f = fx('benchmarkdotnet', 'hand-debug-debugger.json');
    const asks = await hazardAsks(fx('benchmarkdotnet', 'bencher-0.12.1-full.json'), f);
    expect(asks.map((a) => [a.id, a.params.sides, a.params.fields, a.params.values])).toEqual([
      ['tool-hazard.debug-build', ['head'], ['/HostEnvironmentInfo/Configuration'], ['DEBUG']],
      ['tool-hazard.debugger-attached', ['head'], ['/HostEnvironmentInfo/HasAttachedDebugger'], ['true']],
    ]);
    expect(messageText(asks[0])).toBe(
      `BenchmarkDotNet ran a DEBUG build on head (/HostEnvironmentInfo/Configuration is "DEBUG" in ${f} (head)): the timings are of unoptimised code that users never run. Could you run the benchmarks from a Release build (dotnet run -c Release) and post the new results?`,
    );
    expect(messageText(asks[1])).toContain('A debugger was attached while BenchmarkDotNet ran on head');
  });
});

describe('JMH', () => {
  it('one fork: one ask naming the benchmarks and asking for -f 5', async () => {
    const f = fx('jmh', 'bencher-six-params-thrpt.json');
    const [a, ...rest] = await hazardAsks(f, f);
    expect(rest).toEqual([]);
    expect(a.id).toBe('tool-hazard.jmh-one-fork');
    expect(a.params).toMatchObject({
      tool: 'jmh',
      sides: ['base', 'head'],
      fileSides: ['both'],
      fields: ['forks'],
      values: ['1'],
      count: 1,
      benchmarkCount: 6,
    });
    expect(messageText(a)).toBe(
      'JMH ran "com.github.caffeine.caffeine.cache.ComputeBenchmark.compute_sameKey:computeType=Caffeine", "com.github.guava.caffeine.cache.ComputeBenchmark.compute_sameKey:computeType=Guava", ' +
        `"com.github.hashmap.caffeine.cache.ComputeBenchmark.compute_sameKey:computeType=ConcurrentHashMap" and 3 more in a single fork (forks 1) on base and head (${f} (base and head)): ` +
        'one JVM is one JIT and memory layout outcome, so run-to-run variation is not measured. Could you run with -f 5 (five forks) or more?',
    );
  });

  it('no warmup (warmupIterations 0), besides one fork; two forks and warmup ask nothing', async () => {
    const f = fx('jmh', 'hand-no-warmup.json');
    const asks = await hazardAsks(fx('jmh', 'synthetic-sample-ss-gc-nan.json'), f);
    expect(asks.map((a) => [a.id, a.params.sides, a.params.benchmarks])).toEqual([
      ['tool-hazard.jmh-one-fork', ['head'], ['org.openjdk.jmh.samples.JMHSample_01_HelloWorld.wellHelloThere']],
      ['tool-hazard.jmh-no-warmup', ['head'], ['org.openjdk.jmh.samples.JMHSample_01_HelloWorld.wellHelloThere']],
    ]);
    expect(messageText(asks[1])).toBe(
      `JMH ran "org.openjdk.jmh.samples.JMHSample_01_HelloWorld.wellHelloThere" without warmup iterations (warmupIterations 0) on head (${f} (head)): the measured iterations include class loading and JIT compilation. Could you add warmup (-wi 5) and run again?`,
    );
    const twoForks = fx('jmh', 'synthetic-sample-ss-gc-nan.json');
    expect(await hazardAsks(twoForks, twoForks)).toEqual([]);
  });
});

describe('Go -count=1 (derived in review, no reader change)', () => {
  it('one run per side asks for separate go test processes, and the sample-size ask does not ask again; ten runs do not', async () => {
    const once = fx('go-bench', 'gab-multi-package-benchmem.txt');
    const { report, suite } = await reviewRun({ base: [once], head: [once], settings: defaultSettings() });
    const asks = report.asks.filter((a) => a.kind === 'tool-hazard');
    // Names as the Go reader gives them (two packages × two benchmarks, each with ns/op, B/op, …: named once).
    const names = [...new Set(suite.benchmarks.map((b) => b.toolName))];
    expect(names).toHaveLength(4);
    expect(asks).toEqual([
      { kind: 'tool-hazard', id: 'tool-hazard.go-count-1', benchmark: null, params: { sides: ['base', 'head'], names, count: 4 } },
    ]);
    expect(messageText(asks[0])).toBe(
      `"${names[0]}", "${names[1]}", "${names[2]}" and 1 more ran once on base and on head (go test -count=1, the default): one run cannot show how much two processes of the same code differ. ` +
        `Could you run go test as separate processes, e.g. bench-review run --command "go test -run '^$' -bench . -count=1" --runs 10, or that go test command 10 times with its outputs appended to one file? ` +
        '(-count=10 alone repeats inside one process, which cannot measure that either.)',
    );
    // Said once: the one-process question leaves out what this one asks.
    expect(report.asks.filter((a) => a.id === 'sample-size.one-process')).toEqual([]);
    const ten = fx('go-bench', 'suffixarray-benchmem-count10.txt');
    expect(await hazardAsks(ten, ten)).toEqual([]);
  });
});

describe('hyperfine outliers (the hazard its reader gives)', () => {
  const result = (file: string, outliers: number): ParseResult => ({
    format: 'hyperfine',
    measurements: [
      {
        benchmark: 'sleep 0.1',
        unit: 'ns',
        lowerIsBetter: true,
        run: '1',
        data: { kind: 'per-op', values: Float64Array.from([1e8, 1.1e8, 1.05e8]) },
        source: { file },
      },
    ],
    warnings: [],
    hazards: [message('hazard.hyperfine-outliers', { file, benchmark: 'sleep 0.1', outliers, runs: 30 })],
  });

  it('outliers on both sides: one ask, each side with its count', () => {
    const report = reviewOf(buildSuite({ base: [result('base.json', 3)], head: [result('head.json', 5)] }), defaultSettings());
    const asks = report.asks.filter((a) => a.kind === 'tool-hazard');
    expect(asks.map((a) => [a.id, a.params.sides, a.params.files, a.params.benchmarks, a.params.outliers, a.params.runs])).toEqual([
      ['tool-hazard.hyperfine-outliers', ['base', 'head'], ['base.json', 'head.json'], ['sleep 0.1', 'sleep 0.1'], [3, 5], [30, 30]],
    ]);
    expect(messageText(asks[0])).toBe(
      'hyperfine detected statistical outliers on base and head: "sleep 0.1" (3 of 30 runs) in base.json (base); "sleep 0.1" (5 of 30 runs) in head.json (head). Other programs or cold caches disturbed some runs. Could you run on a quieter machine, with --warmup 3 (and more --runs if outliers remain)?',
    );
  });
});
