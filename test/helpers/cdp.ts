/**
 * Headless Chromium driven over the DevTools protocol through a pipe (`--remote-debugging-pipe`:
 * commands go to the browser on fd 3, replies and events come back on fd 4, each a JSON message
 * ended by a NUL byte). No driver package and no port: what a page needs beyond a DOM dump
 * (test/helpers/browser.ts) — its console errors, script evaluation, typing, screenshots after the
 * page says it is done. Used by test/e2e/dashboard-browser.test.ts, bench/dashboard.ts and
 * scripts/dashboard-screenshot.mts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM } from './browser.js';

interface Message {
  id?: number;
  method?: string;
  params?: any;
  result?: any;
  error?: { message: string };
  sessionId?: string;
}

export class Browser {
  private nextId = 1;
  private pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void; method: string }>();
  private listeners = new Set<(m: Message) => void>();
  private exited = false;

  private constructor(
    private readonly child: ChildProcess,
    private readonly profile: string,
  ) {
    const input = child.stdio[4] as Readable;
    let buffered = '';
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => {
      buffered += chunk;
      let end;
      while ((end = buffered.indexOf('\0')) >= 0) {
        const msg = JSON.parse(buffered.slice(0, end)) as Message;
        buffered = buffered.slice(end + 1);
        if (msg.id !== undefined && this.pending.has(msg.id)) {
          const p = this.pending.get(msg.id)!;
          this.pending.delete(msg.id);
          if (msg.error) p.reject(new Error(`${p.method}: ${msg.error.message}`));
          else p.resolve(msg.result);
        } else for (const l of this.listeners) l(msg);
      }
    });
    child.on('exit', () => {
      this.exited = true;
      for (const p of this.pending.values()) p.reject(new Error(`${p.method}: ${CHROMIUM} exited`));
      this.pending.clear();
    });
  }

  static async launch(): Promise<Browser> {
    const profile = mkdtempSync(join(tmpdir(), 'br-cdp-'));
    const child = spawn(
      CHROMIUM,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--remote-debugging-pipe',
        '--no-first-run',
        '--no-default-browser-check',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-extensions',
        '--disable-dev-shm-usage',
        '--hide-scrollbars',
        '--mute-audio',
        `--user-data-dir=${profile}`,
        `--crash-dumps-dir=${profile}`,
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    const browser = new Browser(child, profile);
    await browser.send('Browser.getVersion', {}, undefined, 30_000);
    return browser;
  }

  send(method: string, params: object = {}, sessionId?: string, timeoutMs = 30_000): Promise<any> {
    if (this.exited) return Promise.reject(new Error(`${method}: ${CHROMIUM} has exited`));
    const id = this.nextId++;
    const out = this.child.stdio[3] as Writable;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${method}: no answer from ${CHROMIUM} in ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, {
        method,
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      out.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  }

  on(listener: (m: Message) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A new tab of the given viewport, its console and errors collected from the start. */
  async newPage(width = 1280, height = 900): Promise<Page> {
    const { targetId } = await this.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true });
    const page = new Page(this, sessionId as string, targetId as string);
    await page.send('Runtime.enable');
    await page.send('Log.enable');
    await page.send('Page.enable');
    await page.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
    return page;
  }

  async close(): Promise<void> {
    if (!this.exited) {
      const exited = new Promise<void>((done) => this.child.once('exit', () => done()));
      await this.send('Browser.close', {}, undefined, 5_000).catch(() => undefined);
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(this.profile, { recursive: true, force: true });
  }
}

export class Page {
  /** Console errors, uncaught exceptions and error log entries (failed loads, CSP violations), one line each. */
  readonly errors: string[] = [];
  private loadWaiters: Array<() => void> = [];

  constructor(
    private readonly browser: Browser,
    private readonly sessionId: string,
    private readonly targetId: string,
  ) {
    browser.on((m) => {
      if (m.sessionId !== sessionId) return;
      if (m.method === 'Runtime.exceptionThrown') {
        const d = m.params.exceptionDetails;
        this.errors.push(`exception: ${d.exception?.description ?? d.text}`);
      } else if (m.method === 'Runtime.consoleAPICalled' && (m.params.type === 'error' || m.params.type === 'assert')) {
        this.errors.push(`console.${m.params.type}: ${m.params.args.map((a: any) => a.value ?? a.description ?? a.type).join(' ')}`);
      } else if (m.method === 'Log.entryAdded' && m.params.entry.level === 'error') {
        this.errors.push(`${m.params.entry.source}: ${m.params.entry.text}${m.params.entry.url ? ` (${m.params.entry.url})` : ''}`);
      } else if (m.method === 'Page.loadEventFired') {
        for (const w of this.loadWaiters.splice(0)) w();
      }
    });
  }

  send(method: string, params: object = {}, timeoutMs?: number): Promise<any> {
    return this.browser.send(method, params, this.sessionId, timeoutMs);
  }

  /** Navigate and wait for the load event. */
  async goto(url: string, timeoutMs = 30_000): Promise<void> {
    const loaded = new Promise<void>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`${url}: no load event in ${timeoutMs} ms`)), timeoutMs);
      this.loadWaiters.push(() => {
        clearTimeout(timer);
        done();
      });
    });
    const r = await this.send('Page.navigate', { url });
    if (r.errorText) throw new Error(`${url}: ${r.errorText}`);
    await loaded;
  }

  /** The value of a page expression (awaited when it is a promise), as JSON carries it. */
  async evaluate<T>(expression: string): Promise<T> {
    const r = await this.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (r.exceptionDetails)
      throw new Error(`evaluate ${expression.slice(0, 80)}: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
    return r.result.value as T;
  }

  /** Poll until the expression is truthy; its value. */
  async waitFor<T>(expression: string, timeoutMs = 30_000): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const v = await this.evaluate<T>(expression);
      if (v) return v;
      if (Date.now() > until) throw new Error(`waited ${timeoutMs} ms for ${expression}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** Focus the element and type the text as a user would (one input event per insertion). */
  async type(selector: string, text: string): Promise<void> {
    await this.evaluate(`document.querySelector(${JSON.stringify(selector)}).focus()`);
    await this.send('Input.insertText', { text });
  }

  /** Select everything in the focused field and delete it. */
  async clear(selector: string): Promise<void> {
    await this.evaluate(`(() => { const e = document.querySelector(${JSON.stringify(selector)}); e.focus(); e.select(); })()`);
    await this.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Backspace', code: 'Backspace', windowsVirtualKeyCode: 8 });
    await this.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Backspace', code: 'Backspace', windowsVirtualKeyCode: 8 });
  }

  /** A left click at page coordinates (CSS pixels). */
  async click(x: number, y: number): Promise<void> {
    for (const type of ['mousePressed', 'mouseReleased'])
      await this.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
  }

  /** Close the tab. */
  async close(): Promise<void> {
    await this.browser.send('Target.closeTarget', { targetId: this.targetId });
  }

  /** A PNG of the viewport, or of the whole page when `fullPage`. */
  async screenshot(fullPage = false): Promise<Buffer> {
    const params: Record<string, unknown> = { format: 'png' };
    if (fullPage) {
      const { cssContentSize } = await this.send('Page.getLayoutMetrics');
      params.clip = { x: 0, y: 0, width: cssContentSize.width, height: cssContentSize.height, scale: 1 };
      params.captureBeyondViewport = true;
    }
    const { data } = await this.send('Page.captureScreenshot', params, 60_000);
    return Buffer.from(data as string, 'base64');
  }
}
