/**
 * `cpu-info`: results that do not say enough about the machine. The facts that matter are the CPU
 * model and the physical and logical core counts; the question asks only for those that are
 * missing. `cpu-info.missing` when a side says none of them, `cpu-info.partial` when some side gives
 * some (params: per side the facts given, their values, and the facts missing).
 */
import type { MessageParam } from '../../model/message.js';
import type { Machine, Side } from '../../model/types.js';
import type { AskCheck } from './ask.js';
import { ask } from './ask.js';

/** The facts the question is about, in the order they are named. */
export const CPU_FACTS = ['cpu-model', 'physical-cores', 'logical-cpus'] as const;
type CpuFact = (typeof CPU_FACTS)[number];

function has(m: Machine | undefined, fact: CpuFact): boolean {
  if (!m) return false;
  if (fact === 'cpu-model') return typeof m.cpuModel === 'string' && m.cpuModel.trim() !== '';
  if (fact === 'physical-cores') return m.physicalCores !== undefined;
  return m.logicalCpus !== undefined;
}

export const cpuInfoAsk: AskCheck = ({ suite }) => {
  const sides = (['base', 'head'] as const).filter((side) => CPU_FACTS.some((f) => !has(suite.machine[side], f)));
  if (sides.length === 0) return [];
  const anyGiven = sides.some((side) => CPU_FACTS.some((f) => has(suite.machine[side], f)));
  if (!anyGiven) return [ask('cpu-info', 'cpu-info.missing', null, { sides })];
  const params: Record<string, MessageParam> = { sides };
  for (const side of sides as Side[]) {
    const m = suite.machine[side];
    params[`${side}Given`] = CPU_FACTS.filter((f) => has(m, f));
    params[`${side}Missing`] = CPU_FACTS.filter((f) => !has(m, f));
    params[`${side}CpuModel`] = has(m, 'cpu-model') ? m!.cpuModel!.trim() : null;
    params[`${side}PhysicalCores`] = m?.physicalCores ?? null;
    params[`${side}LogicalCpus`] = m?.logicalCpus ?? null;
  }
  return [ask('cpu-info', 'cpu-info.partial', null, params)];
};
