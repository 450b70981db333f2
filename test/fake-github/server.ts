/**
 * An in-test fake of the GitHub REST API on 127.0.0.1, for running the built action end to end.
 * Requests are routed by the path templates of GitHub's OpenAPI description (schemas.json, made by
 * extract-schemas.mjs); bodies and query parameters are validated against its schemas, and the
 * limits the description does not encode are enforced (comment body ≤ 65,536 characters). Invalid
 * requests get GitHub-shaped 422 errors and are recorded in `violations`, so a test can assert
 * that the action never sent one. Tokens carry an identity and permissions (403 like GitHub's
 * "Resource not accessible by integration"), and faults can be queued: an error answer instead of
 * the request (5xx, 401, 403, 422, rate limits), an error answer or a reset connection AFTER the
 * request was carried out (the write is stored — what makes blind retries post twice), a reset
 * connection, or no answer at all.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { routes, type Handler, type Reply } from './routes.js';
import { validate, type Schema } from './validate.js';

export type Permission = 'read' | 'write' | 'none';
export type Scope = 'pull_requests' | 'issues' | 'checks' | 'actions' | 'contents';

export interface Account {
  login: string;
  id: number;
  type: 'Bot' | 'User';
  permissions: Partial<Record<Scope, Permission>>;
}

export interface Comment {
  id: number;
  issue: number;
  body: string;
  user: { login: string; id: number; type: string };
  created_at: string;
  updated_at: string;
}

export interface CheckRun {
  id: number;
  name: string;
  head_sha: string;
  external_id?: string;
  status: string;
  conclusion: string | null;
  details_url?: string;
  output: { title?: string; summary?: string; text?: string; annotations: unknown[] };
}

export interface Pull {
  number: number;
  state: 'open' | 'closed';
  head: { sha: string; ref: string; repo: { id: number; full_name: string } | null };
  base: { sha: string; ref: string };
  body: string | null;
}

export interface Artifact {
  id: number;
  runId: number;
  name: string;
  zip: Buffer;
}

export type FaultKind =
  /** Answer `status` (with `body`, `headers`) instead of carrying out the request. */
  | 'respond'
  /** Carry out the request (a write is stored), then answer `status` instead of the result. */
  | 'store-then-respond'
  /** Carry out the request, then reset the connection without an answer. */
  | 'store-then-reset'
  /** Reset the connection without carrying out the request. */
  | 'reset'
  /** Never answer (until the client gives up or the server stops). */
  | 'hang';

export interface Fault {
  method?: string;
  path?: RegExp;
  kind: FaultKind;
  /** The answer of `respond` and `store-then-respond` (default 502). */
  status: number;
  times: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** The answer's status; 0 for no answer (hang), -1 for a reset connection. */
  status: number;
  /** The fault applied to this request, if any. */
  fault?: FaultKind;
  operation?: string;
  token?: string;
}

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; required: boolean; schema: Schema }>;
  requestBody?: { required: boolean; schema: Schema };
}

const OPERATIONS = (
  JSON.parse(readFileSync(new URL('./schemas.json', import.meta.url), 'utf8')) as { operations: Record<string, Operation> }
).operations;

export const BOT: Account = {
  login: 'github-actions[bot]',
  id: 41898282,
  type: 'Bot',
  permissions: { pull_requests: 'write', issues: 'write', checks: 'write', actions: 'read', contents: 'read' },
};

export class FakeGitHub {
  url = '';
  readonly requests: RecordedRequest[] = [];
  readonly violations: string[] = [];
  readonly comments: Comment[] = [];
  readonly checkRuns: CheckRun[] = [];
  readonly pulls: Pull[] = [];
  readonly artifacts: Artifact[] = [];
  readonly faults: Fault[] = [];
  readonly tokens: Record<string, Account> = { 'ghs_bot-token': BOT };
  nextId = 1000;
  /** Called as each request arrives, before it is handled (e.g. to check what exists on disk by then). */
  onRequest?: (req: RecordedRequest) => void;
  private server?: Server;

  constructor(
    readonly owner = 'octo-org',
    readonly repo = 'service',
  ) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((ok) => this.server!.listen(0, '127.0.0.1', ok));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    // Requests left hanging would keep close() waiting forever.
    this.server?.closeAllConnections();
    await new Promise<void>((ok) => this.server?.close(() => ok()) ?? ok());
  }

  /** Queue a fault (default: answer 502 instead) for the next `times` requests matching method and path. */
  fail(fault: Partial<Omit<Fault, 'times'>> & { times?: number }): void {
    this.faults.push({ times: 1, kind: 'respond', status: 502, ...fault });
  }

  seedComments(issue: number, count: number, make: (i: number) => { body: string; user?: Account }): void {
    for (let i = 0; i < count; i++) {
      const { body, user } = make(i);
      const u = user ?? { login: `person${i % 7}`, id: 5000 + (i % 7), type: 'User' as const, permissions: {} };
      const t = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      this.comments.push({
        id: this.nextId++,
        issue,
        body,
        user: { login: u.login, id: u.id, type: u.type },
        created_at: t,
        updated_at: t,
      });
    }
  }

  commentsOn(issue: number): Comment[] {
    return this.comments.filter((c) => c.issue === issue);
  }

  private operationFor(method: string, path: string): { id: string; op: Operation; params: Record<string, string> } | undefined {
    for (const [id, op] of Object.entries(OPERATIONS)) {
      if (op.method !== method) continue;
      const names: string[] = [];
      const re = new RegExp(
        '^' + op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, n: string) => (names.push(n), '([^/]+)')) + '$',
      );
      const m = re.exec(path);
      if (m) return { id, op, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1])])) };
    }
    return undefined;
  }

  private checkParams(op: Operation, params: Record<string, string>, query: Record<string, string>): string[] {
    const errors: string[] = [];
    for (const p of op.parameters) {
      const raw = p.in === 'path' ? params[p.name] : p.in === 'query' ? query[p.name] : undefined;
      if (raw === undefined) continue;
      const value = p.schema.type === 'integer' ? (/^-?\d+$/.test(raw) ? Number(raw) : raw) : raw;
      errors.push(...validate(p.schema, value, `${p.in}/${p.name}`));
    }
    return errors;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? safeJson(text) : undefined,
      status: 0,
    };
    this.requests.push(record);
    this.onRequest?.(record);
    // Artifact blobs (the storage behind the 302) only get faults that name their path.
    const blob = url.pathname.startsWith('/_blob/');
    const fault = this.faults.find(
      (f) => f.times > 0 && (!f.method || f.method === record.method) && (f.path ? f.path.test(record.path) : !blob),
    );
    if (fault) {
      fault.times--;
      record.fault = fault.kind;
    }
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'reset') return void ((record.status = -1), req.socket.destroy());
    let reply = fault?.kind === 'respond' ? faultReply(fault) : this.dispatch(req, record, url);
    if (fault?.kind === 'store-then-reset') return void ((record.status = -1), req.socket.destroy());
    if (fault?.kind === 'store-then-respond') reply = faultReply(fault);
    record.status = reply.status;
    res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...(reply.headers ?? {}) });
    res.end(reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)));
  }

  private dispatch(req: IncomingMessage, record: RecordedRequest, url: URL): Reply {
    if (url.pathname.startsWith('/_blob/')) return routes.blob(this, { id: url.pathname.slice(7) });
    const found = this.operationFor(record.method, record.path);
    if (!found) {
      this.violations.push(`unexpected request ${record.method} ${record.path}`);
      return { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } };
    }
    record.operation = found.id;
    const auth = /^(?:token|bearer)\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    record.token = auth;
    const account = auth ? this.tokens[auth] : undefined;
    if (!account) return { status: 401, body: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' } };
    if (found.params.owner !== this.owner || found.params.repo !== this.repo) return { status: 404, body: { message: 'Not Found' } };
    const errors = this.checkParams(found.op, found.params, record.query);
    if (found.op.requestBody) {
      if (record.body === undefined && found.op.requestBody.required) errors.push('Request body is required.');
      else if (record.body !== undefined) errors.push(...validate(found.op.requestBody.schema, record.body));
    }
    if (errors.length) {
      this.violations.push(`${found.id}: ${errors.join(' ')}`);
      return {
        status: 422,
        body: { message: `Invalid request.\n\n${errors.join('\n')}`, documentation_url: 'https://docs.github.com/rest', status: '422' },
      };
    }
    const handler = (routes as Record<string, Handler>)[found.id];
    return handler(this, found.params, account, record);
  }
}

function faultReply(fault: Fault): Reply {
  return {
    status: fault.status,
    body: fault.body ?? { message: fault.status >= 500 ? 'Server Error' : 'Error', documentation_url: 'https://docs.github.com/rest' },
    headers: fault.headers,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
