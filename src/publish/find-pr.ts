/**
 * `mode: publish` runs on `workflow_run`, whose `pull_requests` list is empty for forks. The pull
 * request is found from trusted facts only: among the open PRs, the one whose head commit is the
 * run's head SHA and whose head repository is the run's head repository. A PR number written by
 * the measuring run (artifact metadata) is a hint to choose among matches, never trusted alone.
 */
import type { GitHubApi, PullSummary } from './github.js';

/** What this needs of the workflow run (jobs/github-context.ts WorkflowRunInfo has it). */
export interface MeasuringRun {
  headSha: string;
  headRepoId: number | null;
  headBranch: string | null;
}

export interface FoundPr {
  pr?: PullSummary;
  /** What happened, for the log (e.g. the hint disagreed with the match). */
  notes: string[];
}

export async function findPullRequest(api: GitHubApi, run: MeasuringRun, hint: number | null): Promise<FoundPr> {
  const notes: string[] = [];
  const open = await api.listOpenPulls();
  const matches = open.filter((p) => p.head.sha === run.headSha && (run.headRepoId === null || p.head.repo?.id === run.headRepoId));
  if (hint !== null && !matches.some((p) => p.number === hint)) {
    notes.push(
      `The measuring run named PR #${hint}, which is not an open pull request with head ${run.headSha.slice(0, 12)} from the run's repository; the hint is ignored.`,
    );
  }
  if (matches.length === 0) {
    notes.push(
      `No open pull request has head ${run.headSha.slice(0, 12)} from the measuring run's repository; only the check run is published.`,
    );
    return { notes };
  }
  const pick =
    matches.find((p) => p.number === hint) ?? matches.find((p) => run.headBranch !== null && p.head.ref === run.headBranch) ?? matches[0];
  if (matches.length > 1)
    notes.push(`${matches.length} open pull requests share head ${run.headSha.slice(0, 12)}; commenting on #${pick.number}.`);
  return { pr: pick, notes };
}
