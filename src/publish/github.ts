/**
 * The few GitHub REST calls bench-review makes, behind one small interface so the publishing logic
 * can be tested with a fake. The real client is `github.getOctokit` with the retry plugin (5xx,
 * with backoff) and the throttling plugin (primary and secondary rate limits); the base URL comes
 * from GITHUB_API_URL, so GitHub Enterprise Server works unchanged.
 */
import * as github from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

export interface IssueComment {
  id: number;
  body: string;
  html_url: string;
  user: { login: string; type?: string } | null;
}

export interface CheckRunOutput {
  title: string;
  summary: string;
  text?: string;
  annotations?: Annotation[];
}

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  title?: string;
  message: string;
}

export interface CheckRunCreate {
  name: string;
  head_sha: string;
  conclusion: 'success' | 'failure' | 'neutral';
  details_url?: string;
  external_id?: string;
  output: CheckRunOutput;
}

export interface PullSummary {
  number: number;
  head: { sha: string; ref: string; repo: { id: number } | null };
  body: string | null;
}

export interface GitHubApi {
  /** Every comment of the issue or PR, all pages. */
  listIssueComments(issue: number): Promise<IssueComment[]>;
  createComment(issue: number, body: string): Promise<IssueComment>;
  updateComment(id: number, body: string): Promise<IssueComment>;
  createCheckRun(params: CheckRunCreate): Promise<{ id: number; html_url: string | null }>;
  /** Adds annotations (they append) to an existing check run. */
  appendAnnotations(id: number, output: CheckRunOutput): Promise<void>;
  /** Every open pull request of the repository, all pages. */
  listOpenPulls(): Promise<PullSummary[]>;
}

export interface ClientOptions {
  token: string;
  owner: string;
  repo: string;
  baseUrl: string;
  log: (line: string) => void;
}

const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];

export function createOctokit(opts: ClientOptions): ReturnType<typeof github.getOctokit> {
  return github.getOctokit(
    opts.token,
    {
      baseUrl: opts.baseUrl,
      retry: { doNotRetry: DO_NOT_RETRY },
      throttle: {
        onRateLimit: (after: number, options: { method: string; url: string }, _o: unknown, retryCount: number) => {
          opts.log(`GitHub API rate limit hit on ${options.method} ${options.url}; ${retryCount < 2 ? `retrying in ${after} s` : 'giving up'}`);
          return retryCount < 2;
        },
        onSecondaryRateLimit: (after: number, options: { method: string; url: string }, _o: unknown, retryCount: number) => {
          opts.log(`GitHub API secondary rate limit hit on ${options.method} ${options.url}; ${retryCount < 1 ? `retrying in ${after} s` : 'giving up'}`);
          return retryCount < 1;
        },
      },
    },
    retry,
    throttling,
  );
}

export function createGitHubApi(opts: ClientOptions): GitHubApi {
  const octokit = createOctokit(opts);
  const repo = { owner: opts.owner, repo: opts.repo };
  return {
    listIssueComments: (issue) => octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: issue, per_page: 100 }) as Promise<IssueComment[]>,
    createComment: async (issue, body) => (await octokit.rest.issues.createComment({ ...repo, issue_number: issue, body })).data as IssueComment,
    updateComment: async (id, body) => (await octokit.rest.issues.updateComment({ ...repo, comment_id: id, body })).data as IssueComment,
    createCheckRun: async (params) => {
      const { data } = await octokit.rest.checks.create({ ...repo, ...params, status: 'completed', completed_at: new Date().toISOString() });
      return { id: data.id, html_url: data.html_url ?? null };
    },
    appendAnnotations: async (id, output) => {
      await octokit.rest.checks.update({ ...repo, check_run_id: id, output });
    },
    listOpenPulls: () => octokit.paginate(octokit.rest.pulls.list, { ...repo, state: 'open', per_page: 100 }) as Promise<PullSummary[]>,
  };
}

/** What went wrong with a call, in words a workflow author can act on. */
export function explainApiError(err: unknown, what: string, permission: string): string {
  const e = err as { status?: number; message?: string; response?: { headers?: Record<string, string | undefined> } };
  const status = e.status;
  const accepted = e.response?.headers?.['x-accepted-github-permissions'];
  if (status === 403 && /github app/i.test(e.message ?? '')) {
    return `bench-review could not ${what}: only a GitHub App token (such as the default GITHUB_TOKEN) can create check runs, and \`github-token\` is not one. Use the default token, or set \`check-run: false\`; the job's own status still gates.`;
  }
  if (status === 403 || status === 401) {
    const need = accepted ? ` (GitHub accepts: ${accepted})` : '';
    return (
      `bench-review could not ${what}: the token is not allowed to (HTTP ${status}: ${firstLine(e.message)})${need}. ` +
      `Give the job \`permissions: ${permission}\`. On pull requests from forks the token is read-only whatever the workflow says: ` +
      'use the two-workflow setup (`mode: publish` in a `workflow_run` workflow). The verdict, the JSON report and the job summary are unaffected.'
    );
  }
  if (status === 404) return `bench-review could not ${what}: not found (HTTP 404: ${firstLine(e.message)}). Check the repository and that the token can see it (\`permissions: ${permission}\`).`;
  if (status !== undefined) return `bench-review could not ${what}: HTTP ${status}: ${firstLine(e.message)}. The JSON report and the job summary were written.`;
  return `bench-review could not ${what}: ${firstLine(e.message ?? String(err))}. The JSON report and the job summary were written.`;
}

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n')[0].slice(0, 300);
}
