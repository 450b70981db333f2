/**
 * The two phases after checkout: setup once per side, then the interleaved measured runs, with
 * the failure policy (go on when enough runs remain and say so; otherwise a clear error that
 * names the broken side).
 */
import { message, type Message } from '../model/message.js';
import type { RunStop } from '../model/run-summary.js';
import type { Machine, Side } from '../model/types.js';
import { loadAverage } from './machine.js';
import { runOnce, runSetup, type MeasureContext, type RunRecord, type SetupResult } from './measure.js';
import { describeSurvivors, formatDuration } from './process.js';
import { etaSuffix, type Progress } from './progress.js';
import { RunError } from './run-error.js';
import { interleave, minimumRuns } from './schedule.js';
import { short, type PreparedSides } from './sides.js';

const SIDES: readonly Side[] = ['base', 'head'];
const cancelled = () => new RunError('cancelled', 'cancelled');

function printTail(progress: Progress, tail: string[]): void {
  for (const l of tail) progress.line(`    ${l}`);
}

function setupError(ctx: MeasureContext, sides: PreparedSides, r: Record<Side, SetupResult>): RunError | undefined {
  const cmd = `setup "${ctx.setup}"`;
  if (!r.base.ok && !r.head.ok) {
    return new RunError(
      'both-broken',
      `${cmd} failed on both base (${r.base.status}) and head (${r.head.status}): the setup command itself looks broken; its last lines are in the log above`,
    );
  }
  if (!r.base.ok) {
    return new RunError(
      'base-broken',
      `base ${short(sides.base.sha)} does not build: ${cmd} failed there (${r.base.status}) but succeeded on head. This is a broken base, not a regression of head; its last lines are in the log above`,
      'base',
    );
  }
  if (!r.head.ok) {
    return new RunError(
      'head-broken',
      `head ${short(sides.head.sha)} does not build: ${cmd} failed there (${r.head.status}) and succeeded on base; its last lines are in the log above`,
      'head',
    );
  }
  return undefined;
}

/** Setup once per side (both, even if base fails, so a broken command is told from a broken side). */
export async function runSetups(ctx: MeasureContext, sides: PreparedSides, progress: Progress): Promise<Partial<Record<Side, number>>> {
  if (ctx.setup === undefined) return {};
  const results = {} as Record<Side, SetupResult>;
  for (const side of SIDES) {
    results[side] = await progress.group(`Setup on ${side} (${short(sides[side].sha)})`, async () => {
      progress.starting(`setting up ${side}…`);
      const r = await runSetup(ctx, side, sides[side].dir);
      progress.line(`${side} setup: ${formatDuration(r.durationMs)}, ${r.status}`);
      printTail(progress, r.tail);
      return r;
    });
    if (results[side].aborted || ctx.signal.aborted) throw cancelled();
  }
  const err = setupError(ctx, sides, results);
  if (err) throw err;
  return { base: results.base.durationMs, head: results.head.durationMs };
}

function failureList(records: RunRecord[]): string {
  return records.map((r) => `run ${r.index}: ${r.status}`).join('; ');
}

/** After each run: the error to stop with, once a side can no longer reach the minimum. */
function stopReason(records: RunRecord[], runs: number, sides: PreparedSides): RunError | undefined {
  const need = minimumRuns(runs);
  const of = (s: Side) => records.filter((r) => r.side === s);
  const failed = (s: Side) => of(s).filter((r) => !r.ok);
  const hopeless = SIDES.filter((s) => runs - failed(s).length < need);
  if (hopeless.length === 0 || of('base').length === 0 || of('head').length === 0) return undefined;
  const noneWorked = SIDES.every((s) => of(s).length > 0 && of(s).every((r) => !r.ok));
  const needText = `at least ${need} successful run${need === 1 ? '' : 's'} per side are needed to compare`;
  if (noneWorked) {
    return new RunError(
      'both-broken',
      `the command failed on both base (${failureList(failed('base'))}) and head (${failureList(failed('head'))}): it looks broken rather than changed; the last lines of each failed run are in the log above`,
    );
  }
  const s = hopeless[0];
  const other = s === 'base' ? 'head' : 'base';
  const tail = s === 'base' ? ` The same command runs on head, so this is a broken base, not a regression of head.` : '';
  return new RunError(
    s === 'base' ? 'base-broken' : 'head-broken',
    `the benchmark does not run reliably on ${s} ${short(sides[s].sha)}: ${failed(s).length} of ${of(s).length} ${s} runs so far failed (${failureList(failed(s))}), and ${needText}; ${other} runs: ${of(other).filter((r) => r.ok).length} ok.${tail} The last lines of each failed run are in the log above`,
    s,
  );
}

/** What the report says about runs that failed or left processes behind (ids `run.*`). */
function runWarnings(records: RunRecord[], runs: number): Message[] {
  const out: Message[] = [];
  for (const s of SIDES) {
    const failed = records.filter((r) => r.side === s && !r.ok);
    if (failed.length > 0)
      out.push(message('run.failed-runs', { side: s, runs, failed: failed.map((r) => r.index), statuses: failed.map((r) => r.status) }));
    const left = records.filter((r) => r.side === s && r.leftovers);
    if (left.length > 0) out.push(message('run.leftovers', { side: s, runs: left.map((r) => r.index) }));
    for (const r of records.filter((x) => x.side === s && x.survivors.length > 0)) out.push(survivorsMessage(r));
  }
  return out;
}

/** Processes that detached from the run (setsid, daemons) escape the process-group kill: name them. */
function survivorsMessage(r: RunRecord): Message {
  const shown = r.survivors.slice(0, 5);
  return message('run.survivors', {
    side: r.side,
    run: r.index,
    count: r.survivors.length,
    pids: shown.map((x) => x.pid),
    commands: shown.map((x) => x.command),
  });
}

export interface Measured {
  records: RunRecord[];
  order: Side[];
  machine: Record<Side, Machine>;
  warnings: Message[];
  /** Runs started per side: the fixed count, or the last look's. */
  runsPerSide: number;
  /** Runs per side at each look made. */
  looks: number[];
  stopped: RunStop;
}

/** What the caller sees after each look of `runs: auto`. */
export interface LookState {
  /** 0-based index of this look. */
  look: number;
  /** Runs started per side so far (successful or not). */
  runsPerSide: number;
  /** Data files of the successful runs so far, per side, in run order. */
  files: Record<Side, string[]>;
  /** Since measuring began (setup included), on the progress clock. */
  elapsedMs: number;
  /** What one more run per side (both sides) took on average so far, on the progress clock. */
  msPerRun: number;
}

/** After a look: lines for the log, then the runs per side to reach next, or why to stop. */
export type LookOutcome = { lines: string[] } & ({ next: number } | { stop: Exclude<RunStop, 'fixed'> });

/**
 * `runs: auto` as measuring sees it: the first look is `RunOptions.runs`; after each look `after`
 * (the review glue: compare and decide the runs so far) says how far to go on. Measuring itself
 * never decides anything.
 */
export interface LookPolicy {
  after(state: LookState): Promise<LookOutcome>;
}

const firstFour = (order: readonly Side[]) => `${order.slice(0, 4).join(' ')}${order.length > 4 ? ' …' : ''}`;

/**
 * The interleaved runs: `runs` per side, then, with `looks`, more after each look while the policy
 * says so — the additional runs continue the schedule (interleave(n) extends interleave(m) for n > m).
 * `startedAt`: when measuring began on the progress clock (for the time budget).
 */
export async function measureSides(
  ctx: MeasureContext,
  sides: PreparedSides,
  runs: number,
  progress: Progress,
  machine: Machine,
  looks?: LookPolicy,
  startedAt = progress.now(),
): Promise<Measured> {
  let target = runs;
  let order = interleave(target);
  const records: RunRecord[] = [];
  const load: Record<Side, { before?: number[]; after?: number[] }> = { base: {}, head: {} };
  const done: Record<Side, number> = { base: 0, head: 0 };
  const runsStarted = progress.now();
  const eta = () =>
    etaSuffix(
      order,
      records.map((r) => r.durationMs),
      progress.now() - runsStarted,
    );
  const made: number[] = [];
  let stopped: RunStop = 'fixed';
  let k = 0;
  for (;;) {
    const from = k / 2 + 1;
    const title = looks
      ? `Measure: look ${made.length + 1}, runs ${from === target ? target : `${from}–${target}`} per side, interleaved (${firstFour(order.slice(k))})`
      : `Measure: ${runs} run${runs === 1 ? '' : 's'} per side, interleaved (${firstFour(order)})`;
    await progress.group(title, async () => {
      for (; k < order.length; k++) {
        const side = order[k];
        if (ctx.signal.aborted) throw cancelled();
        const index = ++done[side];
        load[side].before ??= loadAverage();
        progress.starting(`[${k + 1}/${order.length}] running ${side} ${index}/${target}…${eta()}`);
        const r = await runOnce(ctx, side, index, sides[side].dir);
        load[side].after = loadAverage();
        if (r.aborted || ctx.signal.aborted) throw cancelled();
        records.push(r);
        progress.line(`[${k + 1}/${order.length}] ${side} ${index}/${target}: ${formatDuration(r.durationMs)}, ${r.status}${eta()}`);
        printTail(progress, r.tail);
        if (r.survivors.length > 0)
          progress.line(
            `warning: ${side} run ${index} left processes running outside its process group: ${describeSurvivors(r.survivors)}; stopped them`,
          );
        const stop = stopReason(records, target, sides);
        if (stop) throw stop;
      }
    });
    made.push(target);
    if (!looks) break;
    const files = (s: Side) => records.filter((r) => r.side === s && r.ok).map((r) => r.file!);
    const now = progress.now();
    const out = await looks.after({
      look: made.length - 1,
      runsPerSide: target,
      files: { base: files('base'), head: files('head') },
      elapsedMs: now - startedAt,
      msPerRun: (now - runsStarted) / target,
    });
    for (const l of out.lines) progress.line(l);
    if (ctx.signal.aborted) throw cancelled();
    if ('stop' in out) {
      stopped = out.stop;
      break;
    }
    if (!(Number.isInteger(out.next) && out.next > target))
      throw new Error(`runs: auto asked for ${out.next} runs per side after ${target}`);
    target = out.next;
    order = interleave(target);
  }
  const machineOf = (s: Side): Machine => ({ ...machine, loadBefore: load[s].before, loadAfter: load[s].after });
  return {
    records,
    order,
    machine: { base: machineOf('base'), head: machineOf('head') },
    warnings: runWarnings(records, target),
    runsPerSide: target,
    looks: made,
    stopped,
  };
}
