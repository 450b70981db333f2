#!/usr/bin/env node
// Extract the few operations bench-review calls from GitHub's official OpenAPI description
// (@octokit/openapi, generated/api.github.com.deref.json) into test/fake-github/schemas.json, which
// the fake GitHub API validates request bodies and query parameters against.
//
//   node test/fake-github/extract-schemas.mjs [path/to/api.github.com.deref.json] [out.json]
//
// Descriptions and examples are dropped (they do not constrain anything); every other keyword is
// kept, and the fake's validator refuses keywords it does not implement, so nothing is silently
// ignored.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OPERATIONS = [
  'issues/list-comments',
  'issues/create-comment',
  'issues/update-comment',
  'issues/delete-comment',
  'checks/create',
  'checks/list-for-ref',
  'checks/update',
  'pulls/list',
  'actions/list-workflow-run-artifacts',
  'actions/download-artifact',
];

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const specPath =
  (process.argv[2] || undefined) ??
  join(dirname(require.resolve('@octokit/openapi/package.json')), 'generated', 'api.github.com.deref.json');
const spec = JSON.parse(readFileSync(specPath, 'utf8'));
const version = (() => {
  try {
    return require('@octokit/openapi/package.json').version;
  } catch {
    return 'unknown';
  }
})();

const DROP = new Set(['description', 'example', 'examples', 'title', 'externalDocs', 'deprecated', 'readOnly', 'writeOnly', 'default']);
function strip(schema) {
  if (Array.isArray(schema)) return schema.map(strip);
  if (schema === null || typeof schema !== 'object') return schema;
  const out = {};
  for (const [k, v] of Object.entries(schema)) {
    if (DROP.has(k) || k.startsWith('x-')) continue;
    out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v).map(([p, s]) => [p, strip(s)])) : strip(v);
  }
  return out;
}

const operations = {};
for (const [path, ops] of Object.entries(spec.paths)) {
  for (const [method, op] of Object.entries(ops)) {
    if (!OPERATIONS.includes(op?.operationId)) continue;
    const body = op.requestBody?.content?.['application/json']?.schema;
    operations[op.operationId] = {
      method: method.toUpperCase(),
      path,
      parameters: (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: p.required === true, schema: strip(p.schema) })),
      ...(body ? { requestBody: { required: op.requestBody.required === true, schema: strip(body) } } : {}),
    };
  }
}
const missing = OPERATIONS.filter((id) => !operations[id]);
if (missing.length) throw new Error(`operations not found in ${specPath}: ${missing.join(', ')}`);
const out = { source: `@octokit/openapi@${version} generated/api.github.com.deref.json`, operations };
const target = process.argv[3] ?? join(here, 'schemas.json');
writeFileSync(target, JSON.stringify(out, null, 1) + '\n');
console.log(`wrote ${Object.keys(operations).length} operations to ${target}`);
