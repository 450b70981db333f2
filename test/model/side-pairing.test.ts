/**
 * Pairing by side words (model/side-pairing.ts, run by applyNames in model/rename.ts): base and head
 * names that differ only by a token saying the side are one benchmark, under head's name, with a
 * `names.paired-by-side` note. End to end on two real hyperfine files, through applyNames and the CLI.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSuite } from '../../src/model/build.js';
import { message } from '../../src/model/message.js';
import { applyNames } from '../../src/model/rename.js';
import { sidePairs, type SidePair } from '../../src/model/side-pairing.js';
import type { Measurement, ParseResult, PerRunTable } from '../../src/model/types.js';
import { messageText } from '../../src/render/messages/index.js';
import { readSides } from '../../src/jobs/review-run.js';
import { cli } from '../helpers/cli.js';

/**
 * `hyperfine -N --runs 8 --warmup 2 --export-json base.json './prog_base work'` (hyperfine 1.15.0,
 * prog_base and prog_head the same two-line shell script), then the same for `./prog_head work`:
 * the files as hyperfine wrote them.
 */
const HYPERFINE_BASE = `{
  "results": [
    {
      "command": "./prog_base work",
      "mean": 0.0017174656250000002,
      "stddev": 0.00022911873617589487,
      "median": 0.0016335240000000001,
      "user": 0.000982625,
      "system": 0.000335375,
      "min": 0.001382404,
      "max": 0.0020998690000000003,
      "times": [
        0.0020998690000000003,
        0.0019236090000000002,
        0.001870338,
        0.001642561,
        0.0016244870000000002,
        0.0015838520000000002,
        0.001612605,
        0.001382404
      ],
      "exit_codes": [
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0
      ]
    }
  ]
}
`;
const HYPERFINE_HEAD = `{
  "results": [
    {
      "command": "./prog_head work",
      "mean": 0.003325380875,
      "stddev": 0.0011654878327859647,
      "median": 0.0038142805000000004,
      "user": 0.0016434999999999998,
      "system": 0.0,
      "min": 0.0015141710000000001,
      "max": 0.004298133,
      "times": [
        0.003653795,
        0.003222686,
        0.003974766,
        0.004156086000000001,
        0.004298133,
        0.0015141710000000001,
        0.001536072,
        0.004247338000000001
      ],
      "exit_codes": [
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0
      ]
    }
  ]
}
`;

const dirs: string[] = [];
const temp = () => {
  const d = mkdtempSync(join(tmpdir(), 'br-side-pairing-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function hyperfineFiles(): { base: string; head: string; dir: string } {
  const dir = temp();
  const base = join(dir, 'base.json');
  const head = join(dir, 'head.json');
  writeFileSync(base, HYPERFINE_BASE);
  writeFileSync(head, HYPERFINE_HEAD);
  return { base, head, dir };
}

const m = (benchmark: string, file: string, line: number, measure = 'latency', unit = 'ns'): Measurement => ({
  benchmark,
  unit,
  measure,
  lowerIsBetter: measure !== 'throughput',
  run: String(line),
  data: { kind: 'per-run', value: 100 + line },
  source: { file, line },
});
const result = (format: string, ...measurements: Measurement[]): ParseResult => ({ format, measurements, warnings: [] });
/** One input per side holding `names`, one measurement each. */
const sides = (base: string[], head: string[]) => ({
  base: [result('raw-samples', ...base.map((n, i) => m(n, 'b.csv', i + 1)))],
  head: [result('raw-samples', ...head.map((n, i) => m(n, 'h.csv', i + 1)))],
});
const names = (rs: ParseResult[]) =>
  rs.flatMap((r) => [...(r.perRun?.series.map((s) => s.benchmark) ?? []), ...r.measurements.map((x) => x.benchmark)]);
const paired = (p: Pick<SidePair, 'base' | 'head' | 'baseTokens' | 'headTokens'>) => message('names.paired-by-side', { ...p });

describe('hyperfine on ./prog_base and ./prog_head, end to end', () => {
  it('through applyNames: one benchmark, runs on both sides, head’s name, a note', async () => {
    const { base, head } = hyperfineFiles();
    const read = await readSides({ base: [base], head: [head] });
    const unpaired = buildSuite(read);
    expect(unpaired.benchmarks.map((b) => [b.name, b.runs.base.length, b.runs.head.length])).toEqual([
      ['./prog_base work', 8, 0],
      ['./prog_head work', 0, 8],
    ]);

    const named = applyNames(read);
    const suite = buildSuite(named);
    expect(suite.benchmarks.map((b) => [b.name, b.measure, b.runs.base.length, b.runs.head.length])).toEqual([
      ['./prog_head work', 'time', 8, 8],
    ]);
    const note = paired({ base: './prog_base work', head: './prog_head work', baseTokens: ['base'], headTokens: ['head'] });
    expect(suite.warnings).toEqual([note]);
    expect(messageText(note)).toBe(
      'Compared "./prog_base work" on base with "./prog_head work" on head as one benchmark, "./prog_head work": the names differ only by "base" → "head" (a rename naming either decides instead)',
    );
    // What was read is not changed.
    expect(names(read.base)).toEqual(['./prog_base work']);
  });

  it('through the CLI: compared, the note among the warnings, no coverage question', async () => {
    const { base, head, dir } = hyperfineFiles();
    const json = join(dir, 'r.json');
    const r = await cli(['compare', '--base', base, '--head', head, '--json', json]);
    expect(r.stderr).toBe('');
    const report = JSON.parse(readFileSync(json, 'utf8')) as {
      benchmarks: Array<{ name: string; runs: { base: number; head: number }; metrics: Record<string, { notes?: string[] }> }>;
      warningMessages: Array<{ id: string; params: Record<string, unknown> }>;
      asks: Array<{ kind: string }>;
    };
    expect(report.benchmarks.map((b) => [b.name, b.runs])).toEqual([['./prog_head work', { base: 8, head: 8 }]]);
    expect(report.warningMessages).toEqual([
      {
        id: 'names.paired-by-side',
        params: { base: './prog_base work', head: './prog_head work', baseTokens: ['base'], headTokens: ['head'] },
      },
    ]);
    expect(report.asks.map((a) => a.kind)).not.toContain('coverage');
    expect(JSON.stringify(report.benchmarks)).not.toContain('no value on one side');
    expect(r.stdout).toContain('warning: Compared "./prog_base work" on base with "./prog_head work" on head as one benchmark');
  });
});

describe('side words, each family and format', () => {
  it.each([
    // hyperfine commands
    ['./prog_base work', './prog_head work', ['base'], ['head']],
    ['base-server --port 80', 'head-server --port 80', ['base'], ['head']],
    ['./bin/old/app', './bin/new/app', ['old'], ['new']],
    ['./prog_BASE', './prog_Head', ['BASE'], ['Head']],
    // Go
    ['BenchmarkParse/main-8', 'BenchmarkParse/pr-8', ['main'], ['pr']],
    ['pkg.BenchmarkSort/master', 'pkg.BenchmarkSort/pr', ['master'], ['pr']],
    // Google Benchmark
    ['BM_Sort_before/1024', 'BM_Sort_after/1024', ['before'], ['after']],
    ['BM_baseline/threads:4', 'BM_candidate/threads:4', ['baseline'], ['candidate']],
    ['sort baseline', 'sort contender', ['baseline'], ['contender']],
    // load-tool targets
    ['GET http://base.internal:8080/checkout', 'GET http://head.internal:8080/checkout', ['base'], ['head']],
    ['GET /old/checkout (uncorrected)', 'GET /new/checkout (uncorrected)', ['old'], ['new']],
    // commits: abbreviated, full, of other lengths
    ['./bench-1a2b3c4 --fast', './bench-9f8e7d6 --fast', ['1a2b3c4'], ['9f8e7d6']],
    [
      'BenchmarkX@0123456789abcdef0123456789abcdef01234567',
      'BenchmarkX@fedcba9876543210fedcba9876543210fedcba98',
      ['0123456789abcdef0123456789abcdef01234567'],
      ['fedcba9876543210fedcba9876543210fedcba98'],
    ],
    ['run.deadbee1.time', 'run.c0ffee12ab.time', ['deadbee1'], ['c0ffee12ab']],
    // the same side word twice, each place flipped, said once
    ['./base/prog_base', './head/prog_head', ['base'], ['head']],
    ['./base/prog_base', './base/prog_head', ['base'], ['head']],
  ])('%s ~ %s', (b, h, baseTokens, headTokens) => {
    const out = applyNames(sides([b, 'Shared'], [h, 'Shared']));
    expect(names(out.base)).toEqual([h, 'Shared']);
    expect(names(out.head)).toEqual([h, 'Shared']);
    expect(out.base[0].warnings).toEqual([paired({ base: b, head: h, baseTokens, headTokens })]);
  });

  it('a token written two ways is said both ways', () => {
    expect(sidePairs(['./Base/prog_base'], ['./head/prog_head'])).toEqual([
      { base: './Base/prog_base', head: './head/prog_head', baseTokens: ['Base', 'base'], headTokens: ['head', 'head'] },
    ]);
  });
});

describe('names that do not pair', () => {
  it.each([
    ['database', 'datahead', 'a side word inside a token is not a token'],
    ['BenchmarkDatabase', 'BenchmarkDatahead', 'nor in a camel-case name'],
    ['progbase', 'proghead', 'nor glued to another word'],
    ['prog_base', 'prog-head', 'the rest differs (a separator)'],
    ['prog_base x', 'prog_head y', 'the rest differs (a token)'],
    ['prog_base', 'prog_head_x', 'head has a token more'],
    ['prog_head', 'prog_base', 'the sides reversed'],
    ['prog_new', 'prog_old', 'the sides reversed (old/new)'],
    ['./base/prog_old', './head/prog_new', 'two different pairs of words'],
    ['prog_base', 'prog_pr', 'words of two families'],
    ['prog_main', 'prog_head', 'words of two families (main/head)'],
    ['size-1048576', 'size-2097152', 'digits only are numbers, not commits'],
    ['acceded', 'defaced', 'hex letters only are words'],
    ['x-abc123', 'x-def456', 'six hex characters are too few for a commit'],
    ['x-1a2b3c4-5d6e7f8', 'x-9a8b7c6-5d4e3f2', 'two commits differ'],
    ['base-1a2b3c4', 'head-9f8e7d6', 'a commit and a side word together'],
    ['x-1a2b3c4', 'x-head', 'a commit against a word'],
    ['prog_base', 'prog_base2', 'not the same tokens'],
  ])('%s / %s: %s', (b, h) => {
    const input = sides([b], [h]);
    const out = applyNames(input);
    expect(names(out.base)).toEqual([b]);
    expect(out.base).toBe(input.base);
    expect(out.base[0].warnings).toEqual([]);
  });

  it('a name both sides have is left alone, and does not pair with a name on one side', () => {
    // base has both; head only head's: prog_head is that benchmark, prog_base stays base-only.
    let out = applyNames(sides(['prog_base', 'prog_head'], ['prog_head']));
    expect(names(out.base)).toEqual(['prog_base', 'prog_head']);
    expect(out.base[0].warnings).toEqual([]);
    // head has both: prog_base is that benchmark, prog_head stays head-only.
    out = applyNames(sides(['prog_base'], ['prog_base', 'prog_head']));
    expect(names(out.base)).toEqual(['prog_base']);
    expect(out.base[0].warnings).toEqual([]);
    // A name on both sides keeps its name while another pairs beside it.
    out = applyNames(sides(['old/app', 'new/app', 'x_base'], ['new/app', 'x_head']));
    expect(names(out.base)).toEqual(['old/app', 'new/app', 'x_head']);
  });

  it('pairs one to one only: a name that could pair twice pairs with none, and says nothing', () => {
    // Two base names could be head's prog_pr.
    let out = applyNames(sides(['prog_main', 'prog_master', 'y_base'], ['prog_pr', 'y_head']));
    expect(names(out.base)).toEqual(['prog_main', 'prog_master', 'y_head']);
    expect(out.base[0].warnings).toEqual([paired({ base: 'y_base', head: 'y_head', baseTokens: ['base'], headTokens: ['head'] })]);
    // Base's sort baseline could be head's candidate or its contender.
    out = applyNames(sides(['sort baseline'], ['sort candidate', 'sort contender']));
    expect(names(out.base)).toEqual(['sort baseline']);
    expect(out.base[0].warnings).toEqual([]);
    // Two head commits, one base commit.
    out = applyNames(sides(['b-1a2b3c4'], ['b-9f8e7d6', 'b-0a0b0c0d']));
    expect(names(out.base)).toEqual(['b-1a2b3c4']);
    // Head's name differing only in case from another head name: two candidates, none paired.
    out = applyNames(sides(['x_base'], ['x_head', 'x_HEAD']));
    expect(names(out.base)).toEqual(['x_base']);
    // A chain: a_base → a_head, and ./base/a_base → ./base/a_head or ./head/a_head — each ambiguous part pairs none.
    expect(sidePairs(['./base/a_base'], ['./head/a_head', './base/a_head'])).toEqual([]);
  });
});

describe('--rename decides, and every measure pairs the same way', () => {
  it('a name --rename mentions is not paired by side words', () => {
    // Mapped: base's prog_base is read as "other"; head's prog_head stays head-only.
    let out = applyNames(sides(['prog_base'], ['prog_head']), { rename: [{ from: 'prog_base', to: 'other' }] });
    expect(names(out.base)).toEqual(['other']);
    expect(out.base[0].warnings).toEqual([]);
    // An old name base lacks still keeps head's prog_head to the mapping: a warning, no pairing.
    out = applyNames(sides(['prog_base'], ['prog_head']), { rename: [{ from: 'gone', to: 'prog_head' }] });
    expect(names(out.base)).toEqual(['prog_base']);
    expect(out.base[0].warnings).toEqual([message('names.rename-unmatched', { from: 'gone', to: 'prog_head', alreadyNew: false })]);
    // A rename into head's name pairs them, with no note; another pair is still made, its note after the rename's warnings.
    out = applyNames(sides(['prog_base', 'q_old'], ['prog_head', 'q_new']), {
      rename: [
        { from: 'prog_base', to: 'prog_head' },
        { from: 'nope', to: 'x' },
      ],
    });
    expect(names(out.base)).toEqual(['prog_head', 'q_new']);
    expect(out.base[0].warnings).toEqual([
      message('names.rename-unmatched', { from: 'nope', to: 'x', alreadyNew: false }),
      paired({ base: 'q_old', head: 'q_new', baseTokens: ['old'], headTokens: ['new'] }),
    ]);
  });

  it('renames every measurement of the name — latency, throughput, memory, rows of a run table — across inputs', () => {
    const table: PerRunTable = {
      file: 'b2.json',
      series: [
        { benchmark: './prog_base work', unit: 'ns', lowerIsBetter: true, measure: 'time', pointer: '/results/0/times' },
        { benchmark: './prog_base work', unit: 'B', lowerIsBetter: true, measure: 'memory', pointer: '/results/0/memory_usage_byte' },
      ],
      seriesOf: Uint32Array.from([0, 1]),
      values: Float64Array.from([1e6, 4096]),
      iterations: Float64Array.from([1, 1]),
      runs: Uint32Array.from([1, 1]),
      at: Uint32Array.from([0, 0]),
    };
    const base: ParseResult[] = [
      result(
        'wrk',
        m('GET /base/x', 'b.txt', 1),
        m('GET /base/x', 'b.txt', 2, 'throughput', 'ops/s'),
        m('GET /base/x (uncorrected)', 'b.txt', 3),
      ),
      { format: 'hyperfine', measurements: [], perRun: table, warnings: [] },
    ];
    const head: ParseResult[] = [
      result(
        'wrk',
        m('GET /head/x', 'h.txt', 1),
        m('GET /head/x', 'h.txt', 2, 'throughput', 'ops/s'),
        m('GET /head/x (uncorrected)', 'h.txt', 3),
      ),
      {
        format: 'hyperfine',
        measurements: [],
        perRun: { ...table, file: 'h2.json', series: table.series.map((s) => ({ ...s, benchmark: './prog_head work' })) },
        warnings: [],
      },
    ];
    const out = applyNames({ base, head });
    expect(names(out.base)).toEqual(['GET /head/x', 'GET /head/x', 'GET /head/x (uncorrected)', './prog_head work', './prog_head work']);
    expect(out.base[0].warnings.map((w) => [w.params.base, w.params.head])).toEqual([
      ['GET /base/x', 'GET /head/x'],
      ['GET /base/x (uncorrected)', 'GET /head/x (uncorrected)'],
      ['./prog_base work', './prog_head work'],
    ]);
    const suite = buildSuite(out);
    expect(suite.benchmarks.map((b) => [b.toolName, b.measure, b.runs.base.length, b.runs.head.length])).toEqual([
      ['GET /head/x', 'latency', 1, 1],
      ['GET /head/x', 'throughput', 1, 1],
      ['GET /head/x (uncorrected)', 'latency', 1, 1],
      ['./prog_head work', 'time', 1, 1],
      ['./prog_head work', 'memory', 1, 1],
    ]);
    // The inputs are not changed.
    expect(names(base)).toEqual(['GET /base/x', 'GET /base/x', 'GET /base/x (uncorrected)', './prog_base work', './prog_base work']);
  });

  it('pairs after --name: named load-tool outputs already match, others still pair', () => {
    const out = applyNames(
      {
        base: [result('wrk', m('GET /base', 'b.txt', 1)), result('go-bench', m('BenchmarkX/old', 'g.txt', 1))],
        head: [result('wrk', m('GET /head', 'h.txt', 1)), result('go-bench', m('BenchmarkX/new', 'g2.txt', 1))],
      },
      { name: 'svc' },
    );
    expect(names(out.base)).toEqual(['svc', 'BenchmarkX/new']);
    expect(out.base[0].warnings).toEqual([
      paired({ base: 'BenchmarkX/old', head: 'BenchmarkX/new', baseTokens: ['old'], headTokens: ['new'] }),
    ]);
  });
});
