/**
 * What `bench-review --help` and `bench-review <command> --help` print: the overview, and for each
 * command its synopsis and every flag with its default. The defaults come from the settings
 * themselves (model/settings.ts), so the help cannot drift from what the code does; a test checks
 * that every flag a command accepts is documented here.
 */
import { MIN_CALIBRATION_RUNS } from '../model/noise-floor.js';
import { DEFAULT_QUANTILES, defaultSettings, RUN_LIMITS } from '../model/settings.js';

export interface OptionDoc {
  /** The flag without dashes, as in the command's flag spec. */
  flag: string;
  /** The value placeholder, e.g. FILE... or N; none for a boolean flag. */
  value?: string;
  /** Sentences, joined with spaces and wrapped to the terminal's width (at most 100 columns). */
  text: string[];
  /** What applies when the flag is left out. */
  default?: string;
}

interface CommandDoc {
  summary: string;
  synopsis: string[];
  options: OptionDoc[];
  notes: string[];
}

const D = defaultSettings();
const thresholds = Object.entries(D.thresholds)
  .map(([metric, t]) => `${metric} ${Math.round(t * 1000) / 10}%`)
  .join(', ');

const EXIT = 'Exit status: 0 pass or neutral, 1 the gate failed, 2 bad usage or bad input.';

/** The options `compare` and `run` share (compare's --base/--head mean other things in `run`). */
const SHARED: OptionDoc[] = [
  {
    flag: 'format',
    value: 'NAME',
    text: ['skip detection and read every file as NAME (see "bench-review formats")'],
    default: 'detected per file',
  },
  { flag: 'json', value: 'OUT', text: ['write the JSON report (schemaVersion 1) to OUT; "-" writes it to stdout'], default: 'not written' },
  { flag: 'markdown', value: 'OUT', text: ['write the Markdown review to OUT; "-" writes it to stdout'], default: 'not written' },
  {
    flag: 'threshold',
    value: 'p99=10%',
    text: ['practical threshold per metric (repeatable); a quantile named is computed (p97=10% adds p97)'],
    default: thresholds,
  },
  {
    flag: 'quantiles',
    value: 'p95,p99.99',
    text: [
      'quantiles computed, shown and gated in addition to the defaults, which always stay (tail = p90',
      "and above); levels a tool printed are shown too; a new level's threshold is its neighbour's",
      '(below p90 5%, to p99 10%, to p99.9 15%, beyond 25%)',
    ],
    default: DEFAULT_QUANTILES.join(','),
  },
  {
    flag: 'noise-floor',
    value: 'p99=8%',
    text: ['measured A/A noise floor per metric (repeatable; raises the threshold,', 'lets one-run comparisons gate)'],
    default: 'none',
  },
  {
    flag: 'noise-floor-file',
    value: 'FILE',
    text: [
      'per-benchmark A/A floors written by "bench-review calibrate": each benchmark\'s threshold is raised to',
      'its floor (the larger of it and --noise-floor), and its one-run-per-side comparisons may gate; a',
      'floor of 1000% or more: that metric cannot be gated on this runner, is not, and the review says so',
    ],
    default: 'none',
  },
  {
    flag: 'fail-on',
    value: 'auto|tail|any|never',
    text: [
      'what fails the check: auto = p90, p99 and well-resolved p99.9 where there are per-operation',
      'values, the per-run centre where there are only per-run means',
    ],
    default: D.failOn,
  },
  {
    flag: 'allow-different-machines',
    text: ['base and head machines differ but are equivalent: gate as usual (otherwise neutral)'],
    default: 'off',
  },
  {
    flag: 'one-process',
    value: 'report|gate',
    text: [
      'a change resting on one run or one process per side (repetitions inside it): report = state it,',
      'labelled, check neutral; gate = it may fail beyond the one-process allowance (a calibrated floor gates either way)',
    ],
    default: 'report',
  },
  {
    flag: 'undecided',
    value: 'neutral|fail',
    text: [
      'an undecided gate (regression not confirmed, nothing judged, machines differ): neutral = check neutral,',
      'exit 0 (a required check counts both as passing); fail = check fails, exit 1',
    ],
    default: 'neutral',
  },
  { flag: 'alpha', value: 'A', text: ['two-sided level of the intervals (above 0 and below 0.5)'], default: String(D.alpha) },
  {
    flag: 'q',
    value: 'Q',
    text: ['Benjamini–Hochberg false discovery rate across gated metrics (above 0 and below 0.5)'],
    default: String(D.q),
  },
  {
    flag: 'slo',
    value: 'p99<50ms',
    text: [
      "latency objective for load sweeps (repeatable, or comma-separated): each side's maximum sustainable",
      'throughput under it is reported, and a capacity regression fails the check like a tail regression',
    ],
    default: 'none (no capacity)',
  },
  {
    flag: 'sweep-param',
    value: 'NAME',
    text: ['the key in benchmark names that is the load of a sweep point ("GET /api rate=1000" → rate)'],
    default: 'rate, qps, rps, c, conns, connections, concurrency, threads, vus or clients when only one occurs',
  },
  {
    flag: 'name',
    value: 'NAME',
    text: [
      'the benchmark name of single-target load-tool outputs (wrk, wrk2, vegeta, ghz, oha, autocannon) on both',
      'sides, instead of the name derived from the URL or call; an output holding several benchmarks is refused',
    ],
    default: 'the name the reader derives',
  },
  {
    flag: 'rename',
    value: "'old=new'",
    text: [
      'a benchmark the change renamed (repeatable): base\'s "old" is compared with head\'s "new"; write',
      '\'old => new\' when a name has "="; an old name base lacks is a warning',
    ],
    default: 'none',
  },
  {
    flag: 'history',
    value: 'DIR',
    text: [
      'a history store of main (bench-review record): the review adds a drift note where a reported gated metric',
      'has risen beyond its threshold over the last 40 commits on main, and its change points; the gate is unchanged',
    ],
    default: 'none',
  },
];

const MACHINE: OptionDoc = {
  flag: 'machine',
  value: 'base=FILE',
  text: [
    'machine facts of one side (repeatable: base=FILE, head=FILE; FILE alone for both): the machine.json',
    'bench-review run writes, a report.json, or `lscpu` / `lscpu -J` output; they fill in and override',
    'what the result files say (see docs/running.md, "Machine facts")',
  ],
  default: 'what the result files say',
};

const HELP_OPTION: OptionDoc = { flag: 'help', text: ['print this help and exit (also -h)'] };

const OUTPUT_NOTE =
  'With --json - or --markdown - that output goes to stdout and the terminal review to stderr; only one of them can be "-".';
const COLOR_NOTE =
  'Colour: FORCE_COLOR (set, not "0" or "false") forces it, NO_COLOR (non-empty) turns it off; otherwise only on a terminal.';

export const COMMAND_DOCS: Record<string, CommandDoc> = {
  compare: {
    summary: 'compare result files of base and head as distributions',
    synopsis: [
      'bench-review compare --base FILE... --head FILE... [options]',
      'bench-review compare --variant NAME=FILE[,FILE...] --variant NAME=FILE[,FILE...] ... [options]',
    ],
    options: [
      {
        flag: 'base',
        value: 'FILE...',
        text: ['results of the base side (each file one run, unless the format holds several)'],
        default: 'required',
      },
      { flag: 'head', value: 'FILE...', text: ['results of the head side'], default: 'required' },
      {
        flag: 'variant',
        value: 'NAME=FILE,...',
        text: [
          'instead of --base/--head: two or more variants (repeatable; a NAME given again adds files), each',
          'compared with the first, the reference, in one table; Benjamini–Hochberg over all of them together;',
          '--rename applies to the reference; --machine cannot be used',
        ],
        default: 'base and head',
      },
      ...SHARED,
      MACHINE,
      HELP_OPTION,
    ],
    notes: [OUTPUT_NOTE, COLOR_NOTE, EXIT],
  },
  run: {
    summary: 'run the suite on base and head here, interleaved A B B A …, then compare',
    synopsis: [
      'bench-review run --command "CMD" [--setup "CMD"] [--base REF] [--runs auto|N] [options]',
      'bench-review run --base-results FILE... --head-results FILE... [--machine base=FILE] [options]',
      'bench-review run --command "CMD" --shard i/N --out-dir DIR [--shard-benchmarks FILE] [options]',
    ],
    options: [
      {
        flag: 'command',
        value: '"CMD"',
        text: ['shell command that runs the suite once (one process-level run); its stdout is the result'],
        default: 'required to measure',
      },
      { flag: 'setup', value: '"CMD"', text: ['build/install command, run once per side before measuring'], default: 'none' },
      {
        flag: 'base',
        value: 'REF',
        text: ['base commit-ish, checked out in a temporary git worktree; head is the working tree'],
        default: 'pull_request.base.sha in a pull_request event, else required',
      },
      {
        flag: 'runs',
        value: 'auto|N',
        text: [
          `process-level runs per side: auto looks at 6, 10, 15, 20, 30 runs per side and stops once every gated`,
          `metric is decided (levels corrected across looks), or a fixed N (${RUN_LIMITS.runs.min}–${RUN_LIMITS.runs.max})`,
        ],
        default: 'auto',
      },
      {
        flag: 'max-runs',
        value: 'N',
        text: [`--runs auto: the most runs per side, the last look (${RUN_LIMITS.maxRuns.min}–${RUN_LIMITS.maxRuns.max})`],
        default: String(RUN_LIMITS.maxRuns.default),
      },
      {
        flag: 'max-minutes',
        value: 'M',
        text: [
          `--runs auto: time budget of the whole measurement, setup included; no look starts that would not fit (at most ${RUN_LIMITS.maxMinutes.max})`,
        ],
        default: String(RUN_LIMITS.maxMinutes.default),
      },
      {
        flag: 'results',
        value: 'PATH',
        text: ['read this file (relative to the working directory) after each run instead of stdout'],
        default: 'stdout',
      },
      {
        flag: 'timeout',
        value: 'DURATION',
        text: [
          'per run, per setup and per profile; the whole process tree is killed (units ms, s, m, h;',
          `a bare number is seconds; at most ${RUN_LIMITS.timeoutMinutes.max}m, as in the action)`,
        ],
        default: `${RUN_LIMITS.timeoutMinutes.default}m`,
      },
      {
        flag: 'working-directory',
        value: 'DIR',
        text: ['run the commands in DIR (relative to the repository root) on both sides'],
        default: 'the current directory',
      },
      {
        flag: 'out-dir',
        value: 'DIR',
        text: ["keep every run's output (and machine.json) in DIR"],
        default: 'a temporary folder, removed',
      },
      {
        flag: 'profile-command',
        value: '"CMD"',
        text: [
          'profile the regressed benchmarks on both sides (env BENCH_REVIEW_BENCHMARK, _SIDE, _PROFILE_DIR);',
          'the profiles go to --out-dir/profiles or a kept temporary folder',
        ],
        default: 'ask for profiles instead',
      },
      {
        flag: 'shard',
        value: 'i/N',
        text: [
          'measure and review shard i of N (needs --out-dir: the shard\'s folder for "bench-review merge");',
          'without --shard-benchmarks every shard measures all and keeps the names that hash to it',
        ],
        default: 'not sharded',
      },
      {
        flag: 'shard-benchmarks',
        value: 'FILE',
        text: [
          '--shard: the benchmark names, one per line (a file, or the names on several lines); shard i gets',
          'every N-th from the i-th, told to the command as BENCH_REVIEW_FILTER, _FILTER_GO, _FILTER_PYTEST',
        ],
        default: 'assign by hash',
      },
      {
        flag: 'base-results',
        value: 'FILE...',
        text: ['precomputed mode: compare results measured elsewhere (with --head-results)'],
        default: 'measure',
      },
      { flag: 'head-results', value: 'FILE...', text: ['precomputed mode: the head side of --base-results'], default: 'measure' },
      ...SHARED,
      { ...MACHINE, text: [...MACHINE.text, '— only with --base-results/--head-results: a measured run records its own machine'] },
      HELP_OPTION,
    ],
    notes: [
      'Progress goes to stderr: one line per run with its duration, exit status, the time elapsed and an estimate of the time left;',
      'with --runs auto, after each look one line naming the gated metrics still undecided, and at the end why it stopped.',
      OUTPUT_NOTE,
      COLOR_NOTE,
      EXIT,
    ],
  },
  calibrate: {
    summary: 'measure a commit against itself (A/A) and write its noise floors',
    synopsis: ['bench-review calibrate --command "CMD" [--setup "CMD"] [--base REF] [--runs N] [--out FILE]'],
    options: [
      {
        flag: 'command',
        value: '"CMD"',
        text: ['shell command that runs the suite once (one process-level run); its stdout is the result'],
        default: 'required',
      },
      { flag: 'setup', value: '"CMD"', text: ['build/install command, run once per side before measuring'], default: 'none' },
      {
        flag: 'base',
        value: 'REF',
        text: ['the commit to calibrate: checked out twice in temporary git worktrees, one per side'],
        default: 'pull_request.base.sha in a pull_request event, else the checked-out commit (HEAD)',
      },
      {
        flag: 'runs',
        value: 'N',
        text: [
          `process-level runs per side, interleaved (${MIN_CALIBRATION_RUNS}–${RUN_LIMITS.runs.max}: N×N pairs are the A/A estimates, at least 20)`,
        ],
        default: String(RUN_LIMITS.runs.default),
      },
      { flag: 'out', value: 'FILE', text: ['write the noise-floor file (JSON) to FILE'], default: 'noise-floor.json' },
      {
        flag: 'results',
        value: 'PATH',
        text: ['read this file (relative to the working directory) after each run instead of stdout'],
        default: 'stdout',
      },
      {
        flag: 'format',
        value: 'NAME',
        text: ['skip detection and read every run as NAME (see "bench-review formats")'],
        default: 'detected per file',
      },
      { flag: 'timeout', value: 'DURATION', text: ['per run and per setup, as for run'], default: `${RUN_LIMITS.timeoutMinutes.default}m` },
      {
        flag: 'working-directory',
        value: 'DIR',
        text: ['run the commands in DIR (relative to the repository root) on both sides'],
        default: 'the current directory',
      },
      {
        flag: 'out-dir',
        value: 'DIR',
        text: ["keep every run's output (and machine.json) in DIR"],
        default: 'a temporary folder, removed',
      },
      {
        flag: 'threshold',
        value: 'p99=10%',
        text: ['the thresholds the floors are checked against: a floor above its threshold is named'],
        default: thresholds,
      },
      HELP_OPTION,
    ],
    notes: [
      'Each benchmark and metric gets floor = exp(quantile_0.95(|ln r|)) − 1 over the ratios r of every (base run, head run) pair: the change one run against one run shows when nothing changed. A floor holds for the runner it was measured on: cache the file keyed by runner image and suite (docs/calibration.md).',
      'Exit status: 0 the file was written, 2 bad usage or bad input.',
    ],
  },
  merge: {
    summary: 'review the report folders of a sharded run (run --shard i/N) as one',
    synopsis: ['bench-review merge SHARD_DIR... [--json OUT] [--markdown OUT]'],
    options: [
      {
        flag: 'json',
        value: 'OUT',
        text: ['write the merged JSON report (schemaVersion 1) to OUT; "-" writes it to stdout'],
        default: 'not written',
      },
      {
        flag: 'markdown',
        value: 'OUT',
        text: ['write the merged review as GitHub Markdown to OUT; "-" writes it to stdout'],
        default: 'not written',
      },
      HELP_OPTION,
    ],
    notes: [
      "Each SHARD_DIR is the --out-dir of one `bench-review run --shard i/N` (or its shard.json). The review is recomputed from every shard's run files with the settings the shards ran with: Benjamini–Hochberg across all shards' gated metrics together.",
      'Refused, naming the files: a missing or duplicated shard, shards of different N, commits, benchmark lists, formats or settings, a benchmark two shards kept. Shards on different CPU models: a warning, said first.',
      OUTPUT_NOTE,
      EXIT,
    ],
  },
  record: {
    summary: "append one commit's results to a history store (the trend on main)",
    synopsis: [
      'bench-review record --store DIR --commit SHA [--parent SHA] [--time ISO] [options] RESULTS...',
      'bench-review record --store DIR --commit SHA [--parent SHA] [--time ISO] --report report.json',
    ],
    options: [
      {
        flag: 'store',
        value: 'DIR',
        text: ['the history folder (a checkout of the data branch, or any folder); created when missing'],
        default: 'required',
      },
      {
        flag: 'commit',
        value: 'SHA',
        text: ['the commit the results measured (4 to 64 hexadecimal digits); one entry per commit, a second record replaces it'],
        default: 'required',
      },
      { flag: 'parent', value: 'SHA', text: ["the commit's parent: orders the history along the chain"], default: 'from git, else none' },
      {
        flag: 'time',
        value: 'ISO',
        text: ['when the commit was made (ISO 8601 with a zone)'],
        default: 'from git (committer time), else now',
      },
      {
        flag: 'report',
        value: 'FILE',
        text: ["instead of RESULTS: a report.json's head side (its gated metrics' medians and run counts; no per-run spread)"],
        default: 'RESULTS',
      },
      {
        flag: 'format',
        value: 'NAME',
        text: ['skip detection and read every file as NAME (see "bench-review formats")'],
        default: 'detected per file',
      },
      {
        flag: 'threshold',
        value: 'p99=10%',
        text: ['the threshold per metric recorded with the entry: the smallest step a change point is'],
        default: thresholds,
      },
      {
        flag: 'quantiles',
        value: 'p95,p99.99',
        text: ['quantiles computed in addition to the defaults; the tail ones are recorded'],
        default: DEFAULT_QUANTILES.join(','),
      },
      {
        flag: 'fail-on',
        value: 'auto|tail|any|never',
        text: ['which metrics are recorded: those the gate would judge (auto: tail quantiles, or the per-run mean)'],
        default: D.failOn,
      },
      {
        flag: 'machine',
        value: 'FILE',
        text: ['machine facts (machine.json, a report.json, or lscpu output) over what the result files say'],
        default: 'what the result files say',
      },
      HELP_OPTION,
    ],
    notes: [
      "An entry keeps the per-run values of the metrics the gate would judge, never raw samples; past 2,000 per-run values it keeps each metric's median, lowest and highest run and run count. See docs/history.md.",
      'Exit status: 0 recorded, 2 bad usage or bad input.',
    ],
  },
  history: {
    summary: 'the change points of every benchmark in a history store',
    synopsis: ['bench-review history --store DIR [--json OUT]'],
    options: [
      { flag: 'store', value: 'DIR', text: ['the history folder bench-review record writes to'], default: 'required' },
      {
        flag: 'json',
        value: 'OUT',
        text: ['write every change point as JSON ({ changePoints: [...] }) to OUT; "-" writes it to stdout'],
        default: 'not written',
      },
      HELP_OPTION,
    ],
    notes: [
      "Per benchmark and recorded metric: E-Divisive means (Hunter's deterministic form, window 50, p ≤ 0.001), a change point at least the metric's threshold; segments per machine, and a step where the machine changed is labelled as such. See docs/history.md.",
      'Exit status: 0, 2 bad usage or bad input.',
    ],
  },
  dashboard: {
    summary: 'write a history store as a static site for GitHub Pages: trends, change points, search',
    synopsis: ['bench-review dashboard --store DIR --out SITE [--repo-url URL]'],
    options: [
      { flag: 'store', value: 'DIR', text: ['the history folder bench-review record writes to'], default: 'required' },
      {
        flag: 'out',
        value: 'SITE',
        text: ['the folder to write the site to (index.html, its scripts, data/); created when missing, other files left alone'],
        default: 'required',
      },
      {
        flag: 'repo-url',
        value: 'URL',
        text: ["the repository's web address: commits and change points link to URL/commit/SHA"],
        default: 'GITHUB_SERVER_URL/GITHUB_REPOSITORY when set, else no links',
      },
      HELP_OPTION,
    ],
    notes: [
      'Per benchmark: p50 and the gated tail (p99, else the highest tail quantile recorded) over the commits of main, the spread of the runs as a band, change points and machine changes marked. Self-contained (uPlot included); serve it over http(s), e.g. GitHub Pages. See docs/dashboard.md.',
      'Exit status: 0 written, 2 bad usage or bad input.',
    ],
  },
  formats: {
    summary: 'list the result formats it reads, and how to produce and force each',
    synopsis: ['bench-review formats'],
    options: [HELP_OPTION],
    notes: ['Exit status: 0.'],
  },
  help: {
    summary: 'print this overview, or a command\'s help ("bench-review help compare")',
    synopsis: ['bench-review help [COMMAND]'],
    options: [],
    notes: ['Exit status: 0 (2 for an unknown command).'],
  },
};

const FLAG_WIDTH = 27;
/** The widest the help is laid out, however wide the terminal. */
const MAX_WIDTH = 100;
/** The narrowest: below it the flag column leaves too little room, and the terminal wraps instead. */
const MIN_WIDTH = 60;

/**
 * The width to lay the help out in: the terminal's columns when stdout is one, else `COLUMNS`,
 * else 80; never more than 100.
 */
export function helpWidth(columns: number | undefined, env: Record<string, string | undefined>): number {
  const fromEnv = Number(env.COLUMNS);
  const cols = columns !== undefined && columns > 0 ? columns : Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 80;
  return Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, cols));
}

/** Split text into lines of at most `width` characters at spaces (a longer word stays whole). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

function optionLines(o: OptionDoc, width: number): string[] {
  const head = `  --${o.flag}${o.value ? ` ${o.value}` : ''}`;
  const text = wrap(`${o.text.join(' ')}${o.default !== undefined ? ` (default: ${o.default})` : ''}`, width - FLAG_WIDTH);
  const pad = ''.padEnd(FLAG_WIDTH);
  if (head.length < FLAG_WIDTH - 1) return [head.padEnd(FLAG_WIDTH) + text[0], ...text.slice(1).map((t) => pad + t)];
  return [head, ...text.map((t) => pad + t)];
}

/** `bench-review <command> --help`. */
export function commandUsage(command: string, width = MAX_WIDTH): string {
  const doc = COMMAND_DOCS[command];
  const lines = [
    ...wrap(`bench-review ${command} — ${doc.summary}`, width),
    '',
    'Usage:',
    ...doc.synopsis.flatMap((s) => wrap(s, width - 4).map((t, i) => `${i === 0 ? '  ' : '    '}${t}`)),
  ];
  if (doc.options.length > 0) lines.push('', 'Options:', ...doc.options.flatMap((o) => optionLines(o, width)));
  lines.push('', ...doc.notes.flatMap((n) => wrap(n, width)));
  return `${lines.join('\n')}\n`;
}

/** `bench-review --help`: the commands, and where each one's flags are. */
export function overview(version: string, width = MAX_WIDTH): string {
  const names = Object.keys(COMMAND_DOCS);
  const w = Math.max(...names.map((n) => n.length));
  const pad = ''.padEnd(w + 4);
  const command = (n: string) => wrap(COMMAND_DOCS[n].summary, width - w - 4).map((t, i) => (i === 0 ? `  ${n.padEnd(w)}  ${t}` : pad + t));
  const usage = (left: string, text: string) => wrap(text, width - 37).map((t, i) => `${(i === 0 ? left : '').padEnd(37)}${t}`);
  return [
    ...wrap(`bench-review ${version} — compare benchmark results of base and head as distributions`, width),
    '',
    'Usage:',
    '  bench-review <command> [options]',
    ...usage('  bench-review <command> --help', "the command's flags and their defaults (also -h)"),
    ...usage('  bench-review --version', 'the version (also -V)'),
    '',
    'Commands:',
    ...names.flatMap(command),
    '',
    ...EXIT.split('\n').flatMap((l) => wrap(l, width)),
    '',
  ].join('\n');
}

/** The hint appended to a usage error of one command. */
export function usageHint(command: string): string {
  return COMMAND_DOCS[command] ? `see bench-review ${command} --help` : 'see bench-review --help';
}
