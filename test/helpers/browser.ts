/**
 * Markdown as GitHub shows it, in a real browser (issue 11): GFM → HTML with micromark (raw HTML
 * passed through, as GitHub does before sanitising), every ```mermaid block handed to Mermaid's
 * browser bundle in headless Chromium, and the outcome read back from the dumped DOM. No browser
 * driver: one page in a temp folder, `chromium --headless --dump-dom` (or `--screenshot`), nothing
 * but file:// URLs and no network.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toHtml } from '../render/gfm-check.js';

export const CHROMIUM = '/usr/bin/chromium';
const MERMAID = join(import.meta.dirname, '..', '..', 'node_modules', 'mermaid', 'dist', 'mermaid.min.js');

export const haveChromium = (): boolean => existsSync(CHROMIUM);

/** A document of the page: a comment, a job summary… */
export interface PageDoc {
  id: string;
  /** Shown above the document (screenshots), e.g. "github-actions commented". */
  caption?: string;
  markdown: string;
}

/** The GFM rendering with Mermaid blocks as Mermaid wants them: `<pre class="mermaid">` with the (escaped) source. */
export function gfmHtml(markdown: string): string {
  return toHtml(markdown).replace(/<pre><code class="language-mermaid">([\s\S]*?)<\/code><\/pre>/g, '<pre class="mermaid">$1</pre>');
}

/** Close to GitHub's light `.markdown-body` (comment size), enough to judge a layout by eye. */
const CSS = `
body { margin: 0; padding: 16px; background: #fff; color: #1f2328; font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", "Liberation Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji"; }
.doc { border: 1px solid #d0d7de; border-radius: 6px; margin-bottom: 24px; }
.caption { background: #f6f8fa; border-bottom: 1px solid #d0d7de; border-radius: 6px 6px 0 0; padding: 8px 16px; color: #59636e; }
.caption b { color: #1f2328; }
.markdown-body { padding: 16px; word-wrap: break-word; }
.markdown-body > :first-child { margin-top: 0; }
.markdown-body h3 { font-size: 1.25em; font-weight: 600; line-height: 1.25; margin: 24px 0 16px; }
.markdown-body p, .markdown-body ul, .markdown-body table, .markdown-body blockquote, .markdown-body pre, .markdown-body details { margin: 0 0 16px; }
.markdown-body ul { padding-left: 2em; }
.markdown-body code { font: 85% ui-monospace, "DejaVu Sans Mono", "Liberation Mono", monospace; background: rgba(175,184,193,.2); padding: .2em .4em; border-radius: 6px; }
.markdown-body pre { background: #f6f8fa; border-radius: 6px; padding: 16px; overflow: auto; }
.markdown-body pre.mermaid { background: none; padding: 0; text-align: center; }
.markdown-body table { border-collapse: collapse; border-spacing: 0; display: block; width: max-content; max-width: 100%; overflow: auto; }
.markdown-body th { font-weight: 600; }
.markdown-body th, .markdown-body td { padding: 6px 13px; border: 1px solid #d0d7de; }
.markdown-body tr { background: #fff; border-top: 1px solid #d1d9e0b3; }
.markdown-body tr:nth-child(2n) { background: #f6f8fa; }
.markdown-body blockquote { padding: 0 1em; color: #59636e; border-left: .25em solid #d0d7de; }
.markdown-body summary { cursor: pointer; }
.markdown-body sub { font-size: 75%; }
`;

/** What the page's script found, per document. */
export interface MermaidOutcome {
  /** ```mermaid blocks in the document. */
  blocks: number;
  /** Blocks Mermaid turned into an SVG diagram (not its error diagram). */
  svgs: number;
  /** Parse or render errors, one line each. */
  errors: string[];
}

/** The page: every document rendered, then Mermaid on every block; the outcome as JSON in `#outcome`. */
export function pageHtml(docs: PageDoc[]): string {
  const sections = docs
    .map(
      (d) =>
        `<section class="doc" data-doc="${d.id}">${d.caption ? `<div class="caption">${d.caption}</div>` : ''}<div class="markdown-body">\n${gfmHtml(d.markdown)}\n</div></section>`,
    )
    .join('\n');
  const script = `
mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'default' });
(async () => {
  const outcome = {};
  try {
    for (const section of document.querySelectorAll('section[data-doc]')) {
      const r = { blocks: 0, svgs: 0, errors: [] };
      for (const pre of section.querySelectorAll('pre.mermaid')) {
        r.blocks++;
        try { await mermaid.parse(pre.textContent); } catch (e) { r.errors.push('parse: ' + String(e && e.message || e).split('\\n').slice(0, 3).join(' ')); }
      }
      outcome[section.dataset.doc] = r;
    }
    await mermaid.run({ querySelector: 'pre.mermaid', suppressErrors: true });
    for (const section of document.querySelectorAll('section[data-doc]')) {
      const r = outcome[section.dataset.doc];
      for (const pre of section.querySelectorAll('pre.mermaid')) {
        const svg = pre.querySelector('svg');
        if (!svg) r.errors.push('render: no SVG');
        else if (svg.getAttribute('aria-roledescription') === 'error' || /Syntax error/.test(svg.textContent)) r.errors.push('render: error diagram');
        else r.svgs++;
      }
    }
  } catch (e) { outcome.failure = String(e && e.message || e); }
  const o = document.createElement('pre');
  o.id = 'outcome';
  o.hidden = true;
  o.textContent = JSON.stringify(outcome);
  document.body.appendChild(o);
})();`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>bench-review</title><style>${CSS}</style>
<script src="${pathToFileURL(MERMAID).href}"></script></head><body>
${sections}
<script>${script}</script></body></html>`;
}

function chromium(args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(CHROMIUM, args, { timeout: timeoutMs, maxBuffer: 256 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${CHROMIUM} failed: ${err.message}\n${stderr.slice(-2000)}`));
      else resolve(stdout);
    });
  });
}

/** Headless, offline, in a throw-away profile; `extra` says what to produce. */
async function withPage<T>(
  docs: PageDoc[],
  extra: (dir: string) => string[],
  timeoutMs: number,
  then: (stdout: string, dir: string) => T,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'br-browser-'));
  try {
    const page = join(dir, 'page.html');
    writeFileSync(page, pageHtml(docs));
    const args = [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      '--allow-file-access-from-files',
      `--user-data-dir=${join(dir, 'profile')}`,
      '--virtual-time-budget=10000',
      ...extra(dir),
      pathToFileURL(page).href,
    ];
    return then(await chromium(args, timeoutMs), dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' };

/** Render the documents in Chromium and return Mermaid's outcome per document, and the DOM as dumped. */
export async function renderInBrowser(
  docs: PageDoc[],
  timeoutMs = 120_000,
): Promise<{ outcome: Record<string, MermaidOutcome>; dom: string }> {
  const dom = await withPage(
    docs,
    () => ['--dump-dom'],
    timeoutMs,
    (stdout) => stdout,
  );
  const m = /<pre id="outcome" hidden="">([\s\S]*?)<\/pre>/.exec(dom);
  if (!m) throw new Error(`the page did not finish: no #outcome in the dumped DOM (${dom.length} characters)`);
  const outcome = JSON.parse(m[1].replace(/&(amp|lt|gt|quot|nbsp);/g, (_, e: string) => ENTITIES[e])) as Record<string, MermaidOutcome> & {
    failure?: string;
  };
  if (outcome.failure) throw new Error(`Mermaid failed on the page: ${outcome.failure}`);
  return { outcome, dom };
}

/** Render the documents in Chromium and save a PNG of the first `height` pixels at `width`. */
export async function screenshot(docs: PageDoc[], png: string, width = 1000, height = 2400, timeoutMs = 180_000): Promise<void> {
  await withPage(
    docs,
    (dir) => [
      `--screenshot=${png}`,
      `--window-size=${width},${height}`,
      '--hide-scrollbars',
      '--run-all-compositor-stages-before-draw',
      `--crash-dumps-dir=${dir}`,
    ],
    timeoutMs,
    () => undefined,
  );
  if (!existsSync(png)) throw new Error(`${CHROMIUM} wrote no screenshot to ${png}`);
}
