/**
 * Read a noise-floor file (`--noise-floor-file`, action input `noise-floor-file`), the JSON
 * `bench-review calibrate` writes (model/noise-floor.ts). Every field is checked; a problem is an
 * InputError naming the file and the JSON path of the field, and what was expected.
 */
import { InputError } from '../errors.js';
import { machineFromJson } from './machine-file.js';
import { METRIC_IDS, type MetricId } from '../model/settings.js';
import { NOISE_FLOOR_KIND, UNGATEABLE_FLOOR, type NoiseFloorFile, type NoiseFloors } from '../model/noise-floor.js';
import { isObject, JsonPath, parseJson } from './json.js';
import { stripBom } from './lines.js';
import { openInput } from './open.js';

const EXPECTED = `the JSON file bench-review calibrate writes ({"schemaVersion": 1, "kind": "${NOISE_FLOOR_KIND}", …, "floors": {…}})`;
/**
 * What a floor may be: any finite fraction from 0. One of 10 (1000 %) or more is what calibrate
 * measured on a runner too noisy to gate that metric on: read as it is, and the review does not
 * gate that metric (model/noise-floor.ts UNGATEABLE_FLOOR). calibrate's own output is always read.
 */
const FLOOR_EXPECTED = `a floor as a fraction, 0 or more (0.12 = 12 %; ${UNGATEABLE_FLOOR} or more: the metric cannot be gated on this runner)`;

function count(at: JsonPath, v: unknown): number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : at.fail('a whole number of runs (0 or more)', v);
}

function floorsOf(at: JsonPath, v: unknown): NoiseFloors {
  const doc = at.object(v);
  const out: NoiseFloors = {};
  for (const [name, raw] of Object.entries(doc)) {
    const b = at.at(name);
    const metrics = b.object(raw);
    const own: Partial<Record<MetricId, number>> = {};
    for (const [key, value] of Object.entries(metrics)) {
      if (!(METRIC_IDS as readonly string[]).includes(key)) b.at(key).fail(`a metric (${METRIC_IDS.join(', ')})`, key);
      own[key as MetricId] =
        typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : b.at(key).fail(FLOOR_EXPECTED, value);
    }
    // Names are untrusted text: `__proto__` is a benchmark like any other, never the object's prototype.
    Object.defineProperty(out, name, { value: own, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Check a parsed noise-floor document; `file` names it in errors. */
export function noiseFloorFromJson(doc: unknown, file: string): NoiseFloorFile {
  const root = new JsonPath(file);
  if (!isObject(doc)) return root.fail(EXPECTED, doc);
  if (doc.kind !== NOISE_FLOOR_KIND) root.at('kind').fail(`"${NOISE_FLOOR_KIND}" (${EXPECTED})`, doc.kind);
  if (doc.schemaVersion !== 1)
    root.at('schemaVersion').fail('1 (a noise-floor file of this version of bench-review; calibrate again)', doc.schemaVersion);
  const createdAt = root.at('createdAt').string(doc.createdAt);
  if (Number.isNaN(Date.parse(createdAt))) root.at('createdAt').fail('an ISO 8601 time such as 2026-11-30T16:00:00.000Z', createdAt);
  const machineDoc = doc.machine === undefined || doc.machine === null ? {} : root.at('machine').object(doc.machine);
  const machine = Object.keys(machineDoc).length === 0 ? {} : machineFromJson(machineDoc, root.at('machine'));
  const runsAt = root.at('runs');
  const runs = runsAt.object(doc.runs);
  const out: NoiseFloorFile = {
    schemaVersion: 1,
    kind: NOISE_FLOOR_KIND,
    createdAt,
    machine,
    runs: { base: count(runsAt.at('base'), runs.base), head: count(runsAt.at('head'), runs.head) },
    floors: floorsOf(root.at('floors'), doc.floors),
  };
  if (doc.commit !== undefined) out.commit = root.at('commit').string(doc.commit);
  if (doc.method !== undefined) out.method = root.at('method').string(doc.method);
  return out;
}

export async function readNoiseFloorFile(path: string): Promise<NoiseFloorFile> {
  const input = await openInput(path);
  if (input.isDirectory) throw new InputError({ file: path }, `is a directory; expected ${EXPECTED}`);
  const text = stripBom(await input.readText());
  if (text.trim() === '') throw new InputError({ file: path }, `the file is empty; expected ${EXPECTED}`);
  return noiseFloorFromJson(parseJson(text, path), path);
}
