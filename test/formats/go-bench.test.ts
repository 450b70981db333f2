import { describe, expect, it } from 'vitest';
import { goBench } from '../../src/formats/go-bench.js';
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
  measurementsOf,
} from '../helpers/reader-kit.js';

const F = 'go-bench';
const parse = (name: string) => parsePath(goBench, fixture(F, name));

describe('go-bench', () => {
  it('reads -count 10 as ten per-run measurements per benchmark, dropping the common -48 suffix', async () => {
    const r = await parse('benchstat-old-count10.txt');
    const json = select(r, 'golang.org/x/perf/cmd/benchstat/testdata.BenchmarkEncode/format=json');
    expect(json.map((m) => m.run)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(perRunValues(json)[0]).toBe(1726);
    expect(perRunValues(select(r, 'golang.org/x/perf/cmd/benchstat/testdata.BenchmarkEncode/format=gob')).at(-1)).toBe(3062);
    expect(json[0].data).toEqual({ kind: 'per-run', value: 1726, iterations: 690848 });
    expect(json[0].source.line).toBe(4);
    expect(json.every((m) => m.lowerIsBetter)).toBe(true);
    expect(r.machine).toMatchObject({ os: 'linux', arch: 'amd64', source: 'go-bench', extra: { gomaxprocs: '48' } });
    expect(measurementsOf(r)).toHaveLength(20);
  });

  it('reads -benchmem lines as separate ns, B/s, B and allocs measurements with cpu: as the CPU model', async () => {
    const text = fixtureText(F, 'suffixarray-benchmem-count10.txt');
    const lines = text.split('\n').filter((l) => /^Benchmark\S+\s+\d+/.test(l));
    const r = await parse('suffixarray-benchmem-count10.txt');
    expect(measurementsOf(r)).toHaveLength(lines.length * 4);
    expect(r.machine?.cpuModel).toBe('Intel(R) Core(TM) i7-8665U CPU @ 1.90GHz');
    const name = 'index/suffixarray.BenchmarkNew/text=opticks/size=100K/bits=32';
    expect(perRunValues(select(r, name))[0]).toBe(4052123);
    const mbs = select(r, name, 'B/s');
    expect(mbs).toHaveLength(10);
    expect(perRunValues(mbs)[0]).toBeCloseTo(24.68e6, 3);
    expect(mbs[0].lowerIsBetter).toBe(false);
    expect(perRunValues(select(r, name, 'B'))[0]).toBe(401490);
    expect(perRunValues(select(r, name, 'allocs'))[0]).toBe(2);
    expect(
      measurementsOf(r)
        .filter((m) => m.benchmark === name && m.run === '1')
        .map((m) => [m.measure, m.unit]),
    ).toEqual([
      ['ns/op', 'ns'],
      ['MB/s', 'B/s'],
      ['B/op', 'B'],
      ['allocs/op', 'allocs'],
    ]);
  });

  it('names each metric by its unit as printed, so two metrics of one canonical unit stay apart under one name', async () => {
    const r = await parseText(goBench, 'BenchmarkX-8 10 5 ns/op 3 MB/s 2000000 B/s 7 items/s 4 ns/op\n');
    expect(measurementsOf(r).map((m) => [m.benchmark, m.measure, m.unit, (m.data as { value: number }).value])).toEqual([
      ['BenchmarkX', 'ns/op', 'ns', 5],
      ['BenchmarkX', 'MB/s', 'B/s', 3e6],
      ['BenchmarkX', 'B/s', 'B/s', 2e6],
      ['BenchmarkX', 'items/s', 'ops/s', 7],
      ['BenchmarkX', 'ns/op #2', 'ns', 4],
    ]);
  });

  it('prefixes names with the package when several pkg: lines appear', async () => {
    const r = await parse('gab-multi-package-benchmem.txt');
    const names = [...new Set(measurementsOf(r).map((m) => m.benchmark))];
    expect(names).toEqual([
      'github.com/gofiber/fiber/v3/middleware/cache.BenchmarkAppendMsgitem',
      'github.com/gofiber/fiber/v3/middleware/cache.BenchmarkUnmarshalitem',
      'github.com/gofiber/fiber/v3/middleware/csrf.BenchmarkAppendMsgitem',
      'github.com/gofiber/fiber/v3/middleware/csrf.BenchmarkUnmarshalitem',
    ]);
    expect(perRunValues(select(r, 'github.com/gofiber/fiber/v3/middleware/csrf.BenchmarkAppendMsgitem'))).toEqual([0.3733]);
    expect(r.machine?.cpuModel).toBe('AMD EPYC 7763 64-Core Processor');
  });

  it('reads a fresh multi-package run, its CRLF copy identically, and custom units as their own metric', async () => {
    const lf = await parse('gen-multi-pkg-benchmem.txt');
    const crlf = await parse('gen-multi-pkg-benchmem-crlf.txt');
    expect(measurementsOf(crlf).map((m) => [m.benchmark, m.unit, m.run, m.data])).toEqual(
      measurementsOf(lf).map((m) => [m.benchmark, m.unit, m.run, m.data]),
    );
    expect(lf.machine?.cpuModel).toBe('Oxide Virtual Turin-like Processor');
    const repeat = select(lf, 'example.com/gen/alpha.BenchmarkRepeat/n=64');
    expect(perRunValues(repeat)).toEqual([473.3, 118.6, 89.95]);
    const custom = select(lf, 'example.com/gen/alpha.BenchmarkRepeat/n=64', 'bytes-out/op');
    expect(perRunValues(custom)).toEqual([128, 128, 128]);
    expect(custom.map((m) => m.measure)).toEqual(['bytes-out/op', 'bytes-out/op', 'bytes-out/op']);
    expect(select(lf, 'example.com/gen/beta.BenchmarkJoin')).toHaveLength(3);
  });

  it('reads the machine facts of the header lines: cpu, goos, goarch, every pkg, and the common -N suffix as gomaxprocs (not a core count)', async () => {
    expect((await parse('gab-multi-package-benchmem.txt')).machine).toEqual({
      source: 'go-bench',
      cpuModel: 'AMD EPYC 7763 64-Core Processor',
      os: 'linux',
      arch: 'amd64',
      extra: { pkg: 'github.com/gofiber/fiber/v3/middleware/cache, github.com/gofiber/fiber/v3/middleware/csrf', gomaxprocs: '4' },
    });
    expect((await parse('suffixarray-benchmem-count10.txt')).machine).toEqual({
      source: 'go-bench',
      cpuModel: 'Intel(R) Core(TM) i7-8665U CPU @ 1.90GHz',
      os: 'linux',
      arch: 'amd64',
      extra: { pkg: 'index/suffixarray', gomaxprocs: '8' },
    });
    // trailing blanks of the cpu: line are not part of the model
    expect((await parse('gen-multi-pkg-benchmem.txt')).machine).toEqual({
      source: 'go-bench',
      cpuModel: 'Oxide Virtual Turin-like Processor',
      os: 'linux',
      arch: 'amd64',
      extra: { pkg: 'example.com/gen/alpha, example.com/gen/beta', gomaxprocs: '2' },
    });
    // no cpu: line (older Go), and no pkg: line
    expect((await parse('gab-custom-metric-tabs.txt')).machine).toEqual({ source: 'go-bench', os: 'darwin', arch: 'amd64' });
    const m = (await parse('gen-json-cpu-1-2.ndjson')).machine;
    expect(m).toEqual({
      source: 'go-bench',
      cpuModel: 'Oxide Virtual Turin-like Processor',
      os: 'linux',
      arch: 'amd64',
      extra: { pkg: 'example.com/gen/alpha' },
    });
    expect(m?.physicalCores).toBeUndefined();
    expect(m?.logicalCpus).toBeUndefined();
  });

  it('reassembles go test -json output split across events and keeps -cpu 1,2 variants apart', async () => {
    const r = await parse('gen-json-cpu-1-2.ndjson');
    expect(perRunValues(select(r, 'example.com/gen/alpha.BenchmarkJoin'))).toEqual([53.96, 46.64]);
    expect(perRunValues(select(r, 'example.com/gen/alpha.BenchmarkJoin-2'))).toEqual([46.23, 166.2]);
    expect(perRunValues(select(r, 'example.com/gen/alpha.BenchmarkRepeat/n=64'))).toEqual([513.3, 117.6]);
    expect(perRunValues(select(r, 'example.com/gen/alpha.BenchmarkRepeat/n=8-2'))).toEqual([28.68, 74.36]);
    expect(select(r, 'example.com/gen/alpha.BenchmarkJoin')[0].source.line).toBe(6);
    expect(r.machine?.extra?.gomaxprocs).toBeUndefined();
  });

  it('skips -v name lines, prefixes the package, keeps names without suffix, and warns about failed benchmarks', async () => {
    const v = await parse('gab-verbose-name-lines.txt');
    expect(measurementsOf(v).map((m) => m.benchmark)).toEqual([
      'github.com/example/mypackage.BenchmarkFib10',
      'github.com/example/mypackage.BenchmarkFib20',
    ]);
    const tabs = await parse('gab-custom-metric-tabs.txt');
    expect(perRunValues(select(tabs, 'BenchmarkFib11-16', 'auxMetricUnits'))).toEqual([3]);
    expect(perRunValues(select(tabs, 'BenchmarkFib20'))).toEqual([40537.123]);
    const failed = await parse('gen-failed-benchmark.txt');
    expect(perRunValues(select(failed, 'example.com/gen/gamma.BenchmarkOK'))).toEqual([152, 94.51]);
    expect(failed.warnings).toEqual([warning('reader.go-bench.failed', { line: 13, benchmark: 'BenchmarkBroken' })]);
  });

  it('keeps names stable when a change adds a second benchmark package', async () => {
    const one = 'pkg: example.com/a\nBenchmarkX-4 10 5 ns/op\n';
    const base = await parseText(goBench, one);
    const head = await parseText(goBench, `${one}pkg: example.com/b\nBenchmarkY-4 10 7 ns/op\n`);
    expect(measurementsOf(base).map((m) => m.benchmark)).toEqual(['example.com/a.BenchmarkX']);
    expect(measurementsOf(head).map((m) => m.benchmark)).toEqual(['example.com/a.BenchmarkX', 'example.com/b.BenchmarkY']);
  });

  it('honours Unit … better=higher metadata and config deletion lines', async () => {
    const r = await parseText(
      goBench,
      'Unit score better=higher\nnote: x\nBenchmarkA-4 10 5 score 7 ns/op\nBenchmarkA-4 10 6 score 8 ns/op\n',
    );
    expect(select(r, 'BenchmarkA', 'score').every((m) => !m.lowerIsBetter)).toBe(true);
    const meta = await parse('benchfmt-unit-metadata.txt');
    expect(perRunValues(select(meta, 'BenchmarkNonExact', 'text-bytes'))).toEqual([100, 101, 101, 101, 101, 101]);
  });

  it('detects every fixture as go-bench and reads it end to end', async () => {
    for (const name of [
      'benchstat-old-count10.txt',
      'suffixarray-benchmem-count10.txt',
      'gab-multi-package-benchmem.txt',
      'gab-custom-metric-tabs.txt',
      'gab-verbose-name-lines.txt',
      'benchfmt-unit-metadata.txt',
      'gen-multi-pkg-benchmem.txt',
      'gen-multi-pkg-benchmem-crlf.txt',
      'gen-json-cpu-1-2.ndjson',
      'gen-failed-benchmark.txt',
    ]) {
      await expectDetected(F, fixture(F, name));
    }
  });

  it('rejects empty input, output without results, and names the file', async () => {
    await expectInputError(goBench, '', /empty/);
    await expectInputError(goBench, 'goos: linux\nPASS\nok  \tx\t0.1s\n', /no benchmark result lines/);
    await expectInputError(goBench, 'BenchmarkX-8 100\n', /no benchmark result lines/);
    const r = await parseText(goBench, 'BenchmarkX-8 100 12 ns/op\nBenchmarkX-8 100 NaN ns/op\n');
    expect(measurementsOf(r)).toHaveLength(1);
    expect(r.warnings).toEqual([warning('reader.go-bench.not-finite', { line: 2 })]);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(goBench, [
      fixtureText(F, 'benchstat-old-count10.txt'),
      fixtureText(F, 'gen-json-cpu-1-2.ndjson'),
      fixtureText(F, 'gab-multi-package-benchmem.txt'),
    ]);
  });
});
