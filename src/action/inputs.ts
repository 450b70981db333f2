/**
 * Every action input, read and validated in one place into one typed object. An invalid input
 * throws a UsageError that names the input and the expected form, e.g.
 * "Invalid `runs: ten`: expected a whole number from 1 to 1000, such as 10 (…)".
 * runs, timeout-minutes, format, thresholds, quantiles, noise-floor, fail-on, allow-different-machines, one-process, slo and sweep-param are read by src/settings.ts,
 * with the CLI's limits and wording.
 *
 * Inputs are read from the environment the way the runner passes them (`INPUT_<NAME>`, upper-cased,
 * hyphens kept), so this module does not need @actions/core and tests pass a plain record.
 */
import { UsageError } from '../errors.js';
import { parseName, parseRenames, type NameOptions } from '../model/rename.js';
import { RUN_LIMITS, type Settings } from '../model/settings.js';
import type { CommentPolicy } from '../publish/comment.js';
import { DEFAULT_PUBLISH_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS } from '../publish/github.js';
import { input, invalidSetting, parseNoiseFloorFile, parseShard, readRunSettings } from '../settings.js';
import { checkBranchName, DEFAULT_HISTORY_BRANCH } from './history-branch.js';

export type { CommentPolicy };
export type Mode = 'run' | 'publish' | 'calibrate' | 'merge' | 'record';

export interface ActionInputs {
  mode: Mode;
  /** Benchmark command run on base and head (default mode). */
  command?: string;
  setup?: string;
  /** Runs per side: a fixed count, or `auto` (the default; `mode: calibrate` turns it into 10). */
  runs: number | 'auto';
  /** `runs: auto`: the cap on runs per side and the time budget in minutes. */
  maxRuns: number;
  maxMinutes: number;
  baseRef?: string;
  /** File the command writes its results to (relative to the side's checkout); stdout otherwise. */
  results?: string;
  /** Reader id; undefined means detect by content. */
  format?: string;
  timeoutMs: number;
  settings: Settings;
  comment: CommentPolicy;
  token: string;
  /** Precomputed mode: globs of result files per side. */
  baseResults: string[];
  headResults: string[];
  /** Precomputed mode: machine-fact files per side (`base-machine`, `head-machine`), relative to the working directory. */
  baseMachine?: string;
  headMachine?: string;
  profileCommand?: string;
  workingDirectory?: string;
  /** Name of the check run (`bench-review / tail latency`). */
  checkName: string;
  /** Distinguishes several sticky comments on one PR (matrix jobs, several suites). */
  commentKey: string;
  /** Login of the account that writes the comment (github-actions[bot] for GITHUB_TOKEN). */
  commentAuthor: string;
  /** `mode: publish`: artifact holding the untrusted report, and where it may already be. */
  artifactName: string;
  reportInput?: string;
  /** Whether to create the check run. */
  checkRun: boolean;
  /**
   * `noise-floor-file`, relative to the working directory: the noise-floor file run mode reads
   * (per-benchmark floors) and `mode: calibrate` writes.
   */
  noiseFloorFile?: string;
  /** `rename` (one `old=new` per line) and `name`: the names the user chose (model/rename.ts). */
  names?: NameOptions;
  /** `shard: i/N` (run mode, with `command`): measure and review this shard's share (run/shard.ts). */
  shard?: { index: number; count: number };
  /** `shard-benchmarks`: the benchmark list to split (a file relative to the working directory, or the names on several lines). */
  shardBenchmarks?: string;
  /** `mode: merge`: globs of the shards' downloaded report folders (or their shard.json). */
  reports: string[];
  /** `history-branch`: the data branch of the history of main (`mode: record` writes it, `history: true` reads it). */
  historyBranch: string;
  /** `history`: run mode reads the history branch and adds what main did to the review (drift notes). */
  history: boolean;
}

type Env = Record<string, string | undefined>;

/** The runner's name mangling: spaces to underscores, upper case, hyphens kept. */
export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

function read(env: Env, name: string): string | undefined {
  const v = env[inputEnvName(name)]?.trim();
  return v ? v : undefined;
}

function invalid(name: string, value: string, expected: string): UsageError {
  return invalidSetting(input(name), value, expected);
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const v = read(env, name);
  if (v === undefined) return fallback;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw invalid(name, v, `one of ${allowed.join(', ')}`);
}

/** Split a multi-line or space-separated list of globs. */
export function splitList(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const v = read(env, name);
  if (v === undefined) return fallback;
  if (/^(true|yes|on)$/i.test(v)) return true;
  if (/^(false|no|off)$/i.test(v)) return false;
  throw invalid(name, v, 'true or false');
}

/** Which way of getting results the inputs describe; rejects mixtures and gaps. */
function checkSources(i: ActionInputs): void {
  if (i.history && i.mode !== 'run')
    throw new UsageError(
      '`history: true` applies in `mode: run`: the review of a pull request reads the history branch (`mode: record` writes it)',
    );
  if (i.mode !== 'run' && (i.shard || i.shardBenchmarks))
    throw new UsageError(
      `\`${i.shard ? 'shard' : 'shard-benchmarks'}\` applies in \`mode: run\` with \`command\`: each matrix job measures its shard; \`mode: merge\` combines them`,
    );
  if (i.mode !== 'merge' && i.reports.length > 0)
    throw new UsageError("`reports` applies only with `mode: merge` (the shards' report folders to combine)");
  if (i.mode === 'merge') {
    for (const [name, value] of [
      ['command', i.command],
      ['setup', i.setup],
      ['profile-command', i.profileCommand],
      ['base-results', i.baseResults.length > 0],
      ['head-results', i.headResults.length > 0],
      ['noise-floor-file', i.noiseFloorFile],
    ] as const) {
      if (value)
        throw new UsageError(
          `\`${name}\` cannot be used with \`mode: merge\`: merge only reads the shards' report folders (\`reports\`) and reviews them with the settings the shards ran with`,
        );
    }
    if (i.reports.length === 0)
      throw new UsageError(
        '`mode: merge` needs `reports`: the report folders of every shard (globs, e.g. shards/*), downloaded with actions/download-artifact',
      );
    return;
  }
  if (i.mode === 'publish') {
    for (const name of ['command', 'setup', 'profile-command'] as const) {
      const value = name === 'command' ? i.command : name === 'setup' ? i.setup : i.profileCommand;
      if (value)
        throw new UsageError(
          `\`${name}\` cannot be used with \`mode: publish\`: the publish step only reads the report uploaded by the measuring workflow and never runs code`,
        );
    }
    if (i.noiseFloorFile)
      throw new UsageError(
        '`noise-floor-file` cannot be used with `mode: publish`: the floors apply where the report is computed (the measuring workflow)',
      );
    if (i.names?.name !== undefined || i.names?.rename)
      throw new UsageError(
        `\`${i.names.name !== undefined ? 'name' : 'rename'}\` cannot be used with \`mode: publish\`: names apply where the report is computed (the measuring workflow)`,
      );
    return;
  }
  if (i.mode === 'record') {
    if (i.baseResults.length > 0)
      throw new UsageError(
        '`base-results` cannot be used with `mode: record`: it records one commit, the pushed one (`head-results`, or `command` measured here against `base-ref`)',
      );
    if (i.command && i.headResults.length > 0)
      throw new UsageError(
        'Use either `command` (measure the pushed commit here) or `head-results` (its results measured elsewhere) with `mode: record`, not both',
      );
    if (!i.command && i.headResults.length === 0)
      throw new UsageError(
        "`mode: record` needs `command` (the benchmark command, measured here) or `head-results` (the pushed commit's result files)",
      );
    if (!i.command && (i.setup || i.results)) throw new UsageError(`\`${i.setup ? 'setup' : 'results'}\` only applies with \`command\``);
    if (i.command && i.headMachine)
      throw new UsageError(
        '`head-machine` gives the machine facts of results measured elsewhere (`head-results`); with `command` bench-review records the machine it runs on itself',
      );
    return;
  }
  if (i.mode === 'calibrate') {
    if (!i.command)
      throw new UsageError('`mode: calibrate` needs `command`: the benchmark command to run on the base commit against itself');
    if (i.baseResults.length > 0 || i.headResults.length > 0)
      throw new UsageError(
        '`base-results`/`head-results` cannot be used with `mode: calibrate`: calibration measures the suite here, one commit against itself',
      );
    if (!i.noiseFloorFile)
      throw new UsageError(
        '`mode: calibrate` needs `noise-floor-file`: the path to write the noise floors to (and to cache, and to give the later `run` steps)',
      );
    return;
  }
  const precomputed = i.baseResults.length > 0 || i.headResults.length > 0;
  if (i.command && precomputed)
    throw new UsageError(
      'Use either `command` (measure base and head here) or `base-results` and `head-results` (results measured elsewhere), not both',
    );
  if (precomputed && (i.baseResults.length === 0 || i.headResults.length === 0)) {
    throw new UsageError(
      `\`${i.baseResults.length === 0 ? 'base-results' : 'head-results'}\` is empty: precomputed mode needs result files for both sides (globs, one per line or separated by spaces)`,
    );
  }
  if (!i.command && !precomputed)
    throw new UsageError(
      'Nothing to compare: set `command` (the benchmark command to run on base and head), or `base-results` and `head-results` (result files measured elsewhere)',
    );
  if (i.command && (i.baseMachine || i.headMachine)) {
    throw new UsageError(
      `\`${i.baseMachine ? 'base-machine' : 'head-machine'}\` gives the machine facts of results measured elsewhere (\`base-results\`/\`head-results\`); with \`command\` bench-review records the machine it runs on itself`,
    );
  }
  if (!i.command && (i.setup || i.results)) throw new UsageError(`\`${i.setup ? 'setup' : 'results'}\` only applies with \`command\``);
  if (!i.command && i.shard)
    throw new UsageError(
      '`shard` applies with `command`: each matrix job measures its share of the suite; results measured elsewhere are not sharded',
    );
  if (i.shardBenchmarks && !i.shard)
    throw new UsageError('`shard-benchmarks` lists the benchmarks to split among shards; it needs `shard: i/N`');
}

/** Read and validate every input. */
export function getInputs(env: Env): ActionInputs {
  const run = readRunSettings(
    {
      runs: read(env, 'runs'),
      maxRuns: read(env, 'max-runs'),
      maxMinutes: read(env, 'max-minutes'),
      timeout: read(env, 'timeout-minutes'),
      format: read(env, 'format'),
      threshold: read(env, 'thresholds'),
      quantiles: read(env, 'quantiles'),
      noiseFloor: read(env, 'noise-floor'),
      failOn: read(env, 'fail-on'),
      allowDifferentMachines: read(env, 'allow-different-machines'),
      oneProcess: read(env, 'one-process'),
      undecided: read(env, 'undecided'),
      slo: read(env, 'slo'),
      sweepParam: read(env, 'sweep-param'),
    },
    'action',
  );
  const mode = oneOf(env, 'mode', ['run', 'publish', 'calibrate', 'merge', 'record'] as const, 'run');
  const inputs: ActionInputs = {
    mode,
    command: read(env, 'command'),
    setup: read(env, 'setup'),
    // Calibration keeps a fixed run count: auto (the default) is its 10.
    runs: mode === 'calibrate' && run.runs === 'auto' ? RUN_LIMITS.runs.default : run.runs,
    maxRuns: run.maxRuns,
    maxMinutes: run.maxMinutes,
    baseRef: read(env, 'base-ref'),
    results: read(env, 'results'),
    format: run.format,
    timeoutMs: run.timeoutMs,
    settings: run.settings,
    comment: oneOf(env, 'comment', ['on-change', 'always', 'never'] as const, 'on-change'),
    token: read(env, 'github-token') ?? '',
    baseResults: splitList(read(env, 'base-results')),
    headResults: splitList(read(env, 'head-results')),
    baseMachine: read(env, 'base-machine'),
    headMachine: read(env, 'head-machine'),
    profileCommand: read(env, 'profile-command'),
    workingDirectory: read(env, 'working-directory'),
    checkName: read(env, 'check-name') ?? 'bench-review / tail latency',
    commentKey: commentKey(env),
    commentAuthor: read(env, 'comment-author') ?? 'github-actions[bot]',
    artifactName: artifactName(env),
    reportInput: read(env, 'report'),
    checkRun: boolean(env, 'check-run', true),
    noiseFloorFile: parseNoiseFloorFile(read(env, 'noise-floor-file'), 'action'),
    names: namesOf(env),
    shard: parseShard(read(env, 'shard'), 'action'),
    shardBenchmarks: read(env, 'shard-benchmarks'),
    reports: splitList(read(env, 'reports')),
    historyBranch: checkBranchName(read(env, 'history-branch') ?? DEFAULT_HISTORY_BRANCH, 'history-branch'),
    history: boolean(env, 'history', false),
  };
  checkSources(inputs);
  return inputs;
}

/** `rename` (one mapping per line) and `name`. */
function namesOf(env: Env): NameOptions {
  const rename = parseRenames((read(env, 'rename') ?? '').split('\n'), '`rename`');
  const name = parseName(read(env, 'name'), '`name`');
  return { ...(rename.length ? { rename } : {}), ...(name !== undefined ? { name } : {}), said: { name: '`name`', rename: '`rename`' } };
}

function commentKey(env: Env): string {
  const v = read(env, 'comment-key') ?? 'default';
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(v))
    throw invalid('comment-key', v, 'up to 64 letters, digits, dots, dashes or underscores, such as api or default');
  return v;
}

function artifactName(env: Env): string {
  const v = read(env, 'artifact-name') ?? 'bench-review';
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(v))
    throw invalid('artifact-name', v, 'up to 100 letters, digits, dots, dashes or underscores, such as bench-review');
  return v;
}

/** How long GitHub API calls may take: one attempt of one request, and the whole publishing phase. */
export interface ApiLimits {
  requestTimeoutMs: number;
  publishTimeoutMs: number;
}

/**
 * The API time limits, from environment variables rather than inputs: the defaults (30 s per
 * request, 3 minutes for all of publishing) suit every workflow; the variables exist for slow
 * GitHub Enterprise Server instances and for tests.
 */
export function apiLimitsFrom(env: Env): ApiLimits {
  const ms = (name: string, fallback: number, max: number): number => {
    const v = env[name]?.trim();
    if (v === undefined || v === '') return fallback;
    if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > max)
      throw new UsageError(`Invalid ${name}=${v}: expected a whole number of milliseconds from 1 to ${max}, such as ${fallback}`);
    return Number(v);
  };
  return {
    requestTimeoutMs: ms('BENCH_REVIEW_API_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 600_000),
    publishTimeoutMs: ms('BENCH_REVIEW_PUBLISH_TIMEOUT_MS', DEFAULT_PUBLISH_TIMEOUT_MS, 3_600_000),
  };
}
