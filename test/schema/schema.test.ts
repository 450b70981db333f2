/**
 * The published JSON Schemas (schema/): they compile under ajv's strict mode, the bundled example
 * report fits, a missing or unknown field is named, their limits are report-limits.ts's, and the
 * check every test runs under (test/helpers/schema-setup.ts) does fail on a bad document in each
 * place it watches.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_LEVELS } from '../../src/compare/allowance.js';
import { RUN_STOPS } from '../../src/model/run-summary.js';
import { defaultSettings, FAIL_ON, isMetricId, METRIC_IDS, ONE_PROCESS } from '../../src/model/settings.js';
import { fitReport, REPORT_LIMITS as L } from '../../src/publish/report-limits.js';
import { renderJson } from '../../src/render/json.js';
import { MESSAGE_IDS } from '../../src/render/messages/index.js';
import { ASK_KINDS } from '../../src/review/contract.js';
import type { Report } from '../../src/review/index.js';
import { ESTIMATORS } from '../../src/review/report.js';
import { SPENDINGS } from '../../src/review/sequential.js';
import { startShard } from '../../src/run/shard.js';
import { documentKind, SCHEMA_BASE, SCHEMA_FILES, SchemaViolation, validators } from '../helpers/schema-check.mjs';
import { reviewFiles } from '../review/review-of.js';

const ROOT = join(import.meta.dirname, '..', '..');
const schemaOf = (file: string) => JSON.parse(readFileSync(join(ROOT, 'schema', file), 'utf8'));
const tmp = mkdtempSync(join(tmpdir(), 'br-schema-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let example: Record<string, any>;
let report: Report;

beforeAll(async () => {
  const r = spawnSync(
    process.execPath,
    ['dist/cli.js', 'compare', '--base', 'examples/service/base.csv', '--head', 'examples/service/head.csv', '--json', join(tmp, 'r.json')],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(r.status, r.stderr).toBe(1);
  example = JSON.parse(readFileSync(join(tmp, 'r.json'), 'utf8'));
  const dir = join(ROOT, 'examples', 'service');
  report = (await reviewFiles([join(dir, 'base.csv')], [join(dir, 'head.csv')], defaultSettings())).report;
});

/** ajv's errors of `doc` against the schema of `kind`, as "pointer: keyword param" lines. */
function problems(kind: keyof typeof SCHEMA_FILES, doc: unknown): string[] {
  const validate = validators()[kind];
  if (validate(doc)) return [];
  // The root's if/then/else (a variants report or a report) adds a line for the branch taken.
  return (validate.errors ?? [])
    .filter((e) => e.keyword !== 'if')
    .map((e) => `${e.instancePath || '/'}: ${e.keyword} ${Object.values(e.params).join(',')}`);
}

describe('the schemas in schema/', () => {
  it('compile under ajv strict mode, each with its $id, title and draft 2020-12', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    for (const file of Object.values(SCHEMA_FILES)) {
      const schema = schemaOf(file);
      expect(schema).toMatchObject({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: `${SCHEMA_BASE}${file}`,
        title: expect.any(String),
        description: expect.any(String),
      });
      ajv.addSchema(schema);
    }
    for (const file of Object.values(SCHEMA_FILES)) expect(typeof ajv.getSchema(`${SCHEMA_BASE}${file}`)).toBe('function');
  });

  it('the bundled example report (dist/cli.js compare, exit 1) fits', () => {
    expect(problems('report', example)).toEqual([]);
    expect(documentKind(example)).toBe('report');
  });

  it('a report missing a required field, or with a field the schema does not know, fails naming the field', () => {
    const without = structuredClone(example);
    delete without.benchmarks[0].verdict;
    delete without.summary;
    expect(problems('report', without)).toEqual(expect.arrayContaining(['/: required summary', '/benchmarks/0: required verdict']));
    const extra = structuredClone(example);
    extra.benchmarks[0].metrics.p99.surprise = 1;
    extra.surprise = true;
    expect(problems('report', extra)).toEqual(
      expect.arrayContaining(['/benchmarks/0/metrics/p99: additionalProperties surprise', '/: unevaluatedProperties surprise']),
    );
    // Optional fields that older reports lack stay optional.
    const older = structuredClone(example);
    for (const b of older.benchmarks) for (const k of ['evidenceLevel', 'changeConfirmed']) delete b[k];
    for (const k of ['sweeps']) delete older[k];
    delete older.summary.gatedOn;
    delete older.machine.comparable;
    expect(problems('report', older)).toEqual([]);
  });

  it('holds a variants report to its own shape, each variant a full report with its name, vs and files', () => {
    const variant: Record<string, any> = { name: 'b', vs: 'a', files: ['b.csv'], ...example };
    delete variant.schemaVersion;
    const doc = {
      schemaVersion: 1,
      kind: 'variants',
      status: 'fail',
      headline: 'h',
      headlineMessage: example.headlineMessage,
      reference: { name: 'a', files: ['a.csv'] },
      notes: [],
      noteMessages: [],
      variants: [variant],
    };
    expect(problems('report', doc)).toEqual(['/variants/0: required schemaVersion']);
    variant.schemaVersion = 1;
    expect(problems('report', doc)).toEqual([]);
    delete variant.vs;
    expect(problems('report', doc)).toEqual(['/variants/0: required vs']);
  });

  it('the other files: a missing or unknown field is named', () => {
    const floor = {
      schemaVersion: 1,
      kind: 'bench-review-noise-floor',
      createdAt: '2026-11-30T16:00:00.000Z',
      machine: { cpuModel: 'x', logicalCpus: 4 },
      runs: { base: 10, head: 10 },
      floors: { 'GET /': { p50: 0.03, p99: 0.12 } },
    };
    expect(problems('noise-floor', floor)).toEqual([]);
    expect(problems('noise-floor', { ...floor, floors: { a: { p95: 0.1 } }, surprise: 1 })).toEqual(
      expect.arrayContaining(['/: additionalProperties surprise', '/floors/a: enum min,p50,p90,p99,p99.9,max,mean']),
    );
    expect(problems('machine', { cpuModel: 'x', cores: 4 })).toEqual(['/: additionalProperties cores']);
    expect(problems('shard', { kind: 'bench-review-shard', schemaVersion: 1 })).toEqual(
      expect.arrayContaining(['/: required shard', '/: required runNotes']),
    );
  });

  it('carries the limits of report.json (src/publish/report-limits.ts), so the schema and the writer cannot drift apart', () => {
    const s = schemaOf('report.schema.json').$defs;
    const machine = schemaOf('machine.schema.json');
    const at: Array<[unknown, number]> = [
      [s.reportBody.properties.benchmarks.maxItems, L.benchmarks],
      [s.reportBody.properties.asks.maxItems, L.list],
      [s.reportBody.properties.warnings.maxItems, L.list],
      [s.reportBody.properties.warningMessages.maxItems, L.list],
      [s.param.anyOf[0].maxLength, L.text],
      [s.param.anyOf[2].items.maxLength, L.text],
      [s.param.anyOf[2].maxItems, L.list],
      [s.param.anyOf[3].maxItems, L.list],
      [s.params.maxProperties, L.params],
      [s.benchmark.properties.name.maxLength, L.name],
      [s.benchmark.properties.toolName.maxLength, L.name],
      [s.sweep.properties.name.maxLength, L.name],
      [s.sweepPoint.properties.benchmark.maxLength, L.name],
      [s.ask.properties.benchmark.maxLength, L.name],
      [s.settings.properties.noiseFloors.propertyNames.maxLength, L.name],
      [s.benchmark.properties.unit.maxLength, L.unit],
      [s.benchmark.properties.measure.maxLength, L.unit],
      [s.sweep.properties.unit.maxLength, L.unit],
      [s.sweep.properties.measure.maxLength, L.unit],
      [s.geomean.properties.unit.maxLength, L.unit],
      [s.geomean.properties.measure.maxLength, L.unit],
      [s.reportBody.properties.geomeans.maxItems, L.list],
      [s.ask.properties.quote.maxLength, L.quote],
      [s.messages50.maxItems, L.benchmarkNotes],
      [s.messages50.maxItems, L.reportNotes],
      [s.messages50.maxItems, L.differences],
      [s.texts50.maxItems, L.benchmarkNotes],
      [s.benchmark.properties.formats.maxItems, L.formats],
      [s.ask.properties.links.maxItems, L.links],
      [s.ask.properties.links.items.properties.label.maxLength, L.linkLabel],
      [s.ask.properties.links.items.properties.url.maxLength, L.linkUrl],
      [s.run.properties.baseWhy.maxLength, L.baseWhy],
      [s.run.properties.order.maxItems, L.order],
      [s.sweep.properties.points.maxItems, L.list],
      [s.reportBody.properties.sweeps.maxItems, L.list],
      ...Object.values(machine.properties as Record<string, { type?: string; maxLength?: number }>)
        .filter((p) => p.type === 'string')
        .map((p): [unknown, number] => [p.maxLength, L.machineText]),
    ];
    expect(at.filter(([schema, limit]) => schema !== limit)).toEqual([]);
  });

  it("holds the writer's own lists: enums, metric ids, message ids and estimators", () => {
    const s = schemaOf('report.schema.json').$defs;
    expect({
      failOn: s.settings.properties.failOn.enum,
      oneProcess: s.settings.properties.oneProcess.enum,
      askKinds: s.ask.properties.kind.enum,
      evidenceLevels: s.benchmark.properties.evidenceLevel.enum,
      stopped: s.run.properties.stopped.enum,
      spending: s.run.properties.sequential.properties.spending.enum,
      floorMetrics: schemaOf('noise-floor.schema.json').properties.floors.additionalProperties.propertyNames.enum,
      estimators: Object.keys(s.settings.properties.estimators.properties),
    }).toEqual({
      failOn: FAIL_ON,
      oneProcess: ONE_PROCESS,
      askKinds: ASK_KINDS,
      evidenceLevels: EVIDENCE_LEVELS,
      stopped: RUN_STOPS,
      spending: SPENDINGS,
      floorMetrics: METRIC_IDS,
      estimators: Object.keys(ESTIMATORS),
    });
    const metricId = new RegExp(s.metricId.pattern, 'u');
    const ids = [
      'min',
      'max',
      'mean',
      'p0',
      'p0.5',
      'p1',
      'p50',
      'p95',
      'p99.9',
      'p99.99999',
      'p99.999999',
      'p100',
      'p050',
      'p9.90',
      'p',
      'P50',
      'median',
      'p-1',
      'p99.',
    ];
    expect(ids.filter((id) => metricId.test(id) !== isMetricId(id))).toEqual([]);
    const messageId = new RegExp(s.messageId.pattern, 'u');
    expect([...MESSAGE_IDS].filter((id) => !messageId.test(id) || id.length > s.messageId.maxLength)).toEqual([]);
  });

  it('the limits are those of report.json as the action writes it: the CLI does not fit its --json into them', () => {
    const long = { ...report, benchmarks: report.benchmarks.map((b, i) => ({ ...b, name: `${'n'.repeat(2000)}${i}` })) };
    const doc = JSON.parse(renderJson(long));
    expect(problems('report', doc)).toEqual([
      '/benchmarks/0/name: maxLength 1000',
      '/benchmarks/1/name: maxLength 1000',
      '/benchmarks/2/name: maxLength 1000',
    ]);
    expect(validators(false).report(doc)).toBe(true);
    expect(problems('report', JSON.parse(fitReport(long).json))).toEqual([]);
  });
});

describe('the check every test runs under (test/helpers/schema-setup.ts)', () => {
  it('fails a report rendered in-process with a field the schema does not know', () => {
    const bad = { ...report, benchmarks: [{ ...report.benchmarks[0], surprise: 1 }, ...report.benchmarks.slice(1)] } as Report;
    expect(() => renderJson(bad)).toThrow(SchemaViolation);
    expect(() => renderJson(bad)).toThrow(
      /renderJson \(src\/render\/json\.ts\): this report document does not fit schema\/report\.schema\.json[\s\S]*\/benchmarks\/0: must NOT have additional properties \("surprise"\)/,
    );
    expect(() => renderJson(report)).not.toThrow();
  });

  it('fails a file that bench-review code writes in-process (shard.json with a machine fact the schema does not know)', async () => {
    const shard = (await startShard({ index: 1, count: 2 }, undefined, tmp, '--shard'))!;
    const run = {
      base: { sha: 'a'.repeat(40), runs: 1, failedRuns: 0 },
      head: { sha: 'b'.repeat(40), runs: 1, failedRuns: 0 },
      baseWhy: '--base',
      order: ['base' as const, 'head' as const],
      runsPerSide: 1,
      looks: [1],
      stopped: 'fixed' as const,
    };
    const input = (machine: Record<string, unknown>) => ({
      base: [join(tmp, 'b.txt')],
      head: [join(tmp, 'h.txt')],
      machine: { base: machine, head: {} },
      run,
      runNotes: [],
    });
    const facts = (machine: Record<string, unknown>) => ({
      format: undefined,
      settings: defaultSettings(),
      names: undefined,
      input: input(machine),
    });
    await expect(shard.record(tmp, facts({ cpuModel: 'x' }))).resolves.toBe(join(tmp, 'shard.json'));
    await expect(shard.record(tmp, facts({ cpuModel: 'x', cpuFlavour: 'mint' }))).rejects.toThrow(
      /shard\.json: this shard document does not fit schema\/shard\.schema\.json[\s\S]*\/machine\/base: must NOT have additional properties \("cpuFlavour"\)/,
    );
    // A test writing a broken file on purpose is not bench-review writing it.
    expect(() => writeFileSync(join(tmp, 'fixture.json'), JSON.stringify({ kind: 'bench-review-shard', schemaVersion: 1 }))).not.toThrow();
  });

  it('fails a document a child process writes, even one started with an environment of its own', () => {
    const write = (doc: unknown) =>
      spawnSync(process.execPath, ['-e', 'require("fs").writeFileSync(process.env.OUT, process.env.DOC)'], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', OUT: join(tmp, 'child.json'), DOC: JSON.stringify(doc) },
      });
    const good = write(example);
    expect([good.status, good.stderr]).toEqual([0, '']);
    const bad = write({ ...example, benchmarks: [{ ...example.benchmarks[0], verdict: 'better' }] });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('SchemaViolation');
    expect(bad.stderr).toMatch(
      /child\.json: this report document does not fit schema\/report\.schema\.json[\s\S]*\/benchmarks\/0\/verdict: must be equal to one of the allowed values/,
    );
  });
});
