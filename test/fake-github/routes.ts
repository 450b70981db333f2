/** The fake GitHub API's behaviour per operation (schemas.json operation ids). */
import type { Account, FakeGitHub, RecordedRequest, Scope } from './server.js';

export interface Reply {
  status: number;
  body?: unknown;
  raw?: Buffer;
  headers?: Record<string, string>;
}

export type Handler = (gh: FakeGitHub, params: Record<string, string>, who: Account, req: RecordedRequest) => Reply;

/** GitHub does not put this limit in its OpenAPI description; it answers 422 like this. */
export const COMMENT_LIMIT = 65_536;

const DOCS = 'https://docs.github.com/rest';

function forbidden(scopes: string): Reply {
  return {
    status: 403,
    body: { message: 'Resource not accessible by integration', documentation_url: DOCS, status: '403' },
    headers: { 'x-accepted-github-permissions': scopes },
  };
}

function can(who: Account, level: 'read' | 'write', ...scopes: Scope[]): boolean {
  return scopes.some((s) => who.permissions[s] === 'write' || (level === 'read' && who.permissions[s] === 'read'));
}

function page<T>(gh: FakeGitHub, req: RecordedRequest, items: T[]): Reply {
  const perPage = Math.min(100, Number(req.query.per_page ?? 30));
  const pageNo = Number(req.query.page ?? 1);
  const slice = items.slice((pageNo - 1) * perPage, pageNo * perPage);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (n: number, rel: string) => {
    const u = new URL(req.path, gh.url);
    for (const [k, v] of Object.entries(req.query)) u.searchParams.set(k, v);
    u.searchParams.set('page', String(n));
    return `<${u}>; rel="${rel}"`;
  };
  const links = [pageNo < last ? link(pageNo + 1, 'next') : '', pageNo < last ? link(last, 'last') : ''].filter(Boolean);
  return { status: 200, body: slice, headers: links.length ? { link: links.join(', ') } : {} };
}

function commentJson(gh: FakeGitHub, c: FakeGitHub['comments'][number]) {
  return {
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${gh.url}/repos/${gh.owner}/${gh.repo}/issues/comments/${c.id}`,
    html_url: `https://github.test/${gh.owner}/${gh.repo}/pull/${c.issue}#issuecomment-${c.id}`,
    issue_url: `${gh.url}/repos/${gh.owner}/${gh.repo}/issues/${c.issue}`,
    body: c.body,
    user: c.user,
    created_at: c.created_at,
    updated_at: c.updated_at,
    author_association: c.user.type === 'Bot' ? 'NONE' : 'CONTRIBUTOR',
  };
}

function tooLong(body: string): Reply | undefined {
  if (body.length <= COMMENT_LIMIT) return undefined;
  return {
    status: 422,
    body: {
      message: 'Validation Failed',
      errors: [
        { resource: 'IssueComment', code: 'custom', field: 'body', message: `body is too long (maximum is ${COMMENT_LIMIT} characters)` },
      ],
      documentation_url: DOCS,
    },
  };
}

function checkJson(gh: FakeGitHub, c: FakeGitHub['checkRuns'][number]) {
  return {
    id: c.id,
    name: c.name,
    head_sha: c.head_sha,
    external_id: c.external_id ?? null,
    status: c.status,
    conclusion: c.conclusion,
    html_url: `https://github.test/${gh.owner}/${gh.repo}/runs/${c.id}`,
    details_url: c.details_url ?? null,
    output: {
      title: c.output.title ?? null,
      summary: c.output.summary ?? null,
      text: c.output.text ?? null,
      annotations_count: c.output.annotations.length,
    },
  };
}

export const routes: Record<string, Handler> & { blob: (gh: FakeGitHub, p: Record<string, string>) => Reply } = {
  'issues/list-comments': (gh, p, who, req) =>
    can(who, 'read', 'pull_requests', 'issues')
      ? page(
          gh,
          req,
          gh.commentsOn(Number(p.issue_number)).map((c) => commentJson(gh, c)),
        )
      : forbidden('issues=read; pull_requests=read'),

  'issues/create-comment': (gh, p, who, req) => {
    if (!can(who, 'write', 'pull_requests', 'issues')) return forbidden('issues=write; pull_requests=write');
    const body = (req.body as { body: string }).body;
    const bad = tooLong(body);
    if (bad) return (gh.violations.push('issues/create-comment: body too long'), bad);
    const t = new Date().toISOString();
    const c = {
      id: gh.nextId++,
      issue: Number(p.issue_number),
      body,
      user: { login: who.login, id: who.id, type: who.type },
      created_at: t,
      updated_at: t,
    };
    gh.comments.push(c);
    return { status: 201, body: commentJson(gh, c) };
  },

  'issues/update-comment': (gh, p, who, req) => {
    if (!can(who, 'write', 'pull_requests', 'issues')) return forbidden('issues=write; pull_requests=write');
    const c = gh.comments.find((x) => x.id === Number(p.comment_id));
    if (!c) return { status: 404, body: { message: 'Not Found', documentation_url: DOCS } };
    if (c.user.login !== who.login)
      return { status: 403, body: { message: 'Resource not accessible by integration', documentation_url: DOCS } };
    const body = (req.body as { body: string }).body;
    const bad = tooLong(body);
    if (bad) return (gh.violations.push('issues/update-comment: body too long'), bad);
    c.body = body;
    c.updated_at = new Date().toISOString();
    return { status: 200, body: commentJson(gh, c) };
  },

  'checks/create': (gh, _p, who, req) => {
    if (!can(who, 'write', 'checks')) return forbidden('checks=write');
    if (who.type !== 'Bot') return { status: 403, body: { message: 'You must authenticate via a GitHub App.', documentation_url: DOCS } };
    const b = req.body as {
      name: string;
      head_sha: string;
      external_id?: string;
      status?: string;
      conclusion?: string;
      completed_at?: string;
      details_url?: string;
      output?: CheckOutput;
    };
    if ((b.status === 'completed' || b.completed_at) && !b.conclusion)
      return (
        gh.violations.push('checks/create: completed without conclusion'),
        {
          status: 422,
          body: { message: 'Validation Failed', errors: [{ resource: 'CheckRun', code: 'missing_field', field: 'conclusion' }] },
        }
      );
    const c = {
      id: gh.nextId++,
      name: b.name,
      head_sha: b.head_sha,
      external_id: b.external_id,
      status: b.conclusion ? 'completed' : (b.status ?? 'queued'),
      conclusion: b.conclusion ?? null,
      details_url: b.details_url,
      output: { ...b.output, annotations: [...(b.output?.annotations ?? [])] },
    };
    gh.checkRuns.push(c);
    return { status: 201, body: checkJson(gh, c) };
  },

  'issues/delete-comment': (gh, p, who) => {
    if (!can(who, 'write', 'pull_requests', 'issues')) return forbidden('issues=write; pull_requests=write');
    const i = gh.comments.findIndex((x) => x.id === Number(p.comment_id));
    if (i < 0) return { status: 404, body: { message: 'Not Found', documentation_url: DOCS } };
    if (gh.comments[i].user.login !== who.login)
      return { status: 403, body: { message: 'Resource not accessible by integration', documentation_url: DOCS } };
    gh.comments.splice(i, 1);
    return { status: 204 };
  },

  'checks/list-for-ref': (gh, p, who, req) => {
    if (!can(who, 'read', 'checks')) return forbidden('checks=read');
    const runs = gh.checkRuns
      .filter((c) => c.head_sha === p.ref && (!req.query.check_name || c.name === req.query.check_name))
      .map((c) => checkJson(gh, c));
    const listed = page(gh, req, runs);
    return { ...listed, body: { total_count: runs.length, check_runs: listed.body } };
  },

  'checks/update': (gh, p, who, req) => {
    if (!can(who, 'write', 'checks')) return forbidden('checks=write');
    const c = gh.checkRuns.find((x) => x.id === Number(p.check_run_id));
    if (!c) return { status: 404, body: { message: 'Not Found', documentation_url: DOCS } };
    const b = req.body as { output?: CheckOutput; conclusion?: string; status?: string };
    if (b.output) c.output = { ...c.output, ...b.output, annotations: [...c.output.annotations, ...(b.output.annotations ?? [])] };
    if (b.conclusion) c.conclusion = b.conclusion;
    return { status: 200, body: checkJson(gh, c) };
  },

  'pulls/list': (gh, _p, who, req) => {
    if (!can(who, 'read', 'pull_requests', 'contents')) return forbidden('pull_requests=read');
    const state = req.query.state ?? 'open';
    const pulls = gh.pulls.filter((x) => state === 'all' || x.state === state);
    return page(
      gh,
      req,
      pulls.map((x) => ({
        number: x.number,
        state: x.state,
        title: `PR ${x.number}`,
        body: x.body,
        head: { ...x.head, label: `fork:${x.head.ref}` },
        base: { ...x.base, label: `${gh.owner}:${x.base.ref}` },
      })),
    );
  },

  'actions/list-workflow-run-artifacts': (gh, p, who, req) => {
    if (!can(who, 'read', 'actions')) return forbidden('actions=read');
    const list = gh.artifacts.filter((a) => a.runId === Number(p.run_id) && (!req.query.name || a.name === req.query.name));
    const artifacts = list.map((a) => ({
      id: a.id,
      node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
      name: a.name,
      size_in_bytes: a.zip.length,
      url: `${gh.url}/repos/${gh.owner}/${gh.repo}/actions/artifacts/${a.id}`,
      archive_download_url: `${gh.url}/repos/${gh.owner}/${gh.repo}/actions/artifacts/${a.id}/zip`,
      expired: false,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      expires_at: '2026-04-01T00:00:00Z',
      workflow_run: { id: a.runId },
    }));
    return { status: 200, body: { total_count: artifacts.length, artifacts } };
  },

  'actions/download-artifact': (gh, p, who) => {
    if (!can(who, 'read', 'actions')) return forbidden('actions=read');
    if (p.archive_format !== 'zip') return { status: 404, body: { message: 'Not Found' } };
    const a = gh.artifacts.find((x) => x.id === Number(p.artifact_id));
    if (!a) return { status: 404, body: { message: 'Not Found', documentation_url: DOCS } };
    return { status: 302, headers: { location: `${gh.url}/_blob/${a.id}` } };
  },

  blob: (gh: FakeGitHub, p: Record<string, string>): Reply => {
    const a = gh.artifacts.find((x) => String(x.id) === p.id);
    return a
      ? { status: 200, raw: a.zip, headers: { 'content-type': 'application/zip' } }
      : { status: 404, body: { message: 'Not Found' } };
  },
};

interface CheckOutput {
  title?: string;
  summary?: string;
  text?: string;
  annotations?: unknown[];
}
