/**
 * The few GitHub REST calls bench-review makes, behind one small interface so the publishing logic
 * can be tested with a fake. The client is octokit with the plugins of @actions/github's
 * `getOctokit` (REST methods, pagination; base URL from GITHUB_API_URL, so GitHub Enterprise
 * Server works unchanged) — @actions/github's own behind a proxy — with one request policy of our
 * own instead of the retry and throttling plugins, because publishing must never hang and never
 * write twice (and nothing spaces the writes apart):
 *
 * - every attempt is abandoned after `requestTimeoutMs`, and nothing starts or waits past the
 *   publishing deadline (`budget`);
 * - a 5xx, a reset connection or a timeout is retried (with backoff) only for requests that are
 *   safe to repeat — reads, and writes marked `idempotent`. A create (POST) is never repeated
 *   blindly: GitHub may have stored it before failing, so the caller looks before writing again;
 * - rate limits (primary, secondary, or a plain 429) are waited out when GitHub says how long and
 *   that is at most `maxRetryAfterS`; the request was refused, so repeating it is safe.
 */
import { getProxyUrl } from '@actions/http-client/lib/proxy';
import { Octokit } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import { restEndpointMethods } from '@octokit/plugin-rest-endpoint-methods';
import type { CheckAnnotation } from '../render/check-run.js';
import { httpFetch } from './http-fetch.js';

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

/** An annotation as render/ composes it and GitHub's check-run API takes it. */
export type Annotation = CheckAnnotation;

export interface CheckRunCreate {
  name: string;
  head_sha: string;
  conclusion: 'success' | 'failure' | 'neutral';
  details_url?: string;
  external_id?: string;
  output: CheckRunOutput;
}

export interface CheckRunRef {
  id: number;
  html_url: string | null;
  external_id?: string | null;
}

export interface PullSummary {
  number: number;
  head: { sha: string; ref: string; repo: { id: number } | null };
  body: string | null;
}

export interface GitHubApi {
  /** Every comment of the issue or PR, all pages. */
  listIssueComments(issue: number): Promise<IssueComment[]>;
  /** Not retried after an ambiguous failure: see comment.ts, which looks before writing again. */
  createComment(issue: number, body: string): Promise<IssueComment>;
  updateComment(id: number, body: string): Promise<IssueComment>;
  deleteComment(id: number): Promise<void>;
  /** Not retried after an ambiguous failure: see check-run.ts (external_id). */
  createCheckRun(params: CheckRunCreate): Promise<CheckRunRef>;
  /** The check runs named `name` on `headSha`. */
  listCheckRuns(headSha: string, name: string): Promise<CheckRunRef[]>;
  /** Adds annotations (they append, so this is never repeated blindly either). */
  appendAnnotations(id: number, output: CheckRunOutput): Promise<void>;
  /** Every open pull request of the repository, all pages. */
  listOpenPulls(): Promise<PullSummary[]>;
}

/** A time limit shared by every call of one phase (the publishing phase, the artifact download). */
export class Budget {
  private end: number;
  constructor(
    readonly totalMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.end = now() + totalMs;
  }
  remainingMs(): number {
    return Math.max(0, this.end - this.now());
  }
  /** Called when a wait ended by the limit returns: timers may fire a hair early, but it is over. */
  expire(): void {
    this.end = Number.NEGATIVE_INFINITY;
  }
  describe(): string {
    return `${formatSeconds(this.totalMs)} publishing time limit`;
  }
}

export interface RequestPolicy {
  /** One attempt of one request is abandoned after this long. */
  requestTimeoutMs: number;
  /** Nothing starts, and no attempt or wait runs, past this. */
  budget?: Budget;
  /** Repeats after a 5xx, a reset connection or a timeout, for requests safe to repeat. */
  retries?: number;
  /** Wait before repeat n (1-based); default 1 s, 2 s, … but never longer than one request may take. */
  backoffMs?: (n: number) => number;
  /** The longest wait GitHub may ask for (Retry-After, rate-limit reset) that is honoured. */
  maxRetryAfterS?: number;
  /** Rate-limit waits per request. */
  rateLimitRetries?: number;
}

export interface ClientOptions extends RequestPolicy {
  token: string;
  owner: string;
  repo: string;
  baseUrl: string;
  log: (line: string) => void;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_PUBLISH_TIMEOUT_MS = 180_000;
export const MAX_RETRY_AFTER_S = 60;

/**
 * Why a call failed without an HTTP answer we could use (timeout, time limit, reset, a wait
 * GitHub asked for that is too long). `ambiguous`: the request may have been carried out.
 */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'deadline' | 'network' | 'rate-limit',
    readonly ambiguous: boolean,
    readonly status?: number,
    readonly response?: { headers?: Record<string, string | undefined> },
    /** The request would have changed something (not a GET). */
    readonly write = false,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

interface HttpishError {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
  attempts?: number;
}

/**
 * True when a failed write may nevertheless have been stored: a 5xx, a reset connection, a
 * timeout. Callers look before writing again.
 */
export function isAmbiguous(err: unknown): boolean {
  // Past the time limit nothing more can be sent, not even the look before a second write.
  if (err instanceof ApiCallError) return err.ambiguous && err.kind !== 'deadline';
  const e = err as HttpishError;
  return typeof e?.status === 'number' && e.status >= 500;
}

/** Attempts at a create that must happen at most once (a comment, a check run). */
const CREATE_ATTEMPTS = 3;

/**
 * Create something at most once: a create can be stored by GitHub and still come back as a 5xx, a
 * reset or a timeout, so after an ambiguous failure `lookup` is asked first whether it was stored,
 * and only if not is the create tried again, up to `attempts` times in all.
 */
export async function createOnce<T>(
  create: () => Promise<T>,
  lookup: () => Promise<T | undefined>,
  attempts = CREATE_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (err) {
      if (!isAmbiguous(err) || attempt >= attempts) throw err;
    }
    const stored = await lookup();
    if (stored !== undefined) return stored;
  }
}

function formatSeconds(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** GitHub's own message of a failed call (octokit appends the errors as JSON and a docs link). */
export function apiErrorMessage(err: unknown): string {
  const e = err as HttpishError;
  const data = e?.response?.data as { message?: unknown } | undefined;
  return firstLine(typeof data?.message === 'string' ? data.message : (e?.message ?? String(err)));
}

/** How long GitHub asks us to wait (seconds), when this is a rate limit; undefined otherwise. */
export function rateLimitWait(
  status: number,
  headers: Record<string, string | undefined>,
  message: string,
  nowMs = Date.now(),
): { seconds: number; secondary: boolean } | undefined {
  if (status !== 403 && status !== 429) return undefined;
  const secondary = /secondary rate limit/i.test(message);
  const retryAfter = headers['retry-after'];
  if (retryAfter !== undefined && /^\d+$/.test(retryAfter.trim())) return { seconds: Number(retryAfter), secondary };
  if (retryAfter !== undefined) {
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return { seconds: Math.max(0, Math.ceil((at - nowMs) / 1000)), secondary };
  }
  if (headers['x-ratelimit-remaining'] === '0' && headers['x-ratelimit-reset']) {
    // One second past the reset, as GitHub's documentation advises.
    return { seconds: Math.max(0, Number(headers['x-ratelimit-reset']) - Math.floor(nowMs / 1000)) + 1, secondary };
  }
  // GitHub: "If you receive a secondary rate limit without these headers, wait at least a minute."
  if (secondary || status === 429) return { seconds: 60, secondary };
  return undefined;
}

/** "POST /repos/octo/app/issues/7/comments": the request with its parameters, without host or query. */
function requestName(options: Record<string, unknown> & { method: string; url: string }): string {
  const url = String(options.url).replace(/\{(\w+)\}/g, (m, k: string) =>
    options[k] === undefined ? m : encodeURIComponent(String(options[k])),
  );
  try {
    return `${options.method} ${new URL(url, 'http://github.invalid').pathname}`;
  } catch {
    return `${options.method} ${url.split('?')[0]}`;
  }
}

type RequestFn = (
  options: Record<string, unknown> & { method: string; url: string; request?: Record<string, unknown> },
) => Promise<unknown>;

function isTimeoutAbort(err: unknown): boolean {
  const e = err as { name?: string; cause?: { name?: string } };
  return e?.name === 'TimeoutError' || e?.name === 'AbortError' || e?.cause?.name === 'TimeoutError' || e?.cause?.name === 'AbortError';
}

/** The request policy as an octokit `request` hook (see the module comment). */
export function requestPolicy(policy: RequestPolicy, log: (line: string) => void) {
  const retries = policy.retries ?? 2;
  const backoff = policy.backoffMs ?? ((n: number) => Math.min(1000 * 2 ** (n - 1), policy.requestTimeoutMs));
  const maxWait = policy.maxRetryAfterS ?? MAX_RETRY_AFTER_S;
  const rateRetries = policy.rateLimitRetries ?? 2;
  const remaining = () => policy.budget?.remainingMs() ?? Number.POSITIVE_INFINITY;
  const overDeadline = (what: string) =>
    new ApiCallError(`the ${policy.budget!.describe()} was used up before ${what} could be sent`, 'deadline', false);

  return async (request: RequestFn, options: Parameters<RequestFn>[0]): Promise<unknown> => {
    const what = requestName(options);
    const read = options.method === 'GET' || options.method === 'HEAD';
    const safe = read || options.request?.idempotent === true;
    let failures = 0;
    let waits = 0;
    for (let attempt = 1; ; attempt++) {
      const left = remaining();
      if (left <= 0) throw overDeadline(what);
      const limit = Math.ceil(Math.min(policy.requestTimeoutMs, left));
      const byDeadline = limit < policy.requestTimeoutMs;
      const signal = AbortSignal.timeout(limit);
      let err: unknown;
      try {
        // The inner hooks (auth) were bound to this very options object: change it, do not copy it.
        options.request = { ...options.request, signal };
        const response = await request(options);
        // octokit reads a body cut short by the abort as empty rather than failing.
        if (!signal.aborted) return response;
        err = Object.assign(new Error('the answer was cut short by the timeout'), { name: 'TimeoutError' });
      } catch (e) {
        err = e;
      }
      const attempts = attempt === 1 ? '' : ` (${attempt} attempts)`;
      const http = err as HttpishError;
      let failure: Error;
      if (signal.aborted && (isTimeoutAbort(err) || http.response === undefined)) {
        failure = byDeadline
          ? new ApiCallError(
              `the ${policy.budget!.describe()} ran out while waiting for ${what}${attempts}`,
              'deadline',
              true,
              undefined,
              undefined,
              !read,
            )
          : new ApiCallError(
              `GitHub did not answer ${what} within ${formatSeconds(policy.requestTimeoutMs)}${attempts}`,
              'timeout',
              true,
              undefined,
              undefined,
              !read,
            );
        if (byDeadline) {
          policy.budget!.expire();
          throw failure;
        }
      } else if (typeof http.status === 'number' && http.response !== undefined) {
        const headers = http.response.headers ?? {};
        const wait = rateLimitWait(http.status, headers, http.message ?? '');
        if (wait) {
          const kind = wait.secondary ? 'secondary rate limit' : 'rate limit';
          const tooLong =
            wait.seconds > maxWait
              ? `bench-review waits at most ${maxWait} s`
              : wait.seconds * 1000 > remaining()
                ? `that is past the ${policy.budget!.describe()}`
                : waits >= rateRetries
                  ? `it already waited ${waits} times`
                  : '';
          if (tooLong) {
            log(`GitHub API ${kind} hit on ${what}; giving up: GitHub asks to wait ${wait.seconds} s and ${tooLong}.`);
            throw new ApiCallError(
              `GitHub's ${kind} refused ${what} (HTTP ${http.status}); GitHub asks to wait ${wait.seconds} s and ${tooLong}`,
              'rate-limit',
              false,
              http.status,
              http.response,
            );
          }
          waits++;
          log(`GitHub API ${kind} hit on ${what}; retrying in ${wait.seconds} s`);
          await sleep(wait.seconds * 1000);
          continue;
        }
        if (http.status < 500) throw err;
        failure = err as Error;
      } else if (typeof http.status === 'number' || err instanceof TypeError) {
        // No HTTP answer: the connection failed or was reset (octokit reports these as status 500).
        failure = new ApiCallError(
          `the connection to GitHub failed during ${what}: ${apiErrorMessage(err)}${attempts}`,
          'network',
          true,
          undefined,
          undefined,
          !read,
        );
      } else {
        throw err;
      }
      if (!safe || failures >= retries) {
        if (attempt > 1 && failure === err) (failure as HttpishError).attempts = attempt;
        throw failure;
      }
      failures++;
      const pause = backoff(failures);
      if (pause >= remaining()) throw failure;
      log(`GitHub API ${what} failed (${apiErrorMessage(failure)}); retrying in ${formatSeconds(pause)}`);
      await sleep(pause);
    }
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((ok) => setTimeout(ok, ms));
}

/**
 * The fetch for requests to `baseUrl`: where @actions/github would connect directly (no proxy for
 * this URL, by the proxy variables and no_proxy as @actions/http-client reads them), node:http
 * (http-fetch.ts says why); behind a proxy, undefined: @actions/github's own, which speaks to it.
 */
export function directFetch(baseUrl: string): typeof httpFetch | undefined {
  return getProxyUrl(new URL(baseUrl)) ? undefined : httpFetch;
}

/** `getOctokit`'s client class: octokit with the REST methods and pagination. */
const GitHubClient = Octokit.plugin(restEndpointMethods, paginateRest);
export type OctokitClient = InstanceType<typeof GitHubClient>;

/** `getOctokit`'s user agent suffix: the runner's orchestration id, when there is one. */
function orchestrationAgent(): string | undefined {
  const id = process.env.ACTIONS_ORCHESTRATION_ID?.trim();
  return id ? `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}` : undefined;
}

/**
 * The client `github.getOctokit(token, { baseUrl })` gives, with the request policy. Without a
 * proxy it is built here from the same octokit parts and sends its requests over node:http
 * (http-fetch.ts): no request goes through undici, whose WebAssembly HTTP parser V8 re-compiles in
 * the background after the first request, holding the process 0.1-0.3 s before it can exit
 * (bench/action-overhead.ts). Behind a proxy it is @actions/github's own client, loaded then.
 */
export async function createOctokit(opts: ClientOptions): Promise<OctokitClient> {
  if (!opts.token) throw new Error('Parameter token or opts.auth is required');
  const fetch = directFetch(opts.baseUrl);
  const octokit: OctokitClient = fetch
    ? new GitHubClient({ auth: `token ${opts.token}`, baseUrl: opts.baseUrl, userAgent: orchestrationAgent(), request: { fetch } })
    : (await import('@actions/github')).getOctokit(opts.token, { baseUrl: opts.baseUrl });
  // RequestFn is the structural subset of octokit's (overloaded) hook types that the policy uses.
  octokit.hook.wrap('request', requestPolicy(opts, opts.log) as never);
  return octokit;
}

export function createGitHubApi(opts: ClientOptions): GitHubApi {
  const client = createOctokit(opts);
  // Made on the first call; a failure to make it is that call's failure, not an unhandled rejection.
  client.catch(() => {});
  const repo = { owner: opts.owner, repo: opts.repo };
  // Updating a comment to the same body, or deleting it, can be repeated without harm.
  const idempotent = { request: { idempotent: true } };
  return {
    listIssueComments: async (issue) => {
      const octokit = await client;
      return (await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: issue, per_page: 100 })) as IssueComment[];
    },
    createComment: async (issue, body) =>
      (await (await client).rest.issues.createComment({ ...repo, issue_number: issue, body })).data as IssueComment,
    updateComment: async (id, body) =>
      (await (await client).rest.issues.updateComment({ ...repo, comment_id: id, body, ...idempotent })).data as IssueComment,
    deleteComment: async (id) => {
      const octokit = await client;
      try {
        await octokit.rest.issues.deleteComment({ ...repo, comment_id: id, ...idempotent });
      } catch (err) {
        // Already gone (an earlier attempt that failed after deleting): that is what we wanted.
        if ((err as HttpishError).status !== 404) throw err;
      }
    },
    createCheckRun: async (params) => {
      const { data } = await (
        await client
      ).rest.checks.create({ ...repo, ...params, status: 'completed', completed_at: new Date().toISOString() });
      return { id: data.id, html_url: data.html_url ?? null, external_id: data.external_id ?? null };
    },
    listCheckRuns: async (headSha, name) => {
      const octokit = await client;
      const runs = await octokit.paginate(octokit.rest.checks.listForRef, {
        ...repo,
        ref: headSha,
        check_name: name,
        filter: 'all',
        per_page: 100,
      });
      return runs.map((r) => ({ id: r.id, html_url: r.html_url ?? null, external_id: r.external_id ?? null }));
    },
    appendAnnotations: async (id, output) => {
      await (await client).rest.checks.update({ ...repo, check_run_id: id, output });
    },
    listOpenPulls: async () => {
      const octokit = await client;
      return (await octokit.paginate(octokit.rest.pulls.list, { ...repo, state: 'open', per_page: 100 })) as PullSummary[];
    },
  };
}

const FORK_HINT =
  'On pull requests from forks the token is read-only whatever the workflow says: use the two-workflow setup (`mode: publish` in a `workflow_run` workflow).';
const KEPT = 'The verdict, the JSON report and the job summary are unaffected.';

/** What went wrong with a call, in words a workflow author can act on. */
export function explainApiError(err: unknown, what: string, permission: string): string {
  const e = err as HttpishError;
  const status = e?.status;
  const accepted = e?.response?.headers?.['x-accepted-github-permissions'];
  if (err instanceof ApiCallError) {
    const tail =
      err.kind === 'rate-limit'
        ? 'The next run will publish again.'
        : err.ambiguous && err.write && /comment/.test(what)
          ? 'If GitHub stored it anyway, the next run updates that comment instead of adding one.'
          : '';
    return `bench-review could not ${what}: ${err.message}. ${tail ? `${tail} ` : ''}${KEPT}`;
  }
  if (status === 401) {
    return (
      `bench-review could not ${what}: GitHub rejected the token (HTTP 401: ${apiErrorMessage(err)}): it is invalid, expired or revoked — not a missing permission. ` +
      'Pass a valid token as `github-token` (the default `${{ github.token }}` is valid only while its job runs). ' +
      KEPT
    );
  }
  if (status === 403 && /github app/i.test(e.message ?? '')) {
    return `bench-review could not ${what}: only a GitHub App token (such as the default GITHUB_TOKEN) can create check runs, and \`github-token\` is not one. Use the default token, or set \`check-run: false\`; the job's own status still gates.`;
  }
  if (status === 403) {
    const need = accepted ? ` (GitHub accepts: ${accepted})` : '';
    return `bench-review could not ${what}: the token is not allowed to (HTTP 403: ${apiErrorMessage(err)})${need}. Give the job \`permissions: ${permission}\`. ${FORK_HINT} ${KEPT}`;
  }
  if (status === 404)
    return `bench-review could not ${what}: not found (HTTP 404: ${apiErrorMessage(err)}). Check the repository and that the token can see it (\`permissions: ${permission}\`).`;
  if (status === 422)
    return `bench-review could not ${what}: GitHub refused the request as invalid (HTTP 422: ${apiErrorMessage(err)}${validationDetail(e)}). ${KEPT}`;
  const tries = e?.attempts ? ` after ${e.attempts} attempts` : '';
  if (status !== undefined) return `bench-review could not ${what}: HTTP ${status}${tries}: ${apiErrorMessage(err)}. ${KEPT}`;
  return `bench-review could not ${what}: ${apiErrorMessage(err)}. ${KEPT}`;
}

function validationDetail(e: HttpishError): string {
  const errors = (e.response?.data as { errors?: Array<{ message?: string; field?: string; code?: string }> } | undefined)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return '';
  return `: ${errors
    .slice(0, 3)
    .map((x) => x.message ?? [x.field, x.code].filter(Boolean).join(' '))
    .join('; ')}`;
}

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n')[0].slice(0, 300);
}
