/**
 * Expand the `base-results` / `head-results` globs (`*`, `?`, `**`, `{a,b}`) relative to a folder.
 * Node 20 has no fs.glob, and these patterns are simple enough to walk for.
 */
import { readdir } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { UsageError } from '../errors.js';

function segmentRegex(segment: string): RegExp {
  let re = '';
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i];
    if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else if (c === '{') {
      const end = segment.indexOf('}', i);
      if (end < 0) re += '\\{';
      else {
        re += `(?:${segment
          .slice(i + 1, end)
          .split(',')
          .map((s) => s.replace(/[.+^${}()|[\]\\*?]/g, '\\$&'))
          .join('|')})`;
        i = end;
      }
    } else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

const magic = (s: string) => /[*?{]/.test(s);

async function walk(dir: string, parts: string[], out: string[]): Promise<void> {
  if (parts.length === 0) {
    out.push(dir);
    return;
  }
  const [head, ...rest] = parts;
  if (head === '**') {
    await walk(dir, rest, out);
    for (const e of await entries(dir)) if (e.isDirectory() && !e.name.startsWith('.')) await walk(join(dir, e.name), parts, out);
    return;
  }
  if (!magic(head)) {
    if (rest.length === 0) {
      if ((await entries(dir)).some((e) => e.name === head && !e.isDirectory())) out.push(join(dir, head));
    } else await walk(join(dir, head), rest, out);
    return;
  }
  const re = segmentRegex(head);
  for (const e of await entries(dir)) {
    if (!re.test(e.name)) continue;
    if (rest.length === 0) {
      if (!e.isDirectory()) out.push(join(dir, e.name));
    } else if (e.isDirectory()) await walk(join(dir, e.name), rest, out);
  }
}

async function entries(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** Files matching one pattern, sorted; absolute paths. */
export async function expandGlob(pattern: string, cwd: string): Promise<string[]> {
  const abs = isAbsolute(pattern) ? pattern : resolve(cwd, pattern);
  const parts = abs.split(sep).filter((p) => p.length > 0);
  const firstMagic = parts.findIndex((p) => magic(p) || p === '**');
  const root = sep + parts.slice(0, firstMagic < 0 ? parts.length - 1 : firstMagic).join(sep);
  const rest = parts.slice(firstMagic < 0 ? parts.length - 1 : firstMagic);
  const out: string[] = [];
  await walk(root, rest, out);
  return [...new Set(out)].sort();
}

/** Every pattern must match at least one file; the error names the input and the folder. */
export async function expandInput(name: string, patterns: string[], cwd: string): Promise<string[]> {
  const files: string[] = [];
  for (const p of patterns) {
    const found = await expandGlob(p, cwd);
    if (found.length === 0)
      throw new UsageError(
        `\`${name}\`: "${p}" matched no file in ${relative(process.cwd(), cwd) || cwd}; expected result files (globs such as results/base/*.json, one per line or separated by spaces)`,
      );
    files.push(...found);
  }
  return [...new Set(files)];
}
