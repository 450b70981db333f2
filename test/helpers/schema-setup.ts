/**
 * Runs before every test file (vitest.config.ts `setupFiles`): every report, noise-floor file,
 * machine.json and shard.json that the test suite makes must fit its schema in schema/, however the
 * test makes it, so a field added to the writer but not to the schema (or the reverse) fails the
 * test that produced it. Three ways in, all covered here rather than in each test:
 *
 * - **rendered in-process** — renderJson, jsonReport (src/render/json.ts) and renderVariantsJson
 *   (src/render/variants.ts), the only places a report is serialized, are wrapped: what they
 *   return is checked, whether a test, the CLI run in-process or the action's fitReport called them;
 *   and what fitReport (src/publish/report-limits.ts) returns, report.json as the action writes
 *   it, is held to the limits of report.json too (maxLength, maxItems, maxProperties: the CLI's
 *   `--json` is not fitted into them, so everything else is held to the schemas' shape);
 * - **written in-process** — node:fs writes made by src/ code (report.json, noise-floor files,
 *   machine.json, shard.json) are checked before they happen (schema-check.mjs);
 * - **written by a child process** — every process a test starts gets NODE_OPTIONS with the
 *   preload (schema-preload.mjs), which installs the same write check (and one for a document
 *   written to stdout): through process.env for children that inherit it, and by adding it to the
 *   `env` given to child_process for those started with an environment of their own (the action
 *   runs of test/e2e/harness.ts). So the bundles dist/cli.js and dist/index.js are checked as users run them.
 *
 * A document that does not fit throws a SchemaViolation where it is made, naming the fields.
 * test/schema/schema.test.ts shows each way catching a bad document.
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import { vi } from 'vitest';
import { installWriteCheck, withPreload } from './schema-check.mjs';

vi.mock('../../src/render/json.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/render/json.js')>();
  const { checkDocument, checkText } = await import('./schema-check.mjs');
  return {
    ...real,
    renderJson: (...args: Parameters<typeof real.renderJson>) => {
      const text = real.renderJson(...args);
      checkText(text, 'renderJson (src/render/json.ts)', { kind: 'report' });
      return text;
    },
    jsonReport: (...args: Parameters<typeof real.jsonReport>) => {
      const doc = real.jsonReport(...args);
      checkDocument(JSON.parse(JSON.stringify(doc)), 'jsonReport (src/render/json.ts)', { kind: 'report' });
      return doc;
    },
  };
});

vi.mock('../../src/render/variants.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/render/variants.js')>();
  const { checkText } = await import('./schema-check.mjs');
  return {
    ...real,
    renderVariantsJson: (...args: Parameters<typeof real.renderVariantsJson>) => {
      const text = real.renderVariantsJson(...args);
      checkText(text, 'renderVariantsJson (src/render/variants.ts)', { kind: 'report' });
      return text;
    },
  };
});

// report.json as the action writes it: fitted into the limits of report.json, so held to them as well.
vi.mock('../../src/publish/report-limits.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/publish/report-limits.js')>();
  const { checkText } = await import('./schema-check.mjs');
  return {
    ...real,
    fitReport: (...args: Parameters<typeof real.fitReport>) => {
      const fitted = real.fitReport(...args);
      checkText(fitted.json, 'fitReport (src/publish/report-limits.ts)', { kind: 'report', limits: true });
      return fitted;
    },
  };
});

installWriteCheck();

// Children that inherit process.env load the preload…
process.env.NODE_OPTIONS = withPreload(process.env.NODE_OPTIONS);

// …and so do children given an environment of their own.
const PATCHED = Symbol.for('bench-review.schema-check.child-process');
const cp = childProcess as unknown as Record<string | symbol, unknown>;
if (!cp[PATCHED]) {
  cp[PATCHED] = true;
  for (const name of ['spawn', 'spawnSync', 'execFile', 'execFileSync', 'exec', 'execSync', 'fork'] as const) {
    const real = cp[name] as (...args: unknown[]) => unknown;
    cp[name] = function (this: unknown, ...args: unknown[]) {
      const at = args.findIndex((a, i) => i > 0 && a !== null && typeof a === 'object' && !Array.isArray(a));
      const options = args[at] as { env?: Record<string, string | undefined> } | undefined;
      if (options?.env && typeof options.env === 'object') {
        const log = process.env.BENCH_REVIEW_SCHEMA_CHECK_LOG;
        args[at] = {
          ...options,
          env: {
            ...options.env,
            NODE_OPTIONS: withPreload(options.env.NODE_OPTIONS),
            ...(log ? { BENCH_REVIEW_SCHEMA_CHECK_LOG: log } : {}),
          },
        };
      }
      return real.apply(this, args);
    };
  }
  syncBuiltinESMExports();
}
