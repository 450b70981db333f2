import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the fake GitHub API validates against GitHub’s official OpenAPI description', () => {
  it('schemas.json is exactly what extract-schemas.mjs takes from the installed @octokit/openapi', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'br-schemas-')), 'schemas.json');
    const r = spawnSync(process.execPath, [join(import.meta.dirname, 'extract-schemas.mjs'), '', out], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(join(import.meta.dirname, 'schemas.json'), 'utf8'));
  });
});
