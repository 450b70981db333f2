/**
 * Whether base and head read the same input: one file given to both (`--base x.csv --head x.csv`,
 * a glob of one side that catches the other's file, a symbolic or hard link: one device and inode),
 * or two files of identical bytes under two names. Every difference their measurements make is
 * zero by construction, a review that looks like "no change" but measured nothing; the review says
 * so (warnings `read.same-file`, `read.same-bytes`) instead of judging it silently.
 *
 * Only what the user gave (compare, precomputed results): a measured run's files are its own
 * outputs. Inputs that cannot be read are left to the readers, which say why; only regular files
 * are compared byte for byte, and only when their sizes match, first by their first 64 KiB.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { isAbsolute, relative } from 'node:path';
import { message, type Message } from '../model/message.js';
import type { Side } from '../model/types.js';

const PREFIX_BYTES = 64 * 1024;

interface Seen {
  path: string;
  side: Side;
  /** device:inode: the same file however it is named. */
  id: string;
  /** Regular files only: their size, for the byte comparison. */
  size?: number;
}

/** A path as the user would recognise it: relative to the working directory when inside it. */
function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

async function seen(path: string, side: Side): Promise<Seen | undefined> {
  try {
    const info = await stat(path, { bigint: true });
    return {
      path,
      side,
      id: `${info.dev}:${info.ino}`,
      ...(info.isFile() ? { size: Number(info.size) } : {}),
    };
  } catch {
    return undefined;
  }
}

async function prefixHash(path: string): Promise<string | undefined> {
  try {
    const fh = await open(path, 'r');
    try {
      const buf = Buffer.alloc(PREFIX_BYTES);
      const { bytesRead } = await fh.read(buf, 0, PREFIX_BYTES, 0);
      return createHash('sha256').update(buf.subarray(0, bytesRead)).digest('hex');
    } finally {
      await fh.close();
    }
  } catch {
    return undefined;
  }
}

async function fullHash(path: string): Promise<string | undefined> {
  try {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  } catch {
    return undefined;
  }
}

/** Hash `files` with `how`, each once: the files of equal hash, keyed by it. */
async function byHash(files: readonly Seen[], how: (path: string) => Promise<string | undefined>): Promise<Map<string, Seen[]>> {
  const out = new Map<string, Seen[]>();
  for (const f of files) {
    const h = await how(f.path);
    if (h === undefined) continue;
    const key = `${f.size}:${h}`;
    out.set(key, [...(out.get(key) ?? []), f]);
  }
  return out;
}

const onBothSides = (group: readonly Seen[]) => group.some((f) => f.side === 'base') && group.some((f) => f.side === 'head');

/** The warnings about inputs both sides read: the same file, or identical bytes under two names. */
export async function sameInputWarnings(files: Record<Side, readonly string[]>): Promise<Message[]> {
  const all = (
    await Promise.all([...files.base.map((p) => seen(p, 'base' as const)), ...files.head.map((p) => seen(p, 'head' as const))])
  ).filter((s): s is Seen => s !== undefined);
  const out: Message[] = [];
  const ids = new Map<string, Seen[]>();
  for (const s of all) ids.set(s.id, [...(ids.get(s.id) ?? []), s]);
  const same = [...ids.values()].filter(onBothSides);
  const covered = (side: Side, groups: readonly Seen[][]) =>
    all.filter((s) => s.side === side).every((s) => groups.some((g) => g.some((x) => x.id === s.id)));
  // One file per inode, the way base names it.
  const sameFiles = same.map((g) => g.find((f) => f.side === 'base')!);
  // Identical bytes: regular files of other inodes, equal sizes, on both sides.
  const candidates = [...ids.values()].filter((g) => !onBothSides(g) && g[0].size !== undefined && g[0].size > 0).map((g) => g[0]);
  const sizes = new Map<number, Seen[]>();
  for (const f of candidates) sizes.set(f.size!, [...(sizes.get(f.size!) ?? []), f]);
  const equalSize = [...sizes.values()].filter(onBothSides).flat();
  const prefixes = [...(await byHash(equalSize, prefixHash)).values()].filter(onBothSides).flat();
  const identical = [...(await byHash(prefixes, fullHash)).values()].filter(onBothSides);
  const groups = [...same, ...identical];
  // Whether every input of both sides is among them: then nothing else is compared.
  const everything = groups.length > 0 && covered('base', groups) && covered('head', groups);
  if (sameFiles.length) out.push(message('read.same-file', { files: sameFiles.map((f) => shown(f.path)), all: everything }));
  for (const g of identical)
    out.push(
      message('read.same-bytes', {
        base: g.filter((f) => f.side === 'base').map((f) => shown(f.path)),
        head: g.filter((f) => f.side === 'head').map((f) => shown(f.path)),
        all: everything,
      }),
    );
  return out;
}
