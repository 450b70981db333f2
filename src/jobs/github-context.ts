/**
 * What the GitHub Actions workflow run is about, read from the environment (GITHUB_*) and the event
 * payload (GITHUB_EVENT_PATH): the repository, the pull request (number, base and head SHAs,
 * whether it comes from a fork, its description), and for `workflow_run` the run that measured.
 *
 * Shared by both front ends (src/jobs/): the action reads it for every mode (action/main.ts), and
 * the CLI reads it when it runs in a workflow step (GITHUB_EVENT_NAME set), so that its `run` and
 * `calibrate` are held to the same trust guard (jobs/trust-guard.ts) as the action.
 *
 * For `pull_request` events GITHUB_SHA is the test merge commit; the check run belongs on
 * `pull_request.head.sha`, which is what `headSha` holds.
 */
import { readFile } from 'node:fs/promises';
import { UsageError } from '../errors.js';

export interface PullRequestInfo {
  number: number;
  baseSha: string;
  headSha: string;
  baseRepoId: number | null;
  headRepoId: number | null;
  /** True when the head lives in another repository: the token is read-only there. */
  fromFork: boolean;
  body: string;
}

export interface WorkflowRunInfo {
  id: number;
  headSha: string;
  headRepoId: number | null;
  headBranch: string | null;
  event: string | null;
  conclusion: string | null;
  /** PR numbers GitHub lists for the run (empty for forks); a hint only. */
  pullRequests: number[];
}

export interface ActionContext {
  eventName: string;
  owner: string;
  repo: string;
  /** The commit this job is about: the PR head, or GITHUB_SHA. */
  headSha: string;
  /** GITHUB_SHA: the merge commit on pull_request, the base branch tip on pull_request_target. */
  githubSha: string;
  /**
   * The branch trusted code comes from: the pull request's base branch (`pull_request.base.ref`),
   * else the repository's default branch; null when the payload names neither.
   */
  baseBranch: string | null;
  pr?: PullRequestInfo;
  workflowRun?: WorkflowRunInfo;
  serverUrl: string;
  apiUrl: string;
  runId: number | null;
  /** Link to this workflow run (where the job summary lives). */
  runUrl: string | null;
  workspace: string;
  tempDir: string;
  payload: Record<string, unknown>;
}

type Env = Record<string, string | undefined>;
type Obj = Record<string, unknown>;

const obj = (v: unknown): Obj | undefined => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);

export async function readEventPayload(env: Env): Promise<Obj> {
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return {};
  try {
    return obj(JSON.parse(await readFile(path, 'utf8'))) ?? {};
  } catch (err) {
    throw new UsageError(`GITHUB_EVENT_PATH (${path}) could not be read as JSON: ${(err as Error).message}`);
  }
}

export function pullRequestFrom(payload: Obj): PullRequestInfo | undefined {
  const pr = obj(payload.pull_request);
  if (!pr) return undefined;
  const base = obj(pr.base);
  const head = obj(pr.head);
  const number = int(pr.number) ?? int(payload.number);
  const baseSha = str(base?.sha);
  const headSha = str(head?.sha);
  if (number === null || !baseSha || !headSha) return undefined;
  const baseRepoId = int(obj(base?.repo)?.id);
  const headRepoId = int(obj(head?.repo)?.id);
  const headName = str(obj(head?.repo)?.full_name);
  const baseName = str(obj(base?.repo)?.full_name);
  const fromFork =
    (headRepoId !== null && baseRepoId !== null && headRepoId !== baseRepoId) ||
    (headName !== undefined && baseName !== undefined && headName !== baseName) ||
    obj(head?.repo) === undefined;
  return { number, baseSha, headSha, baseRepoId, headRepoId, fromFork, body: typeof pr.body === 'string' ? pr.body : '' };
}

export function workflowRunFrom(payload: Obj): WorkflowRunInfo | undefined {
  const run = obj(payload.workflow_run);
  if (!run) return undefined;
  const id = int(run.id);
  const headSha = str(run.head_sha);
  if (id === null || !headSha) return undefined;
  const prs = Array.isArray(run.pull_requests) ? run.pull_requests : [];
  return {
    id,
    headSha,
    headRepoId: int(obj(run.head_repository)?.id),
    headBranch: str(run.head_branch) ?? null,
    event: str(run.event) ?? null,
    conclusion: str(run.conclusion) ?? null,
    pullRequests: prs.map((p) => int(obj(p)?.number)).filter((n): n is number => n !== null),
  };
}

function repository(env: Env, payload: Obj): { owner: string; repo: string } {
  const full = env.GITHUB_REPOSITORY ?? str(obj(payload.repository)?.full_name) ?? '';
  const [owner, repo] = full.split('/');
  return { owner: owner ?? '', repo: repo ?? '' };
}

export function contextFrom(env: Env, payload: Obj): ActionContext {
  const { owner, repo } = repository(env, payload);
  const pr = pullRequestFrom(payload);
  const workflowRun = workflowRunFrom(payload);
  const serverUrl = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
  const runId = env.GITHUB_RUN_ID && /^\d+$/.test(env.GITHUB_RUN_ID) ? Number(env.GITHUB_RUN_ID) : null;
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    owner,
    repo,
    headSha: pr?.headSha ?? env.GITHUB_SHA ?? '',
    githubSha: env.GITHUB_SHA ?? '',
    baseBranch: str(obj(obj(payload.pull_request)?.base)?.ref) ?? str(obj(payload.repository)?.default_branch) ?? null,
    pr,
    workflowRun,
    serverUrl,
    apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
    runId,
    runUrl: runId !== null && owner ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}` : null,
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    tempDir: env.RUNNER_TEMP ?? '',
    payload,
  };
}

export async function readContext(env: Env): Promise<ActionContext> {
  return contextFrom(env, await readEventPayload(env));
}
