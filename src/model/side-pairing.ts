/**
 * Pairing by side words: a base benchmark and a head benchmark whose names differ only by a word
 * that says which side they are (`./prog_base work` on base, `./prog_head work` on head) are one
 * benchmark, as a reviewer reads them at a glance. applyNames (model/rename.ts) runs this after
 * `--name` and `--rename`, and reads base's name as head's, with a note (`names.paired-by-side`).
 *
 * Rules, each for a reason:
 *
 * - Tokens are whole: maximal runs of letters and digits, so `/ . _ - space` (anything else too)
 *   separate them; `database` is one token and never pairs with `datahead`. Tokens compare
 *   case-insensitively; everything else in the names must be equal character for character
 *   (`prog_base` does not pair with `prog-head`).
 * - Side words go base → head in one of SIDE_WORDS; a reversed pair (`head` on base) is not a
 *   pairing but a mix-up, and is left alone. Every position where the names differ must be the same
 *   pair of words (`./base/prog_base` pairs with `./head/prog_head`, and with `./base/prog_head`).
 * - Commits: the names differ in exactly one token, hex of 7 to 40 characters on both sides (an
 *   abbreviated or full SHA, `bench-1a2b3c4` vs `bench-9f8e7d6`). A token of digits only, or of
 *   letters only, is not taken for one: `size-1048576` vs `size-2097152` are two sizes, and
 *   `defaced` is a word. applyNames is given no refs (reviewRun has no branch names, and the
 *   commits only once measured, in its RunSummary, which the looks of `runs: auto` do not have), so
 *   branch names are not recognised and SHAs are recognised by their shape alone.
 * - Only names on one side only are paired: a name both sides have is that benchmark, and names
 *   `--rename` mentions (old or new) are left to it — the user said what they pair with.
 * - One to one: a base name that could pair with two head names (or a head name with two base
 *   names) pairs with none; guessing would compare the wrong two.
 * - Names alike but for their side tokens are checked pairwise; a group of more than
 *   MAX_PAIRWISE such pairs (thousands of look-alike names on each side) is left unpaired rather
 *   than slow the read down: so many look-alikes are no case for pairing at a glance.
 *
 * Pure: names in, pairs out.
 */

/** Side words, base's then head's. */
export const SIDE_WORDS: ReadonlyArray<readonly [base: string, head: string]> = [
  ['base', 'head'],
  ['main', 'pr'],
  ['master', 'pr'],
  ['old', 'new'],
  ['before', 'after'],
  ['baseline', 'candidate'],
  ['baseline', 'contender'],
];

/** A base name read as a head name: the tokens where they differ, as each name writes them. */
export interface SidePair {
  base: string;
  head: string;
  /** The differing tokens of base's name, in order, each distinct pair once (`["base"]`). */
  baseTokens: string[];
  /** Head's tokens at the same places (`["head"]`). */
  headTokens: string[];
}

/** Look-alike base × head names checked pairwise at most, per group of names alike but for their side tokens. */
export const MAX_PAIRWISE = 1_000_000;

const WORDS = new Set(SIDE_WORDS.flat());
const PAIRS = new Set(SIDE_WORDS.map(([b, h]) => `${b}\0${h}`));
const HEX = /^[0-9a-f]{7,40}$/;
/** A letter or digit beyond ASCII (`é`, `µ`, `５`): part of a token too. */
const WIDE_WORD = /^[\p{L}\p{N}]$/u;
/** The longest side word (`candidate`, `contender`) and the longest commit SHA. */
const LONGEST = 40;

/** A SHA-like token (lowercase): 7–40 hex characters with at least one digit and one letter. */
function isHex(lower: string): boolean {
  return HEX.test(lower) && /[0-9]/.test(lower) && /[a-f]/.test(lower);
}

/** How many UTF-16 units the letter or digit at `i` takes (1, or 2 for an astral one), 0 when it is a separator. */
function wordUnit(name: string, i: number): number {
  const c = name.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ? 1 : 0;
  const ch = String.fromCodePoint(name.codePointAt(i)!);
  return WIDE_WORD.test(ch) ? ch.length : 0;
}

/** A name cut at its side-like tokens: the text between them (the key), and the tokens. */
interface Shape {
  name: string;
  /** The text around the side-like tokens, which must be equal for two names to pair. */
  key: string;
  tokens: string[];
  lower: string[];
  hex: boolean[];
}

/**
 * The shape of a name, or null when it has no token that could say a side: one scan of its char
 * codes (a Unicode class is tested only for characters beyond ASCII).
 */
function shapeOf(name: string): Shape | null {
  let between: string[] | undefined;
  const tokens: string[] = [];
  const lower: string[] = [];
  const hex: boolean[] = [];
  let last = 0;
  let i = 0;
  while (i < name.length) {
    let n = wordUnit(name, i);
    if (n === 0) {
      i++;
      continue;
    }
    const start = i;
    do i += n;
    while (i < name.length && (n = wordUnit(name, i)) > 0);
    if (i - start < 2 || i - start > LONGEST) continue;
    const t = name.slice(start, i);
    const l = t.toLowerCase();
    const word = WORDS.has(l);
    if (!word && !isHex(l)) continue;
    (between ??= []).push(name.slice(last, start));
    tokens.push(t);
    lower.push(l);
    hex.push(!word);
    last = i;
  }
  if (between === undefined) return null;
  between.push(name.slice(last));
  // The text between tokens joined by NUL, unless a name has one (then quoted, so no two keys collide).
  return { name, key: name.includes('\0') ? JSON.stringify(between) : between.join('\0'), tokens, lower, hex };
}

/** The tokens base's and head's names differ by, when they differ only by side tokens; else null. */
function differ(b: Shape, h: Shape): { baseTokens: string[]; headTokens: string[] } | null {
  let word: string | null = null;
  let hexes = 0;
  const baseTokens: string[] = [];
  const headTokens: string[] = [];
  for (let i = 0; i < b.lower.length; i++) {
    if (b.lower[i] === h.lower[i]) continue;
    const pair = `${b.lower[i]}\0${h.lower[i]}`;
    if (PAIRS.has(pair)) {
      if (word !== null && word !== pair) return null;
      word = pair;
    } else if (b.hex[i] && h.hex[i]) {
      hexes++;
    } else {
      return null;
    }
    if (!baseTokens.some((t, k) => t === b.tokens[i] && headTokens[k] === h.tokens[i])) {
      baseTokens.push(b.tokens[i]);
      headTokens.push(h.tokens[i]);
    }
  }
  if (word === null && hexes === 0) return null;
  // A commit is one token, and not mixed with side words.
  if (hexes > 1 || (hexes === 1 && word !== null)) return null;
  return { baseTokens, headTokens };
}

/**
 * The base and head names to compare as one, by the rules above: base's names and head's (every
 * name each side has), and names to leave alone (those `--rename` mentions). In base's order.
 */
export function sidePairs(baseNames: Iterable<string>, headNames: Iterable<string>, leave: ReadonlySet<string> = new Set()): SidePair[] {
  const base = baseNames instanceof Set ? (baseNames as ReadonlySet<string>) : new Set(baseNames);
  const head = headNames instanceof Set ? (headNames as ReadonlySet<string>) : new Set(headNames);
  const groups = new Map<string, { base: Shape[]; head: Shape[] }>();
  for (const name of base) {
    if (head.has(name) || leave.has(name)) continue;
    const s = shapeOf(name);
    if (!s) continue;
    const g = groups.get(s.key);
    if (g) g.base.push(s);
    else groups.set(s.key, { base: [s], head: [] });
  }
  if (groups.size === 0) return [];
  for (const name of head) {
    if (base.has(name) || leave.has(name)) continue;
    const s = shapeOf(name);
    if (s) groups.get(s.key)?.head.push(s);
  }
  // Every pair that could be made, then only those whose two names have no other.
  const byBase = new Map<string, SidePair | null>();
  const ofHead = new Map<string, number>();
  for (const g of groups.values()) {
    if (g.head.length === 0 || g.base.length * g.head.length > MAX_PAIRWISE) continue;
    for (const b of g.base) {
      for (const h of g.head) {
        const d = differ(b, h);
        if (!d) continue;
        byBase.set(b.name, byBase.has(b.name) ? null : { base: b.name, head: h.name, ...d });
        ofHead.set(h.name, (ofHead.get(h.name) ?? 0) + 1);
      }
    }
  }
  const out: SidePair[] = [];
  if (byBase.size === 0) return out;
  for (const name of base) {
    const p = byBase.get(name);
    if (p && ofHead.get(p.head) === 1) out.push(p);
  }
  return out;
}
