/**
 * `bench-review dashboard --store DIR --out SITE [--repo-url URL]`: the history store (issue 27) as
 * a static site to publish with GitHub Pages (docs/dashboard.md) — per benchmark the centre and the
 * gated tail over the commits of main, with the run spread, change points and machine changes
 * linked to their commits, and a search over the benchmarks. The store is read by history/store.ts,
 * turned into series and change points by history/series.ts and history/change-points.ts (as
 * `bench-review history` does), and written by history/dashboard/site.ts.
 */
import { resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { changePointsOfAll } from '../history/change-points.js';
import { checkRepoUrl, shownSeries, writeDashboard } from '../history/dashboard/site.js';
import { seriesOf } from '../history/series.js';
import { readStore } from '../history/store.js';
import { parseArgs, type FlagSpec } from './args.js';
import type { CliIo } from './io.js';

export const DASHBOARD_FLAGS: Record<string, FlagSpec> = {
  store: { kind: 'string' },
  out: { kind: 'string' },
  'repo-url': { kind: 'string' },
};

/**
 * The repository address commits link to: --repo-url, else GITHUB_SERVER_URL/GITHUB_REPOSITORY
 * (set in GitHub Actions), else none.
 */
export function repoUrlOf(given: string | undefined, env: Record<string, string | undefined>): string | undefined {
  if (given !== undefined) {
    const url = checkRepoUrl(given);
    if (url === undefined)
      throw new UsageError(
        `dashboard: --repo-url "${given}" is not a repository's web address; expected an http(s) URL like https://github.com/owner/repo`,
      );
    return url;
  }
  const server = env.GITHUB_SERVER_URL;
  const repo = env.GITHUB_REPOSITORY;
  if (!server || !repo) return undefined;
  const url = checkRepoUrl(`${server.replace(/\/+$/, '')}/${repo}`);
  if (url === undefined || !/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new UsageError(
      `dashboard: GITHUB_SERVER_URL "${server}" and GITHUB_REPOSITORY "${repo}" do not make a repository's web address; pass --repo-url URL`,
    );
  return url;
}

export async function dashboardCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, DASHBOARD_FLAGS, 'dashboard');
  const store = args.store as string | undefined;
  const out = args.out as string | undefined;
  if (store === undefined || store.trim() === '')
    throw new UsageError('dashboard: needs --store DIR (the folder bench-review record writes to)');
  if (out === undefined || out.trim() === '') throw new UsageError('dashboard: needs --out SITE (the folder to write the site to)');
  const repoUrl = repoUrlOf(args['repo-url'] as string | undefined, io.env);
  const { entries } = await readStore(resolve(io.cwd, store));
  // Only the series the charts show are searched for change points.
  const series = shownSeries(seriesOf(entries));
  const site = resolve(io.cwd, out);
  let done;
  try {
    done = await writeDashboard(series, changePointsOfAll(series), site, { repoUrl });
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (typeof e.code !== 'string') throw err;
    throw new UsageError(`dashboard: --out ${out}: cannot write the site there (${e.code}: ${e.path ?? site})`);
  }
  io.stdout(
    `dashboard: ${done.benchmarks} benchmark${done.benchmarks === 1 ? '' : 's'} over ${done.commits} commit${done.commits === 1 ? '' : 's'}, ` +
      `${done.changePoints} change point${done.changePoints === 1 ? '' : 's'} shown; ${done.files} files (${(done.bytes / 1e6).toFixed(1)} MB) in ${site}\n`,
  );
  return 0;
}
