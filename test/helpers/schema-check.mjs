/**
 * Every JSON document bench-review writes while the tests run must fit its published schema
 * (schema/*.schema.json): the report (and the variants report), the noise-floor file, machine.json
 * and shard.json. This module is that check, in plain JavaScript so that Node can preload it into
 * any process (`NODE_OPTIONS=--import …/schema-preload.mjs`) as well as the test workers
 * (test/helpers/schema-setup.ts, vitest.config.ts `setupFiles`).
 *
 * It watches the one way these documents leave a process — fs.writeFile / writeFileSync /
 * fs.promises.writeFile, and in a preloaded process also a whole document written to stdout
 * (`--json -`) — and throws a SchemaViolation instead of writing when the document does not fit.
 * Only writes made by bench-review's code are checked: the first caller outside Node and this file
 * decides, and a write from test/ (a test writing a deliberately broken fixture) or from
 * node_modules is left alone. Which schema applies is read from the document (`kind`,
 * `schemaVersion` with `benchmarks`), or its name (`machine.json`).
 *
 * ajv is loaded and the schemas compiled only when the first document is seen, so a process that
 * writes none (a benchmark the CLI runs, which inherits NODE_OPTIONS) pays for an import of this
 * file only.
 */
import fs from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(import.meta.url);
/** The repository root, with a trailing slash. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TEST_DIR = `${ROOT}test/`;
const SCHEMA_DIR = `${ROOT}schema/`;
export const SCHEMA_BASE = 'https://github.com/bench-review/bench-review/schema/';

/** Each kind of document and its schema file in schema/. */
export const SCHEMA_FILES = {
  report: 'report.schema.json',
  'noise-floor': 'noise-floor.schema.json',
  machine: 'machine.schema.json',
  shard: 'shard.schema.json',
};

/** A document that does not fit its schema. */
export class SchemaViolation extends Error {
  constructor(where, kind, errors, limits = true) {
    const lines = errors.slice(0, 20).map((e) => `  ${e.instancePath || '/'}: ${e.message}${detail(e)}`);
    if (errors.length > 20) lines.push(`  … and ${errors.length - 20} more`);
    const against = `schema/${SCHEMA_FILES[kind]}${limits ? '' : ' (its shape; the limits of report.json apply to what the action writes)'}`;
    super(
      `${where}: this ${kind} document does not fit ${against} (the schema check of the tests, test/helpers/schema-check.mjs):\n${lines.join('\n')}`,
    );
    this.name = 'SchemaViolation';
    this.errors = errors;
  }
}

function detail(e) {
  const p = e.params ?? {};
  if (p.additionalProperty !== undefined) return ` ("${p.additionalProperty}")`;
  if (p.unevaluatedProperty !== undefined) return ` ("${p.unevaluatedProperty}")`;
  if (p.missingProperty !== undefined) return '';
  if (p.allowedValues !== undefined) return ` (${JSON.stringify(p.allowedValues)})`;
  if (e.propertyName !== undefined) return ` (property name "${e.propertyName}")`;
  return '';
}

/** The keywords that state the limits of report.json (src/publish/report-limits.ts) rather than the shape. */
const LIMIT_KEYWORDS = new Set(['maxLength', 'maxItems', 'maxProperties']);

/** A schema without its limits: every maxLength, maxItems and maxProperties left out. */
export function withoutLimits(schema) {
  if (Array.isArray(schema)) return schema.map(withoutLimits);
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([k]) => !LIMIT_KEYWORDS.has(k))
      .map(([k, v]) => [k, withoutLimits(v)]),
  );
}

const compiled = new Map();
/**
 * The validators of every kind, compiled once per process with ajv's strict mode: `limits` with the
 * schemas as published, else without their limits. The limits are those of report.json as the
 * action writes it (fitReport); the CLI's `--json` and the in-memory report are not fitted, so
 * they are held to the shape only.
 */
export function validators(limits = true) {
  if (compiled.has(limits)) return compiled.get(limits);
  const require = createRequire(import.meta.url);
  const { Ajv2020 } = require('ajv/dist/2020.js');
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  for (const file of Object.values(SCHEMA_FILES)) {
    const schema = JSON.parse(fs.readFileSync(`${SCHEMA_DIR}${file}`, 'utf8'));
    ajv.addSchema(limits ? schema : withoutLimits(schema));
  }
  const out = Object.fromEntries(Object.entries(SCHEMA_FILES).map(([kind, file]) => [kind, ajv.getSchema(`${SCHEMA_BASE}${file}`)]));
  compiled.set(limits, out);
  return out;
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Which schema a parsed document written to `path` falls under, or undefined when it is none of bench-review's. */
export function documentKind(doc, path = '') {
  if (!isObject(doc)) return undefined;
  if (doc.kind === 'bench-review-noise-floor') return 'noise-floor';
  if (doc.kind === 'bench-review-shard') return 'shard';
  if ('schemaVersion' in doc && (doc.kind === 'variants' || 'benchmarks' in doc)) return 'report';
  if (basename(String(path)) === 'machine.json') return 'machine';
  return undefined;
}

/**
 * Check a parsed document; throws a SchemaViolation naming `where` when it does not fit. `limits`:
 * hold it to the limits of report.json too (see validators). Returns its kind.
 */
export function checkDocument(doc, where, { kind = documentKind(doc, where), limits = false } = {}) {
  if (kind === undefined) return undefined;
  const validate = validators(limits)[kind];
  const ok = validate(doc);
  // BENCH_REVIEW_SCHEMA_CHECK_LOG=FILE: a line per document checked, to see what the tests cover.
  if (process.env.BENCH_REVIEW_SCHEMA_CHECK_LOG)
    fs.appendFileSync(
      process.env.BENCH_REVIEW_SCHEMA_CHECK_LOG,
      `${ok ? 'ok' : 'BAD'}\t${kind}\t${limits ? 'limits' : 'shape'}\t${where}\n`,
    );
  if (!ok) throw new SchemaViolation(where, kind, validate.errors ?? [], limits);
  return kind;
}

/** The last text found to fit (and whether with the limits), so a report checked when rendered is not parsed again when written. */
let lastChecked = { text: undefined, limits: false };

/**
 * Check a serialized document (the text written). Without `kind`, what is not recognisably a
 * bench-review document passes; with it (a renderer's output), the text must be that document.
 */
export function checkText(text, where, { kind, limits = false } = {}) {
  if (text === lastChecked.text && (lastChecked.limits || !limits)) return;
  let doc;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    if (kind === undefined) return;
    throw new Error(`${where}: not JSON (${err.message})`);
  }
  checkDocument(doc, where, { kind: kind ?? documentKind(doc, where), limits });
  lastChecked = { text, limits };
}

/**
 * Whether a write of `data` to `file` may be a document: JSON text naming its schemaVersion or kind
 * near the start, or machine.json. Only text: bench-review serializes its documents; bytes are
 * copies (publish mode writes a fork's downloaded report.json as it came, to be checked on reading).
 */
function candidateText(file, data) {
  if (typeof data !== 'string') return undefined;
  const text = data;
  const start = text.trimStart();
  if (!start.startsWith('{')) return undefined;
  const head = start.slice(0, 400);
  if (head.includes('"schemaVersion"') || head.includes('"kind"') || basename(file) === 'machine.json') return text;
  return undefined;
}

function pathOf(file) {
  if (typeof file === 'string') return file;
  if (file instanceof URL && file.protocol === 'file:') return fileURLToPath(file);
  return undefined;
}

/** Whether the code that called the write is bench-review's (src/, a bundle, a script), not a test's or a library's. */
function writtenByBenchReview() {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 30;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  for (const line of stack.split('\n').slice(1)) {
    const m = /\((.*):\d+:\d+\)$/.exec(line) ?? /at (.*):\d+:\d+$/.exec(line);
    if (!m) continue;
    let loc = m[1];
    if (loc.startsWith('file://')) loc = fileURLToPath(loc);
    if (loc.startsWith('node:') || loc === HERE || loc.endsWith('/schema-preload.mjs')) continue;
    return !loc.startsWith(TEST_DIR) && !loc.includes('/node_modules/');
  }
  return false;
}

/** The document a write would put in `file`, checked; throws a SchemaViolation. */
function checkWrite(file, data, limits) {
  const path = pathOf(file);
  if (path === undefined) return;
  const text = candidateText(path, data);
  if (text === undefined || !writtenByBenchReview()) return;
  checkText(text, path, { limits });
}

const INSTALLED = Symbol.for('bench-review.schema-check.installed');

/**
 * Check every document written through node:fs from now on in this process (and, with `stdout`,
 * a whole document written to stdout). `limits`: hold them to the limits of report.json too (the
 * action, which fits report.json into them). Idempotent.
 */
export function installWriteCheck({ stdout = false, limits = false } = {}) {
  if (globalThis[INSTALLED]) return;
  globalThis[INSTALLED] = true;
  const { writeFile, writeFileSync } = fs;
  const promiseWriteFile = fs.promises.writeFile;
  fs.writeFileSync = function (file, data, ...rest) {
    checkWrite(file, data, limits);
    return writeFileSync.call(this, file, data, ...rest);
  };
  fs.writeFile = function (file, data, ...rest) {
    try {
      checkWrite(file, data, limits);
    } catch (err) {
      const cb = rest.at(-1);
      if (typeof cb === 'function') return void process.nextTick(cb, err);
      throw err;
    }
    return writeFile.call(this, file, data, ...rest);
  };
  fs.promises.writeFile = function (file, data, ...rest) {
    try {
      checkWrite(file, data, limits);
    } catch (err) {
      return Promise.reject(err);
    }
    return promiseWriteFile.call(this, file, data, ...rest);
  };
  // ES modules that imported these by name (`import { writeFile } from 'node:fs/promises'`) see the wrapped ones too.
  syncBuiltinESMExports();
  if (stdout) {
    const write = process.stdout.write;
    process.stdout.write = function (chunk, ...rest) {
      if (typeof chunk === 'string' && chunk.startsWith('{') && chunk.endsWith('}\n') && writtenByBenchReview())
        checkText(chunk, '<stdout>', { limits });
      return write.call(this, chunk, ...rest);
    };
  }
}

/** The NODE_OPTIONS entry that installs the check in a Node process (schema-preload.mjs). */
export const PRELOAD_OPTION = `--import=${new URL('./schema-preload.mjs', import.meta.url).href}`;

/** NODE_OPTIONS with the preload added (once). */
export function withPreload(nodeOptions) {
  const current = nodeOptions ?? '';
  return current.includes(PRELOAD_OPTION) ? current : `${current} ${PRELOAD_OPTION}`.trim();
}
