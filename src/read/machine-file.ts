/**
 * A machine-fact file (`--machine base=FILE`, action inputs `base-machine` / `head-machine`): the
 * facts of the machine one side's results were measured on, for results measured elsewhere.
 * Accepted, sniffed by content:
 *  - the `machine.json` that `bench-review run` writes next to its run outputs (a Machine object);
 *  - a bench-review JSON report: its `machine.base` or `machine.head`, the side the file is given for;
 *  - `lscpu -J` (JSON: `{"lscpu": [{"field": "Model name:", "data": "…"}, …]}`, nested `children` too);
 *  - plain `lscpu` output (`LC_ALL=C lscpu > machine.txt`);
 *  - /proc/cpuinfo (`cat /proc/cpuinfo > machine.txt`).
 * Anything else is an InputError naming the file (and the field) and what was expected.
 */
import { InputError } from '../errors.js';
import type { Machine, Side } from '../model/types.js';
import { isObject, JsonPath, parseJson, type JsonObject } from './json.js';
import { stripBom } from './lines.js';
import { lscpuFacts, parseCpuinfo, parseLscpu } from './machine-parse.js';
import { openInput } from './open.js';

const EXPECTED =
  'the machine.json that bench-review run writes, a bench-review report.json, `lscpu -J` output, `LC_ALL=C lscpu` output or /proc/cpuinfo';

const STRING_FIELDS = [
  'cpuModel',
  'governor',
  'kernel',
  'os',
  'arch',
  'virtualization',
  'container',
  'runnerName',
  'host',
  'runnerOs',
  'runnerArch',
] as const;
const COUNT_FIELDS = ['sockets', 'physicalCores', 'logicalCpus'] as const;
const NUMBER_FIELDS = ['baseMHz', 'maxMHz', 'memoryBytes'] as const;
const BOOLEAN_FIELDS = ['smt', 'turbo'] as const;
const LOAD_FIELDS = ['loadBefore', 'loadAfter'] as const;
const KNOWN = new Set<string>([...STRING_FIELDS, ...COUNT_FIELDS, ...NUMBER_FIELDS, ...BOOLEAN_FIELDS, ...LOAD_FIELDS, 'extra', 'source']);

/** A Machine object as bench-review writes it: each known field checked; unknown fields are left out. */
export function machineFromJson(doc: JsonObject, at: JsonPath): Machine {
  if (!Object.keys(doc).some((k) => KNOWN.has(k))) {
    at.fail(`machine facts such as "cpuModel", "physicalCores" and "logicalCpus" (${EXPECTED})`, doc);
  }
  const m: Machine = {};
  const given = (k: string) => doc[k] !== undefined && doc[k] !== null;
  for (const k of STRING_FIELDS) if (given(k)) m[k] = at.at(k).string(doc[k]);
  for (const k of COUNT_FIELDS) {
    if (!given(k)) continue;
    const v = doc[k];
    m[k] = typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : at.at(k).fail('a whole number above 0', v);
  }
  for (const k of NUMBER_FIELDS) {
    if (!given(k)) continue;
    const v = doc[k];
    m[k] = typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : at.at(k).fail('a number above 0', v);
  }
  for (const k of BOOLEAN_FIELDS) {
    if (!given(k)) continue;
    const v = doc[k];
    m[k] = typeof v === 'boolean' ? v : at.at(k).fail('true or false', v);
  }
  for (const k of LOAD_FIELDS) {
    if (!given(k)) continue;
    const list = at.at(k).array(doc[k]);
    m[k] = list.map((v, i) =>
      typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : at.at(k).at(i).fail('a load average (a number ≥ 0)', v),
    );
  }
  if (given('extra')) {
    const extra = at.at('extra').object(doc.extra);
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(extra)) out[k] = at.at('extra').at(k).string(v);
    if (Object.keys(out).length) m.extra = out;
  }
  return m;
}

/** `lscpu -J` as the key → value map plain `lscpu` gives (keys without the trailing colon). */
function lscpuJsonMap(list: unknown[], at: JsonPath, out = new Map<string, string>()): Map<string, string> {
  list.forEach((raw, i) => {
    const e = at.at(i).object(raw);
    const key = at.at(i).at('field').string(e.field).trim().replace(/:$/, '').trim();
    if (typeof e.data === 'string' && !out.has(key)) out.set(key, e.data.trim());
    if (Array.isArray(e.children)) lscpuJsonMap(e.children, at.at(i).at('children'), out);
  });
  return out;
}

/** lscpu facts, or an error when the output names none of the facts that matter. */
function fromLscpu(map: Map<string, string>, file: string): Machine {
  const m = lscpuFacts(map);
  if (m.cpuModel === undefined && m.logicalCpus === undefined && m.physicalCores === undefined) {
    throw new InputError(
      { file },
      'lscpu output without "Model name", "CPU(s)" or "Core(s) per socket"; expected the output of `LC_ALL=C lscpu` (other languages name the fields differently)',
    );
  }
  return m;
}

function fromJson(doc: unknown, side: Side, file: string): Machine {
  const root = new JsonPath(file);
  if (!isObject(doc)) return root.fail(EXPECTED, doc);
  if (Array.isArray(doc.lscpu)) return fromLscpu(lscpuJsonMap(doc.lscpu, root.at('lscpu')), file);
  if (doc.schemaVersion !== undefined && isObject(doc.machine)) {
    const at = root.at('machine').at(side);
    const m = doc.machine[side];
    if (m === null || m === undefined) {
      throw new InputError(
        { file, pointer: at.pointer },
        `this bench-review report has no machine facts for ${side}; expected a report whose ${side} side carries them, or another machine-fact file`,
      );
    }
    return machineFromJson(at.object(m), at);
  }
  return machineFromJson(doc, root);
}

/** What a machine-fact text file is, by content. */
function fromText(text: string, file: string): Machine {
  if (/^processor\s*:/m.test(text)) {
    const info = parseCpuinfo(text);
    const m: Machine = {};
    if (info.model) m.cpuModel = info.model.replace(/\s+/g, ' ').trim();
    if (info.sockets !== undefined) m.sockets = info.sockets;
    if (info.physicalCores !== undefined) m.physicalCores = info.physicalCores;
    if (info.logical > 0) m.logicalCpus = info.logical;
    if (m.physicalCores !== undefined && m.logicalCpus !== undefined) m.smt = m.logicalCpus > m.physicalCores;
    if (info.nominalMHz !== undefined) m.baseMHz = info.nominalMHz;
    return m;
  }
  const map = parseLscpu(text);
  if (map.has('Architecture') || map.has('CPU(s)') || map.has('Model name')) return fromLscpu(map, file);
  const first = text.split('\n').findIndex((l) => l.trim() !== '');
  throw new InputError({ file, line: first + 1 }, `not a machine-fact file; expected ${EXPECTED}`);
}

/**
 * Read the machine facts of `side` from a machine-fact file. `source` is `file`: these facts fill
 * in and override what the result files of that side say.
 */
export async function readMachineFile(path: string, side: Side): Promise<Machine> {
  const input = await openInput(path);
  if (input.isDirectory) throw new InputError({ file: path }, `is a directory; expected ${EXPECTED}`);
  const text = stripBom(await input.readText());
  if (text.trim() === '') throw new InputError({ file: path }, `the file is empty; expected ${EXPECTED}`);
  const m = /^\s*[{[]/.test(text) ? fromJson(parseJson(text, path), side, path) : fromText(text, path);
  return { ...m, source: 'file' };
}
