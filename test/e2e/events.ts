/**
 * Webhook payloads shaped like GitHub's (the fields of the `pull_request` and `workflow_run`
 * events as documented, trimmed of the many URL fields nothing reads).
 */
const REPO_ID = 4242;
const FORK_ID = 9999;

function repo(id: number, fullName: string, fork: boolean) {
  const [owner, name] = fullName.split('/');
  return {
    id,
    node_id: `R_${id}`,
    name,
    full_name: fullName,
    private: false,
    owner: { login: owner, id: id + 1, type: 'Organization' },
    html_url: `https://github.test/${fullName}`,
    fork,
    default_branch: 'main',
    visibility: 'public',
  };
}

export interface PrSpec {
  number?: number;
  baseSha: string;
  headSha: string;
  body?: string | null;
  fork?: boolean;
  action?: string;
}

export function pullRequestPayload(spec: PrSpec) {
  const number = spec.number ?? 7;
  const base = repo(REPO_ID, 'octo-org/service', false);
  const head = spec.fork ? repo(FORK_ID, 'outside-dev/service', true) : base;
  return {
    action: spec.action ?? 'synchronize',
    number,
    pull_request: {
      url: `https://api.github.test/repos/octo-org/service/pulls/${number}`,
      id: 100000 + number,
      node_id: `PR_${number}`,
      html_url: `https://github.test/octo-org/service/pull/${number}`,
      number,
      state: 'open',
      locked: false,
      title: 'Cache the route table',
      user: { login: spec.fork ? 'outside-dev' : 'octocat', id: 583231, type: 'User' },
      body: spec.body ?? null,
      created_at: '2026-01-05T10:00:00Z',
      updated_at: '2026-01-05T11:00:00Z',
      draft: false,
      head: { label: `${head.owner.login}:feature`, ref: 'feature', sha: spec.headSha, user: head.owner, repo: head },
      base: { label: 'octo-org:main', ref: 'main', sha: spec.baseSha, user: base.owner, repo: base },
      author_association: spec.fork ? 'FIRST_TIME_CONTRIBUTOR' : 'MEMBER',
      merged: false,
      mergeable: null,
      commits: 1,
      additions: 10,
      deletions: 2,
      changed_files: 1,
    },
    repository: base,
    sender: { login: spec.fork ? 'outside-dev' : 'octocat', id: 583231, type: 'User' },
  };
}

export function workflowRunPayload(spec: { runId: number; headSha: string; fork?: boolean; pullRequests?: number[] }) {
  const base = repo(REPO_ID, 'octo-org/service', false);
  const head = spec.fork ? repo(FORK_ID, 'outside-dev/service', true) : base;
  return {
    action: 'completed',
    workflow_run: {
      id: spec.runId,
      name: 'Bench',
      node_id: `WFR_${spec.runId}`,
      head_branch: 'feature',
      head_sha: spec.headSha,
      path: '.github/workflows/bench.yml',
      run_number: 12,
      event: 'pull_request',
      status: 'completed',
      conclusion: 'failure',
      workflow_id: 55,
      html_url: `https://github.test/octo-org/service/actions/runs/${spec.runId}`,
      pull_requests: (spec.pullRequests ?? []).map((n) => ({
        number: n,
        id: 100000 + n,
        head: { ref: 'feature', sha: spec.headSha, repo: { id: head.id } },
        base: { ref: 'main', sha: '0'.repeat(40), repo: { id: base.id } },
      })),
      created_at: '2026-01-05T11:00:00Z',
      updated_at: '2026-01-05T11:05:00Z',
      head_repository: head,
      repository: base,
    },
    workflow: { id: 55, name: 'Bench', path: '.github/workflows/bench.yml' },
    repository: base,
    sender: { login: 'octocat', id: 583231, type: 'User' },
  };
}

export const IDS = { REPO_ID, FORK_ID };
