import { describe, expect, it } from 'vitest';
import { catch2Xml as reader } from '../../src/formats/catch2-xml.js';
import {
  expectDetected,
  expectInputError,
  fixture,
  fixtureText,
  fuzzReader,
  parsePath,
  parseText,
  warning,
} from '../helpers/reader-kit.js';

const F = 'catch2-xml';
const parse = (name: string) => parsePath(reader, fixture(F, name));

/** Independent scan of the fixture: [name, mean, sd, samples] per successful BenchmarkResults. */
function scan(text: string): Array<[string, number, number, number]> {
  const out: Array<[string, number, number, number]> = [];
  const re =
    /<BenchmarkResults name="([^"]*)" samples="(\d+)"[^>]*>\s*<!--[^>]*-->\s*<mean value="([^"]+)"[^>]*\/>\s*<standardDeviation value="([^"]+)"/g;
  for (const m of text.matchAll(re)) out.push([m[1], Number(m[3]), Number(m[4]), Number(m[2])]);
  return out;
}

describe('catch2-xml', () => {
  it('reads Catch2 v2 <Catch> output: one summary per benchmark, names qualified by test case and sections', async () => {
    const text = fixtureText(F, 'catch2-2.13.10-sections-failed.xml');
    const r = await parse('catch2-2.13.10-sections-failed.xml');
    const expected = scan(text);
    expect(expected).toHaveLength(6);
    expect(r.measurements.map((m) => m.benchmark)).toEqual([
      'Fibonacci / Fibonacci 10',
      'Fibonacci / Fibonacci 20',
      'Fibonacci / Fibonacci 25 with a rather long benchmark name that wraps',
      'Containers / vector / push_back 1000',
      'Containers / string / append 1000',
      'Containers / string / Fibonacci 10',
    ]);
    r.measurements.forEach((m, i) => {
      expect(m).toMatchObject({ unit: 'ns', lowerIsBetter: true, run: '1' });
      expect(m.data).toEqual({ kind: 'summary', mean: expected[i][1], sd: expected[i][2], n: expected[i][3] });
    });
    expect(r.measurements[0].data).toEqual({ kind: 'summary', mean: 85.5512, sd: 16.4391, n: 30 });
    expect(r.warnings).toEqual([warning('reader.benchmark-failed', { line: 53, benchmark: 'Broken / throws', reason: 'boom' })]);
  });

  it('reads the v3 <Catch2TestRun> layout (escaped names, %g values) and drops the sd of --benchmark-no-analysis', async () => {
    const v3 = await parse('handmade-v3-catch2testrun.xml');
    expect(v3.measurements.map((m) => m.benchmark)).toEqual([
      'Parse "config" & validate / small file',
      'Parse "config" & validate / large file / small file',
    ]);
    expect(v3.measurements[1].data).toEqual({ kind: 'summary', mean: 1.85689e6, sd: 103265, n: 100 });
    const na = await parse('catch2-2.13.10-no-analysis.xml');
    expect(na.measurements).toHaveLength(6);
    expect(na.measurements[0].data).toEqual({ kind: 'summary', mean: 63.8703, sd: undefined, n: 30 });
  });

  it('keeps a mean-only hand-made file (no samples attribute)', async () => {
    const r = await parseText(
      reader,
      '<Catch2TestRun name="x"><TestCase name="A"><BenchmarkResults name="b"><mean value="2e+06"/></BenchmarkResults></TestCase></Catch2TestRun>',
    );
    expect(r.measurements[0]).toMatchObject({ benchmark: 'A / b', data: { kind: 'summary', mean: 2e6, n: undefined } });
  });

  it('detects its fixtures', async () => {
    for (const name of ['catch2-2.13.10-sections-failed.xml', 'catch2-2.13.10-no-analysis.xml', 'handmade-v3-catch2testrun.xml'])
      await expectDetected(F, fixture(F, name));
  });

  it('rejects bad input naming the line', async () => {
    const good = fixtureText(F, 'catch2-2.13.10-sections-failed.xml');
    await expectInputError(reader, good.slice(0, 1500), /:20: unterminated tag; the XML ends early/);
    await expectInputError(
      reader,
      good.slice(0, good.indexOf('<TestCase name="Containers"')),
      /:3: <Group> is never closed; the XML ends early/,
    );
    await expectInputError(reader, '', /empty/);
    await expectInputError(
      reader,
      '<Catch2TestRun><TestCase name="a"></Section></Catch2TestRun>',
      /:1: <\/Section> does not close <TestCase>/,
    );
    await expectInputError(
      reader,
      '<Catch2TestRun>\n<TestCase name="a">\n<BenchmarkResults name="b"><mean value="fast"/></BenchmarkResults></TestCase></Catch2TestRun>',
      /:3 at mean@value: "fast" is not a number/,
    );
    await expectInputError(
      reader,
      '<Catch2TestRun><TestCase name="a"><BenchmarkResults name="b"></BenchmarkResults></TestCase></Catch2TestRun>',
      /has no <mean value>/,
    );
    await expectInputError(
      reader,
      '<testsuites><testsuite/></testsuites>',
      /root element <testsuites>; expected <Catch2TestRun> or <Catch>/,
    );
    await expectInputError(reader, '<Catch2TestRun>\n<TestCase name="a" <oops>', /:2: malformed XML tag/);
  });

  it('fuzz: parse throws only InputError, detect never throws', async () => {
    await fuzzReader(reader, [fixtureText(F, 'handmade-v3-catch2testrun.xml'), fixtureText(F, 'catch2-2.13.10-sections-failed.xml')]);
  });
});
