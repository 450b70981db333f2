/** An in-memory GitHubApi for unit tests of the publishing logic. */
import type { CheckRunCreate, CheckRunOutput, GitHubApi, IssueComment, PullSummary } from '../../src/publish/github.js';

type Op = 'list' | 'create' | 'update' | 'delete' | 'check' | 'checks' | 'annotate' | 'pulls';

/** A queued failure: `stored` means the write is carried out before the error is thrown. */
export interface MemoryFault {
  op: Op;
  error: Error;
  stored?: boolean;
}

export class MemoryApi implements GitHubApi {
  comments: Array<IssueComment & { issue: number }> = [];
  checks: Array<CheckRunCreate & { id: number; appended: CheckRunOutput[] }> = [];
  pulls: PullSummary[] = [];
  calls: string[] = [];
  faults: MemoryFault[] = [];
  login = 'github-actions[bot]';
  private id = 1;

  /** Throw the queued fault for `op`, if any: before the write, or after it when `stored`. */
  private async faulty<T>(op: Op, write: () => T): Promise<T> {
    this.calls.push(op);
    const i = this.faults.findIndex((f) => f.op === op);
    if (i < 0) return write();
    const [f] = this.faults.splice(i, 1);
    if (f.stored) write();
    throw f.error;
  }

  async listIssueComments(issue: number) {
    return this.faulty('list', () => this.comments.filter((c) => c.issue === issue).map((c) => ({ ...c })));
  }
  async createComment(issue: number, body: string) {
    return this.faulty('create', () => {
      const id = this.id++;
      const c = { id, issue, body, html_url: `u/${issue}#${id}`, user: { login: this.login } };
      this.comments.push(c);
      return { ...c };
    });
  }
  async updateComment(id: number, body: string) {
    return this.faulty('update', () => {
      const c = this.comments.find((x) => x.id === id)!;
      c.body = body;
      return { ...c };
    });
  }
  async deleteComment(id: number) {
    return this.faulty('delete', () => {
      this.comments = this.comments.filter((c) => c.id !== id);
    });
  }
  async createCheckRun(params: CheckRunCreate) {
    return this.faulty('check', () => {
      const c = { ...params, id: this.id++, appended: [] };
      this.checks.push(c);
      return { id: c.id, html_url: `checks/${c.id}`, external_id: c.external_id ?? null };
    });
  }
  async listCheckRuns(headSha: string, name: string) {
    return this.faulty('checks', () =>
      this.checks
        .filter((c) => c.head_sha === headSha && c.name === name)
        .map((c) => ({ id: c.id, html_url: `checks/${c.id}`, external_id: c.external_id ?? null })),
    );
  }
  async appendAnnotations(id: number, output: CheckRunOutput) {
    return this.faulty('annotate', () => {
      this.checks.find((c) => c.id === id)!.appended.push(output);
    });
  }
  async listOpenPulls() {
    return this.faulty('pulls', () => this.pulls);
  }
}
