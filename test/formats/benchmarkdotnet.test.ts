import { describe, expect, it } from 'vitest';
import { benchmarkDotNet as reader } from '../../src/formats/benchmarkdotnet.js';
import {
  expectDetected,
  expectInputError,
  fixture,
  fixtureText,
  fuzzReader,
  parsePath,
  parseText,
  perRunValues,
  select,
  warning,
} from '../helpers/reader-kit.js';

const F = 'benchmarkdotnet';
const parse = (name: string) => parsePath(reader, fixture(F, name));
type Doc = { Benchmarks: Array<Record<string, any>> };
const doc = (name: string): Doc => JSON.parse(fixtureText(F, name)) as Doc;

describe('benchmarkdotnet', () => {
  it('reads Workload/Result measurements as per-run ns/op values, one per launch and iteration, plus Memory in B', async () => {
    const d = doc('bencher-0.15.8-full-memory.json');
    const r = await parse('bencher-0.15.8-full-memory.json');
    expect(r.format).toBe(F);
    for (const b of d.Benchmarks) {
      const results = (b.Measurements as Array<Record<string, any>>).filter(
        (m) => m.IterationMode === 'Workload' && m.IterationStage === 'Result',
      );
      const job = /: (.*)$/.exec(b.DisplayInfo)![1];
      const name = job === 'DefaultJob' ? b.FullName : `${b.FullName} [${job}]`;
      const ms = select(r, name);
      expect(ms.map((m) => m.run)).toEqual(results.map((m) => `${m.LaunchIndex}.${m.IterationIndex}`));
      expect(perRunValues(ms)).toEqual(results.map((m) => m.Nanoseconds / m.Operations));
      // the Result stage is what Statistics.OriginalValues holds
      perRunValues(ms).forEach((v, i) => expect(v).toBeCloseTo(b.Statistics.OriginalValues[i], 9));
      expect(ms.every((m) => m.lowerIsBetter && m.data.kind === 'per-run' && m.data.iterations === results[0].Operations)).toBe(true);
      expect(perRunValues(select(r, name, 'B'))).toEqual([b.Memory.BytesAllocatedPerOperation]);
      expect(select(r, name, 'B').map((m) => m.measure)).toEqual(['Allocated']);
      expect(ms.every((m) => m.measure === undefined)).toBe(true);
    }
    expect(
      perRunValues(
        select(r, 'BenchmarkDotNet.Samples.Memory.AllocEmptyList [ShortRun(IterationCount=3, LaunchCount=1, WarmupCount=3)]', 'B'),
      ),
    ).toEqual([368]);
    expect(r.machine).toEqual({
      source: F,
      cpuModel: 'AMD Ryzen 7 5800X',
      sockets: 1,
      physicalCores: 8,
      logicalCpus: 16,
      smt: true,
      os: 'Windows 11 (10.0.26200.8037/25H2/2025Update/HudsonValley2)',
      arch: 'X64',
      extra: {
        runtime: '.NET 10.0.4 (10.0.4, 10.0.426.12010)',
        BenchmarkDotNetVersion: '0.15.8',
        Configuration: 'RELEASE',
        DotNetCliVersion: '10.0.200',
        HardwareTimerKind: 'Unknown',
        HasRyuJit: 'true',
      },
    });
    expect(r.warnings).toEqual([]);
  });

  it('falls back to Statistics.OriginalValues when Measurements has no Result stage', async () => {
    const d = doc('bencher-0.12.1-full.json');
    const r = await parse('bencher-0.12.1-full.json');
    const fib10 = select(r, 'Sample.Benchmarks.Fib10');
    expect(perRunValues(fib10)).toEqual(d.Benchmarks[0].Statistics.OriginalValues);
    expect(fib10).toHaveLength(14);
    expect(fib10[0].run).toBe('1');
    expect(perRunValues(select(r, 'Sample.Benchmarks.Fib20'))).toHaveLength(13);
    expect(r.machine).toMatchObject({ cpuModel: 'Intel Core i7-7820HQ CPU 2.90GHz (Kaby Lake)', physicalCores: 4, logicalCpus: 8 });
  });

  it('reads brief/legacy exports as one summary each (no FullName, ProcessorName wrapped in a Lazy)', async () => {
    const r = await parse('bencher-0.9.9-brief-legacy.json');
    expect(r.measurements.map((m) => m.benchmark)).toEqual([
      'BenchmarkDotNet.Samples.Intro.IntroJsonExport.Sleep10',
      'BenchmarkDotNet.Samples.Intro.IntroJsonExport.Sleep20',
    ]);
    expect(r.measurements[0].data).toEqual({
      kind: 'summary',
      mean: 10362283.085796878,
      sd: 45702.118369205156,
      n: 20,
      min: 10265993.7209375,
      max: 10436008.3209375,
      median: 10360382.6953125,
    });
    expect(r.machine).toMatchObject({
      cpuModel: 'Intel(R) Core(TM) i7-4702MQ CPU 2.20GHz',
      logicalCpus: 8,
      os: 'Microsoft Windows NT 6.2.9200.0',
    });
    const minimal = await parse('bencher-null-namespace-minimal.json');
    expect(minimal.measurements).toHaveLength(1);
    expect(minimal.measurements[0]).toMatchObject({
      benchmark: 'NullNamespaceMethod',
      data: { kind: 'summary', mean: 0, sd: 0, median: 0 },
    });
  });

  it('keeps launches apart, appends the job when one method runs in several jobs, warns on DEBUG builds', async () => {
    const b = (job: string, launch: number) => ({
      DisplayInfo: `T.M: ${job}`,
      FullName: 'N.T.M',
      Statistics: { Mean: 1 },
      Measurements: [1, 2].map((i) => ({
        IterationMode: 'Workload',
        IterationStage: 'Result',
        LaunchIndex: launch,
        IterationIndex: i,
        Operations: 4,
        Nanoseconds: 40 * i,
      })),
    });
    const text = JSON.stringify({
      Title: 't',
      HostEnvironmentInfo: { Configuration: 'DEBUG' },
      Benchmarks: [b('Job-A', 1), b('Job-B', 2)],
    });
    const r = await parseText(reader, text);
    expect(r.measurements.map((m) => `${m.benchmark}|${m.run}`)).toEqual([
      'N.T.M [Job-A]|1.1',
      'N.T.M [Job-A]|1.2',
      'N.T.M [Job-B]|2.1',
      'N.T.M [Job-B]|2.2',
    ]);
    expect(perRunValues(r.measurements)).toEqual([10, 20, 10, 20]);
    // The DEBUG build is a hazard, not a warning: review/asks/tool-hazard.ts asks for a Release build.
    expect(r.warnings).toEqual([]);
    expect(r.hazards).toEqual([
      warning('hazard.debug-build', { tool: 'benchmarkdotnet', field: '/HostEnvironmentInfo/Configuration', value: 'DEBUG' }),
    ]);
  });

  it('detects its fixtures', async () => {
    for (const name of [
      'bencher-0.15.8-full-memory.json',
      'bencher-0.12.1-full.json',
      'bencher-0.9.9-brief-legacy.json',
      'bencher-null-namespace-minimal.json',
    ]) {
      await expectDetected(F, fixture(F, name));
    }
  });

  it('rejects bad input naming the JSON path', async () => {
    const good = fixtureText(F, 'bencher-0.15.8-full-memory.json');
    await expectInputError(reader, good.slice(0, 2000), /in\d+\.txt:\d+:\d+: (the JSON ends early|invalid JSON)/);
    await expectInputError(reader, '', /empty/);
    await expectInputError(reader, '{"HostEnvironmentInfo":{},"Benchmarks":{}}', /at \/Benchmarks: found an object; expected an array/);
    await expectInputError(
      reader,
      '{"HostEnvironmentInfo":{},"Benchmarks":[{"FullName":"a","Statistics":{"Mean":"x"}}]}',
      /at \/Benchmarks\/0\/Statistics\/Mean: found the string "x"; expected a number/,
    );
    await expectInputError(
      reader,
      '{"HostEnvironmentInfo":{},"Benchmarks":[{"FullName":"a","Measurements":[{"IterationMode":"Workload","IterationStage":"Result","Operations":0,"Nanoseconds":5}]}]}',
      /\/Benchmarks\/0\/Measurements\/0\/Operations: .*positive/,
    );
    await expectInputError(
      reader,
      '{"HostEnvironmentInfo":{},"Benchmarks":[{"Statistics":{"Mean":1}}]}',
      /\/Benchmarks\/0\/FullName: missing/,
    );
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [
      fixtureText(F, 'bencher-0.9.9-brief-legacy.json'),
      fixtureText(F, 'bencher-null-namespace-minimal.json'),
      fixtureText(F, 'bencher-0.12.1-full.json'),
    ]);
  });
});
