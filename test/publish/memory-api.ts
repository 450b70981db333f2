/** An in-memory GitHubApi for unit tests of the publishing logic. */
import type { CheckRunCreate, CheckRunOutput, GitHubApi, IssueComment, PullSummary } from '../../src/publish/github.js';

export class MemoryApi implements GitHubApi {
  comments: Array<IssueComment & { issue: number }> = [];
  checks: Array<CheckRunCreate & { id: number; appended: CheckRunOutput[] }> = [];
  pulls: PullSummary[] = [];
  calls: string[] = [];
  login = 'github-actions[bot]';
  private id = 1;

  async listIssueComments(issue: number) {
    this.calls.push('list');
    return this.comments.filter((c) => c.issue === issue);
  }
  async createComment(issue: number, body: string) {
    this.calls.push('create');
    const c = { id: this.id++, issue, body, html_url: `u/${issue}#${this.id}`, user: { login: this.login } };
    this.comments.push(c);
    return c;
  }
  async updateComment(id: number, body: string) {
    this.calls.push('update');
    const c = this.comments.find((x) => x.id === id)!;
    c.body = body;
    return c;
  }
  async createCheckRun(params: CheckRunCreate) {
    this.calls.push('check');
    const c = { ...params, id: this.id++, appended: [] };
    this.checks.push(c);
    return { id: c.id, html_url: `checks/${c.id}` };
  }
  async appendAnnotations(id: number, output: CheckRunOutput) {
    this.calls.push('annotate');
    this.checks.find((c) => c.id === id)!.appended.push(output);
  }
  async listOpenPulls() {
    this.calls.push('pulls');
    return this.pulls;
  }
}
