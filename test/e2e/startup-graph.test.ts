/**
 * What the action reads and compiles when it starts: dist/index.js and the chunks it imports
 * statically, built here into a temporary folder with the options of `npm run build`
 * (scripts/bundle-options.mjs; dist/ is not touched). The big libraries a run seldom needs must
 * stay in chunks loaded on use — one static import of them costs every run 0.1–0.4 s
 * (bench/action-overhead.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { actionOptions } from '../../scripts/bundle-options.mjs';

// @actions/core is there from the start (every run writes through it); the client it would use
// for OIDC tokens (undici) is loaded with it but never runs: no request goes through undici unless a
// proxy is configured (publish/github.ts), so its WebAssembly parser is never compiled.
const LAZY = ['@actions/github', '@actions/artifact', '@azure/storage-blob', 'hdr-histogram-js', 'pako'];

function packageOf(input: string): string | undefined {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
}

describe('the action bundle loads only what every run needs', () => {
  it('index.js and its static imports hold none of the lazily loaded libraries; each of them is in a chunk imported on use', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-review-startup-'));
    try {
      const { metafile } = await build({ ...actionOptions(dir), metafile: true, write: false });
      const outputs = (metafile as Metafile).outputs;
      const entry = Object.keys(outputs).find((f) => f.endsWith('/index.js') && !f.includes('/chunks/'))!;
      const startup = new Set<string>();
      const visit = (file: string) => {
        if (startup.has(file)) return;
        startup.add(file);
        for (const i of outputs[file].imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
      };
      visit(entry);
      const packages = (files: Iterable<string>) =>
        new Set(
          [...files].flatMap((f) =>
            Object.keys(outputs[f].inputs)
              .map(packageOf)
              .filter((p): p is string => p !== undefined),
          ),
        );
      const atStartup = packages(startup);
      const later = packages(Object.keys(outputs).filter((f) => !startup.has(f)));
      expect(LAZY.filter((p) => atStartup.has(p))).toEqual([]);
      expect(LAZY.filter((p) => !later.has(p))).toEqual([]);
      // What publishing needs without a proxy is there from the start.
      expect(
        ['@octokit/core', '@octokit/plugin-rest-endpoint-methods', '@octokit/plugin-paginate-rest'].filter((p) => !atStartup.has(p)),
      ).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
