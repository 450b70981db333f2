/**
 * `cpu-info` for the PR description: numbers posted without the machine that produced them
 * (`pr-cpu-info.missing`), or posted with machines whose core counts differ
 * (`pr-cpu-info.machines-differ`: per machine, its count (`counts`), whether that is the physical
 * or the logical count (`kinds`) and the side the description labels it with (`sides`: base, head
 * or an empty string); the quote is the line of the first machine that differs from the first).
 */
import type { MessageParam } from '../../model/message.js';
import { machinesDiffer } from '../pr-body.js';
import type { Ask, PrAskCheck } from './ask.js';
import { ask } from './ask.js';

export const prCpuInfoAsk: PrAskCheck = ({ facts, existing }) => {
  if (!facts.hasNumbers) return [];
  const asks: Ask[] = [];
  const machines = facts.machines ?? [];
  if (machinesDiffer(machines)) {
    // The physical counts when every machine gives one, else the logical ones, else each its own.
    const kind = machines.every((m) => m.physical !== null) ? 'physical' : machines.every((m) => m.logical !== null) ? 'logical' : null;
    const kinds = machines.map((m) => kind ?? (m.physical !== null ? 'physical' : 'logical'));
    const params: Record<string, MessageParam> = {
      counts: machines.map((m, i) => (kinds[i] === 'physical' ? m.physical! : m.logical!)),
      kinds,
      sides: machines.map((m) => m.side ?? ''),
    };
    const first = machines[0];
    const other = machines.find((m) => m.physical !== first.physical || m.logical !== first.logical) ?? first;
    asks.push(ask('cpu-info', 'pr-cpu-info.machines-differ', null, params, { quote: other.line }));
  }
  if (facts.hasCpuModel && facts.hasCoreCounts) return asks;
  // The results already lack machine facts, and that ask asks the same question.
  if (existing.some((a) => a.kind === 'cpu-info' && a.benchmark === null && a.quote === undefined)) return asks;
  asks.push(
    ask(
      'cpu-info',
      'pr-cpu-info.missing',
      null,
      { cpuModel: !facts.hasCpuModel, coreCounts: !facts.hasCoreCounts },
      { quote: facts.firstNumberLine },
    ),
  );
  return asks;
};
