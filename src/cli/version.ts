/**
 * The version `bench-review --version` prints, from package.json. It is found by walking up from
 * this module's own file to the first package.json named "bench-review", so the same code works
 * from the sources (src/cli/version.ts → ../../package.json), from the bundle (dist/cli.js →
 * ../package.json: esbuild keeps `import.meta.url` as the bundle's URL) and from an installed
 * package (node_modules/bench-review/dist/cli.js). Nothing is baked in at build time, so a
 * version bump needs no rebuild to show, and the committed bundle cannot disagree with
 * package.json.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NAME = 'bench-review';

/** The version of the first package.json named bench-review at or above `fromFile`'s directory. */
export function findVersion(fromFile: string): string | undefined {
  let dir = dirname(fromFile);
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
      if (pkg.name === NAME && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // no package.json here, or not readable JSON: keep looking further up
    }
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** This installation's version, or "unknown" when no package.json can be found. */
export function version(): string {
  return findVersion(fileURLToPath(import.meta.url)) ?? 'unknown';
}
