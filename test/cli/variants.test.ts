/**
 * `bench-review compare --variant …` (several variants against the first), `--rename 'old=new'` and
 * `--name NAME`, end to end through the CLI on real tool outputs (test/fixtures: the Go real suite,
 * the hyperfine pair, autocannon and wrk files; provenance in their SOURCES.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir } from '../run/git-repo.js';
import { parseVariants } from '../../src/cli/variants-command.js';
import { cli } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
const real = (name: string) => join(root, 'test', 'fixtures', 'real-suites', name);
const fixture = (format: string, name: string) => join(root, 'test', 'fixtures', 'formats', format, name);
const out = tempDir('variants');

interface JsonMetric {
  ratio: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  verdict: string;
  gated: boolean;
  confirmed: boolean;
}
interface JsonBenchmark {
  name: string;
  verdict: string;
  runs: { base: number; head: number };
  metrics: Record<string, JsonMetric>;
}
interface JsonVariant {
  name: string;
  vs: string;
  files: string[];
  status: string;
  benchmarks: JsonBenchmark[];
  warningMessages: Array<{ id: string; params: Record<string, unknown> }>;
}
interface VariantsJson {
  kind: string;
  status: string;
  reference: { name: string; files: string[] };
  noteMessages: Array<{ id: string; params: Record<string, unknown> }>;
  variants: JsonVariant[];
}

let n = 0;
async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string; json: string }> {
  const json = join(out, `r${++n}.json`);
  return { ...(await cli([...args, '--json', json])), json };
}
const verdicts = (v: JsonVariant) => Object.fromEntries(v.benchmarks.map((b) => [b.name, b.verdict]));

/** Verdicts that say "no change found": an A/A pair on the shared machine the files were made on may give either. */
const QUIET = ['no-change', 'inconclusive'];
const go = (b: string, measure: string) => `realsuites.Benchmark${b} (${measure})`;

afterAll(removeTempDirs);

describe('compare --variant: three Go variants (10 processes each), the first the reference', () => {
  it('the A/A variant stays quiet, the changed one regresses where the code changed; the check fails', async () => {
    const r = await run([
      'compare',
      '--variant',
      `main=${real('go-base-1.txt')}`,
      '--variant',
      `rerun=${real('go-base-2.txt')}`,
      '--variant',
      `change=${real('go-head.txt')}`,
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const doc = JSON.parse(readFileSync(r.json, 'utf8')) as VariantsJson;
    expect(doc.kind).toBe('variants');
    expect(doc.status).toBe('fail');
    expect(doc.reference).toEqual({ name: 'main', files: [real('go-base-1.txt')] });
    expect(doc.variants.map((v) => [v.name, v.vs, v.status])).toEqual([
      ['rerun', 'main', 'pass'],
      ['change', 'main', 'fail'],
    ]);
    // One family: the 12 gated per-run means of each of the two pairs.
    expect(doc.noteMessages).toEqual([{ id: 'variants.family', params: { variants: 2, metrics: 24, q: 0.05 } }]);
    const [rerun, change] = doc.variants;
    for (const b of [...rerun.benchmarks, ...change.benchmarks]) expect(b.runs, b.name).toEqual({ base: 10, head: 10 });
    const counts = (except: string[]) =>
      Object.fromEntries(
        ['Same', 'Steady', 'Slower', 'Allocs']
          .flatMap((b) => ['B/op', 'allocs/op'].map((m) => go(b, m)))
          .filter((k) => !except.includes(k))
          .map((k) => [k, 'no-change']),
      );
    const quiet = verdicts(rerun);
    for (const b of ['Same', 'Steady', 'Slower', 'Allocs']) expect(QUIET, go(b, 'ns/op')).toContain(quiet[go(b, 'ns/op')]);
    expect(Object.fromEntries(Object.entries(quiet).filter(([k]) => !k.endsWith('(ns/op)')))).toEqual(counts([]));
    const changed = verdicts(change);
    expect(QUIET).toContain(changed[go('Same', 'ns/op')]);
    expect(QUIET).toContain(changed[go('Steady', 'ns/op')]);
    expect(changed).toMatchObject({
      [go('Slower', 'ns/op')]: 'regression',
      [go('Allocs', 'ns/op')]: 'regression',
      [go('Allocs', 'B/op')]: 'regression',
      [go('Allocs', 'allocs/op')]: 'regression',
      ...counts([go('Allocs', 'B/op'), go('Allocs', 'allocs/op')]),
    });
    const slower = change.benchmarks.find((b) => b.name === go('Slower', 'ns/op'))!.metrics.mean;
    expect(slower).toMatchObject({ verdict: 'regression', gated: true, confirmed: true });
    // The one table: a row per benchmark and metric, the reference's value, then each variant.
    expect(r.stdout).toMatch(
      /^bench-review: a variant regressed \(FAIL\)\n2 variants against the reference "main" — "rerun": no regression; "change": 4 benchmarks regressed\.\n/,
    );
    const row = r.stdout.split('\n').find((l) => l.startsWith(go('Allocs', 'allocs/op')))!;
    expect(row.split(/ {2,}/)).toEqual([go('Allocs', 'allocs/op'), 'mean', '0 allocs', '±0.0% no change*', '0 → 16 regression*']);
    expect(r.stdout).toContain(
      'note: Benjamini–Hochberg at q = 0.05 over the gated metrics of every variant together (24 across 2 comparisons)',
    );
  });

  it('a variant given twice gathers its files, and the Markdown holds the table and each full review', async () => {
    const md = join(out, 'variants.md');
    const r = await run([
      'compare',
      '--variant',
      `base=${fixture('hyperfine', 'gen-pair-aa-base.json')}`,
      '--variant',
      `aa=${fixture('hyperfine', 'gen-pair-aa-head.json')}`,
      '--variant',
      `slow=${fixture('hyperfine', 'gen-pair-slow-head.json')}`,
      '--variant',
      `aa=${fixture('hyperfine', 'gen-pair-aa-head.json')}`,
      '--markdown',
      md,
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const doc = JSON.parse(readFileSync(r.json, 'utf8')) as VariantsJson;
    expect(doc.variants.map((v) => [v.name, v.files.length, v.status])).toEqual([
      ['aa', 2, 'pass'],
      ['slow', 1, 'fail'],
    ]);
    expect(QUIET).toContain(verdicts(doc.variants[0]).sleep);
    expect(verdicts(doc.variants[1]).sleep).toBe('regression');
    // Two files of 40 executions each for "aa": 80 pooled executions against the reference's 40.
    expect(doc.variants[0].benchmarks[0].runs).toEqual({ base: 40, head: 80 });
    const text = readFileSync(md, 'utf8');
    expect(text).toContain('| benchmark | metric | base (reference) | aa vs base | slow vs base |');
    // The pair's own status in its summary, its review without a title line of its own (issue 26 item 11).
    expect(text).toContain('<details><summary>slow against base: regressed (FAIL) — the full review (base = base, head = slow)</summary>');
    expect(text.match(/^### /gm)).toHaveLength(1);
    expect(text).toMatch(/^### ❌ bench-review: a variant regressed \(FAIL\)/m);
  });

  it('a load sweep per variant: wrk2 at 2,000 and 80,000 req/s, a variant that ran only the lower rate', async () => {
    const wrk2 = (f: string) => fixture('wrk2', f);
    const [low, high] = [wrk2('polis-stage4-get-R2000.txt'), wrk2('polis-stage3-get-R80000-t64-trailing-prose.txt')];
    const r = await run([
      'compare',
      '--variant',
      `both=${low},${high}`,
      '--variant',
      `same=${low},${high}`,
      '--variant',
      `low=${low}`,
      '--slo',
      'p99<50ms',
    ]);
    expect(r.stderr).toBe('');
    const doc = JSON.parse(readFileSync(r.json, 'utf8')) as {
      variants: Array<{
        name: string;
        sweeps: Array<{ param: string; points: unknown[]; capacity: { base: number; head: number; verdict: string } }>;
      }>;
    };
    expect(
      doc.variants.map((v) => [
        v.name,
        v.sweeps.map((s) => [s.param, s.points.length, s.capacity.base, s.capacity.head, s.capacity.verdict]),
      ]),
    ).toEqual([
      ['same', [['rate', 2, 80061.78, 80061.78, 'no-change']]],
      ['low', [['rate', 2, 80061.78, 1995.22, 'inconclusive']]],
    ]);
    expect(r.stdout).toContain('Load sweeps: low against both (base = both, head = low)');
    // The rate "low" did not run has no change to show in the one table.
    const row = r.stdout.split('\n').find((l) => l.startsWith('GET / (latency) at rate=80000') && l.includes(' p99 '))!;
    expect(row.split(/ {2,}/).slice(1)).toEqual(['p99', '1.58 ms', '±0.0% no change (one process)', '— (not measured)']);
  });

  it('parses NAME=FILE,FILE and appends a NAME given again', () => {
    expect(parseVariants(['main=a.json,b.json', 'x=c.json', 'main=d.json'])).toEqual([
      { name: 'main', files: ['a.json', 'b.json', 'd.json'] },
      { name: 'x', files: ['c.json'] },
    ]);
  });

  it('refuses bad --variant values, a single variant, and --base/--head or --machine beside them (exit 2)', async () => {
    const bad = async (...args: string[]) => {
      const r = await cli(['compare', ...args]);
      expect(r.code).toBe(2);
      return r.stderr.trim();
    };
    expect(await bad('--variant', 'main.json', '--variant', 'x=y.json')).toBe(
      'bench-review: --variant "main.json" has no "="; expected NAME=FILE or NAME=FILE,FILE… (a name, "=", then one or more result files separated by commas; give --variant again for each variant, the first is the reference)',
    );
    expect(await bad('--variant', '=a.json', '--variant', 'x=y.json')).toMatch(
      /^bench-review: --variant "=a.json": the name is empty; expected NAME=FILE/,
    );
    expect(await bad('--variant', 'main=', '--variant', 'x=y.json')).toMatch(/^bench-review: --variant "main=": no file given; expected/);
    expect(await bad('--variant', 'main=a.json,', '--variant', 'x=y.json')).toMatch(
      /^bench-review: --variant "main=a.json,": a file in the list is empty; expected/,
    );
    expect(await bad('--variant', 'main=a.json', '--variant', 'main=b.json')).toBe(
      'bench-review: --variant: only one variant ("main"); give two or more (the first is the reference every other is compared against), e.g. --variant main=main.json --variant batching=batching.json',
    );
    expect(await bad('--variant', 'a=x', '--variant', 'b=y', '--base', 'z')).toBe(
      'bench-review: compare: --variant compares variants against the first one; --base cannot be used with it (give base and head as two --variant)',
    );
    expect(await bad('--variant', 'a=x', '--variant', 'b=y', '--machine', 'm.txt')).toMatch(
      /--machine cannot be used with it \(machine facts come from the result files\)$/,
    );
    expect(await bad('--variant', `a=${join(out, 'missing.json')}`, '--variant', `b=${real('go-head.txt')}`)).toMatch(
      /missing\.json: no such file/,
    );
  });
});

describe('compare --rename: a benchmark the change renamed', () => {
  // The head side of the Go change pair, with BenchmarkSlower renamed as a pull request would.
  const renamedHead = join(out, 'go-head-renamed.txt');
  writeFileSync(renamedHead, readFileSync(real('go-head.txt'), 'utf8').replaceAll('BenchmarkSlower', 'BenchmarkSlowerLoop'));

  it('without it, old and new names are one side each; with it they compare and the regression shows', async () => {
    const plain = JSON.parse(
      readFileSync((await run(['compare', '--base', real('go-base-1.txt'), '--head', renamedHead])).json, 'utf8'),
    ) as JsonVariant;
    const slow = plain.benchmarks.filter((b) => b.name.includes('Slower')).map((b) => [b.name, b.runs]);
    expect(slow).toContainEqual([go('Slower', 'ns/op'), { base: 10, head: 0 }]);
    expect(slow).toContainEqual([go('SlowerLoop', 'ns/op'), { base: 0, head: 10 }]);

    const r = await run([
      'compare',
      '--base',
      real('go-base-1.txt'),
      '--head',
      renamedHead,
      '--rename',
      'realsuites.BenchmarkSlower=realsuites.BenchmarkSlowerLoop',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(r.json, 'utf8')) as JsonVariant;
    const loop = report.benchmarks.find((b) => b.name === go('SlowerLoop', 'ns/op'))!;
    expect(loop.runs).toEqual({ base: 10, head: 10 });
    expect(loop.verdict).toBe('regression');
    expect(report.benchmarks.some((b) => b.name.startsWith('realsuites.BenchmarkSlower '))).toBe(false);
    expect(report.warningMessages).toEqual([]);
  });

  it('an old name base lacks is a warning in the report, not an error; bad syntax is an error', async () => {
    const r = await run([
      'compare',
      '--base',
      real('go-base-1.txt'),
      '--head',
      real('go-base-2.txt'),
      '--rename',
      'BenchmarkGone=BenchmarkNew',
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(readFileSync(r.json, 'utf8')) as JsonVariant;
    expect(report.warningMessages).toContainEqual({
      id: 'names.rename-unmatched',
      params: { from: 'BenchmarkGone', to: 'BenchmarkNew', alreadyNew: false },
    });
    expect(r.stdout).toContain(
      'warning: Rename "BenchmarkGone" → "BenchmarkNew": base has no benchmark "BenchmarkGone"; the mapping renames nothing here',
    );
    const bad = await cli(['compare', '--base', real('go-base-1.txt'), '--head', real('go-base-2.txt'), '--rename', 'BenchmarkGone']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      'bench-review: --rename "BenchmarkGone" has no "="; expected old=new (the name base has, then the name head has), or old => new when a name contains "="\n',
    );
  });
});

describe('compare --name: one name for a load-tool target', () => {
  const base = fixture('autocannon', 'autocannon-2s.json'); // GET /
  const head = fixture('autocannon', 'autocannon-2s-errors-pipelined.json'); // GET /err, the same 10 connections

  it('two runs against different paths compare under the name given, every measure of them', async () => {
    const plain = JSON.parse(readFileSync((await run(['compare', '--base', base, '--head', head])).json, 'utf8')) as JsonVariant;
    expect(plain.benchmarks.map((b) => [b.name, b.runs])).toContainEqual(['GET / (latency)', { base: 1, head: 0 }]);
    expect(plain.benchmarks.map((b) => [b.name, b.runs])).toContainEqual(['GET /err (latency)', { base: 0, head: 1 }]);
    const r = await run(['compare', '--base', base, '--head', head, '--name', 'checkout']);
    expect(r.stderr).toBe('');
    const named = JSON.parse(readFileSync(r.json, 'utf8')) as JsonVariant;
    expect(named.benchmarks.map((b) => [b.name, b.runs])).toEqual([
      ['checkout (latency)', { base: 1, head: 1 }],
      ['checkout (requests)', { base: 1, head: 1 }],
    ]);
  });

  it('refuses an output with several targets (naming the file) and inputs that are no load-tool output', async () => {
    const two = fixture('wrk', 'two-runs-crlf.txt');
    const r = await cli(['compare', '--base', two, '--head', two, '--name', 'svc']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `bench-review: ${two}: --name "svc" names the one benchmark of a load-tool output, but this wrk output holds 2 ("GET /", "GET /err"); leave --name out and rename each with --rename 'old=new'\n`,
    );
    const g = await cli(['compare', '--base', real('go-base-1.txt'), '--head', real('go-head.txt'), '--name', 'svc']);
    expect(g.code).toBe(2);
    expect(g.stderr).toMatch(
      /^bench-review: --name "svc" names the benchmark of a load-tool output \(wrk, wrk2, .*\), and no input is one \(read as go-bench\)/,
    );
  });
});
