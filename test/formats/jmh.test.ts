import { describe, expect, it } from 'vitest';
import { jmh as reader } from '../../src/formats/jmh.js';
import {
  close,
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

const F = 'jmh';
const parse = (name: string) => parsePath(reader, fixture(F, name));
interface Entry {
  benchmark: string;
  params?: Record<string, string>;
  primaryMetric: { rawData: number[][] };
}
const entriesOf = (name: string): Entry[] => JSON.parse(fixtureText(F, name)) as Entry[];

describe('jmh', () => {
  it('reads a single-fork thrpt run: iterations become runs (with a warning), ops/s higher is better, VM facts in machine.extra', async () => {
    const [e] = entriesOf('gab-jmh-1.29-single.json');
    const r = await parse('gab-jmh-1.29-single.json');
    const m = select(r, e.benchmark, 'ops/s');
    expect(perRunValues(m)).toEqual(e.primaryMetric.rawData[0]);
    expect(m.map((x) => x.run)).toEqual(['f1i1', 'f1i2', 'f1i3']);
    expect(m.every((x) => !x.lowerIsBetter)).toBe(true);
    expect(r.warnings[0]).toEqual(
      warning('reader.jmh.single-fork', { pointer: '/0/primaryMetric/rawData', benchmark: expect.any(String), iterations: 3 }),
    );
    expect(r.machine).toEqual({
      source: 'jmh',
      extra: {
        jmhVersion: '1.29',
        jdkVersion: '1.8.0_202',
        vmName: 'Java HotSpot(TM) 64-Bit Server VM',
        vmVersion: '25.202-b08',
        jvm: '/home/mmior/.jabba/jdk/1.8.202/jre/bin/java',
        threads: '1',
      },
    });
  });

  it('appends params to the name', async () => {
    const entries = entriesOf('bencher-six-params-thrpt.json');
    const r = await parse('bencher-six-params-thrpt.json');
    const names = [...new Set(r.measurements.map((m) => m.benchmark))];
    expect(names).toEqual(entries.map((e) => `${e.benchmark}:computeType=${e.params!.computeType}`));
    expect(perRunValues(select(r, names[0], 'ops/s'))).toEqual(entries[0].primaryMetric.rawData[0]);
    expect(r.machine).toEqual({
      source: 'jmh',
      extra: {
        jmhVersion: '1.36',
        jdkVersion: '11.0.17',
        vmName: 'OpenJDK 64-Bit Server VM',
        vmVersion: '11.0.17+8',
        jvm: '/usr/lib/jvm/temurin-11-jdk-amd64/bin/java',
        jvmArgs: '-Xmx2G',
        threads: '32',
      },
    });
  });

  it('reads sample mode (named :mode=sample) as one histogram per fork, forks as runs, NaN/+INF strings skipped, secondaries apart', async () => {
    const r = await parse('synthetic-sample-ss-gc-nan.json');
    const get = 'org.example.MapBench.get:size=1000';
    const hist = select(r, `${get}:mode=sample`);
    expect(hist.map((m) => m.run)).toEqual(['f1', 'f2']);
    const h0 = hist[0].data.kind === 'histogram' ? hist[0].data.histogram : undefined;
    expect(Array.from(h0!.values)).toEqual([812, 820, 845.5, 903, 990, 15200]);
    expect(Array.from(h0!.counts)).toEqual([5, 7, 230, 40, 30, 1]);
    expect(h0).toMatchObject({ total: 313, min: 812, max: 15200 });
    const h1 = hist[1].data.kind === 'histogram' ? hist[1].data.histogram : undefined;
    expect(h1!.total).toBe(306);
    expect(r.warnings).toContainEqual(
      warning('reader.jmh.bad-histogram-entry', {
        pointer: '/0/primaryMetric/rawDataHistogram/1/1/3',
        benchmark: 'org.example.MapBench.get:size=1000:mode=sample',
      }),
    );
    // avgt in us/op, fork 2 has a NaN iteration: fork means in ns
    const avgt = perRunValues(select(r, get)); // thrpt and avgt differ by unit: no mode suffix
    close(avgt[0], ((0.861 + 0.849) / 2) * 1000);
    close(avgt[1], 838);
    const put = select(r, 'org.example.MapBench.put:size=1000', 'ops/s');
    close(perRunValues(put)[0], ((1500.5 + 1530.1) / 2) * 1000);
    close(perRunValues(put)[1], 1512 * 1000);
    expect(put[0].lowerIsBetter).toBe(false);
    expect(r.warnings).toContainEqual(
      warning('reader.jmh.score-not-finite', {
        pointer: '/2/primaryMetric/rawData/1/1',
        benchmark: 'org.example.MapBench.put:size=1000',
        score: '+INF',
      }),
    );
    // secondaries: gc.alloc.rate MB/sec → B/s but lower is better; B/op → B; p0.50 derivative dropped
    const sample = `${get}:mode=sample`;
    expect([...new Set(r.measurements.filter((m) => m.benchmark === sample).map((m) => m.measure))]).toEqual([
      undefined,
      'gc.alloc.rate',
      'gc.alloc.rate.norm',
      'gc.count',
    ]);
    const alloc = select(r, sample, 'B/s');
    close(perRunValues(alloc)[0], ((800.1 + 824.7) / 2) * 1e6);
    expect(alloc[0].lowerIsBetter).toBe(true);
    expect(perRunValues(select(r, sample, 'B'))).toEqual([48, 48]);
    expect(select(r, sample, 'counts').map((m) => m.measure)).toEqual(['gc.count', 'gc.count']);
    expect(r.measurements.some((m) => m.benchmark.includes('p0.50') || m.measure?.includes('p0.50'))).toBe(false);
    // ss with batch size 1: each shot is one operation, one per-op run per fork
    const ss = select(r, 'org.example.Startup.boot:mode=ss');
    expect(ss.map((m) => [m.run, m.data.kind === 'per-op' ? Array.from(m.data.values) : []])).toEqual([
      ['f1', [45.2e6, 40.1e6]],
      ['f2', [41e6, 41.9e6]],
      ['f3', [43.3e6, 40.9e6]],
    ]);
  });

  it('detects its fixtures', async () => {
    for (const name of ['gab-jmh-1.29-single.json', 'bencher-six-params-thrpt.json', 'synthetic-sample-ss-gc-nan.json'])
      await expectDetected(F, fixture(F, name));
  });

  it('rejects bad input naming the JSON path', async () => {
    await expectInputError(reader, fixtureText(F, 'gab-jmh-1.29-single.json').slice(0, 400), /JSON ends early|invalid JSON/);
    await expectInputError(reader, '[{"benchmark":"a","mode":"avgt"}]', /at \/0\/primaryMetric: missing; expected an object/);
    await expectInputError(
      reader,
      '[{"benchmark":"a","mode":"avgt","primaryMetric":{"scoreUnit":"us/op","rawData":[[1,{}]]}}]',
      /at \/0\/primaryMetric\/rawData\/0\/1: found an object; expected a number/,
    );
    await expectInputError(
      reader,
      '[{"benchmark":"a","mode":"avgt","primaryMetric":{"rawData":[[1]]}}]',
      /at \/0\/primaryMetric\/scoreUnit: missing; expected a string/,
    );
    await expectInputError(
      reader,
      '[{"benchmark":"a","mode":"avgt","primaryMetric":{"scoreUnit":"us/op","rawData":[["NaN"]]}}]',
      /no usable scores/,
    );
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'gab-jmh-1.29-single.json'), fixtureText(F, 'synthetic-sample-ss-gc-nan.json')]);
  });
});
