/**
 * The two phases after checkout: setup once per side, then the interleaved measured runs, with
 * the failure policy (go on when enough runs remain and say so; otherwise a clear error that
 * names the broken side).
 */
import { message, type Message } from '../model/message.js';
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
    return new RunError('both-broken', `${cmd} failed on both base (${r.base.status}) and head (${r.head.status}): the setup command itself looks broken; its last lines are in the log above`);
  }
  if (!r.base.ok) {
    return new RunError('base-broken', `base ${short(sides.base.sha)} does not build: ${cmd} failed there (${r.base.status}) but succeeded on head. This is a broken base, not a regression of head; its last lines are in the log above`, 'base');
  }
  if (!r.head.ok) {
    return new RunError('head-broken', `head ${short(sides.head.sha)} does not build: ${cmd} failed there (${r.head.status}) and succeeded on base; its last lines are in the log above`, 'head');
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
    return new RunError('both-broken', `the command failed on both base (${failureList(failed('base'))}) and head (${failureList(failed('head'))}): it looks broken rather than changed; the last lines of each failed run are in the log above`);
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
    if (failed.length > 0) out.push(message('run.failed-runs', { side: s, runs, failed: failed.map((r) => r.index), statuses: failed.map((r) => r.status) }));
    const left = records.filter((r) => r.side === s && r.leftovers);
    if (left.length > 0) out.push(message('run.leftovers', { side: s, runs: left.map((r) => r.index) }));
    for (const r of records.filter((x) => x.side === s && x.survivors.length > 0)) out.push(survivorsMessage(r));
  }
  return out;
}

/** Processes that detached from the run (setsid, daemons) escape the process-group kill: name them. */
function survivorsMessage(r: RunRecord): Message {
  const shown = r.survivors.slice(0, 5);
  return message('run.survivors', { side: r.side, run: r.index, count: r.survivors.length, pids: shown.map((x) => x.pid), commands: shown.map((x) => x.command) });
}

export interface Measured {
  records: RunRecord[];
  order: Side[];
  machine: Record<Side, Machine>;
  warnings: Message[];
}

export async function measureSides(ctx: MeasureContext, sides: PreparedSides, runs: number, progress: Progress, machine: Machine): Promise<Measured> {
  const order = interleave(runs);
  const records: RunRecord[] = [];
  const load: Record<Side, { before?: number[]; after?: number[] }> = { base: {}, head: {} };
  const title = `Measure: ${runs} run${runs === 1 ? '' : 's'} per side, interleaved (${order.slice(0, 4).join(' ')}${order.length > 4 ? ' …' : ''})`;
  await progress.group(title, async () => {
    const done: Record<Side, number> = { base: 0, head: 0 };
    const started = progress.now();
    const eta = () => etaSuffix(order, records.map((r) => r.durationMs), progress.now() - started);
    for (const [k, side] of order.entries()) {
      if (ctx.signal.aborted) throw cancelled();
      const index = ++done[side];
      load[side].before ??= loadAverage();
      progress.starting(`[${k + 1}/${order.length}] running ${side} ${index}/${runs}…${eta()}`);
      const r = await runOnce(ctx, side, index, sides[side].dir);
      load[side].after = loadAverage();
      if (r.aborted || ctx.signal.aborted) throw cancelled();
      records.push(r);
      progress.line(`[${k + 1}/${order.length}] ${side} ${index}/${runs}: ${formatDuration(r.durationMs)}, ${r.status}${eta()}`);
      printTail(progress, r.tail);
      if (r.survivors.length > 0) progress.line(`warning: ${side} run ${index} left processes running outside its process group: ${describeSurvivors(r.survivors)}; stopped them`);
      const stop = stopReason(records, runs, sides);
      if (stop) throw stop;
    }
  });
  const machineOf = (s: Side): Machine => ({ ...machine, loadBefore: load[s].before, loadAfter: load[s].after });
  return { records, order, machine: { base: machineOf('base'), head: machineOf('head') }, warnings: runWarnings(records, runs) };
}
