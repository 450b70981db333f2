/** Compare the machine facts of the two sides: a difference means the numbers are not like for like. */
import { message, type Message } from '../model/message.js';
import type { Machine } from '../model/types.js';

/** The facts compared, in the order differences are listed (render/messages/review.ts names them). */
export const MACHINE_FIELDS = [
  'cpuModel',
  'sockets',
  'physicalCores',
  'logicalCpus',
  'smt',
  'maxMHz',
  'governor',
  'turbo',
  'kernel',
  'os',
  'arch',
  'memoryBytes',
  'virtualization',
  'runnerName',
] as const satisfies ReadonlyArray<keyof Machine>;

export function compareMachines(base: Machine | undefined, head: Machine | undefined): Message[] {
  if (!base || !head) return [];
  const out: Message[] = [];
  for (const field of MACHINE_FIELDS) {
    const a = base[field];
    const b = head[field];
    if (a === undefined || b === undefined) continue;
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(message('review.machine-differs', { field, base: String(a), head: String(b) }));
  }
  return out;
}
