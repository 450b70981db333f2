/**
 * Every sentence bench-review says, by message id: the registries merged. Stages produce Messages
 * (ids and params, see model/message.ts); messageText() is the one place they become text. The
 * text is plain, with untrusted params (names, tool output) verbatim: each renderer escapes it for
 * where it lands.
 */
import type { Message } from '../../model/message.js';
import { ASK_MESSAGES } from './asks.js';
import { COMPARE_MESSAGES } from './compare.js';
import { PUBLISH_MESSAGES } from './publish.js';
import { READER_MESSAGES } from './readers.js';
import { REVIEW_MESSAGES } from './review.js';
import { RUN_MESSAGES } from './run.js';
import { SWEEP_MESSAGES } from './sweeps.js';
import { VARIANT_MESSAGES } from './variants.js';
import { paramProblem, type MessageRegistry, type MessageTemplate, type Params } from './template.js';

export { template, type MessageRegistry, type MessageTemplate, type Word } from './template.js';

const REGISTRIES: ReadonlyArray<[string, MessageRegistry]> = [
  ['compare', COMPARE_MESSAGES],
  ['review', REVIEW_MESSAGES],
  ['asks', ASK_MESSAGES],
  ['publish', PUBLISH_MESSAGES],
  ['run', RUN_MESSAGES],
  ['readers', READER_MESSAGES],
  ['sweeps', SWEEP_MESSAGES],
  ['variants', VARIANT_MESSAGES],
];

function merge(): Map<string, MessageTemplate> {
  const out = new Map<string, MessageTemplate>();
  for (const [name, registry] of REGISTRIES) {
    for (const [id, t] of Object.entries(registry)) {
      // Two registries claiming one id would make a sentence depend on import order.
      if (out.has(id)) throw new Error(`message id ${id} is defined twice (again in render/messages/${name}.ts)`);
      out.set(id, typeof t === 'function' ? { params: {}, text: t } : t);
    }
  }
  return out;
}

const TEMPLATES = merge();

/** Every id render/ can word: an untrusted report may use these and no other. */
export const MESSAGE_IDS: ReadonlySet<string> = new Set(TEMPLATES.keys());
/** The ids of the questions for the author. */
export const ASK_IDS: ReadonlySet<string> = new Set(Object.keys(ASK_MESSAGES));

/** The text of a message. An id without a template (not yet worded) shows its `text` param, else the id. */
export function messageText(m: Message): string {
  const t = TEMPLATES.get(m.id);
  if (!t) return typeof m.params.text === 'string' ? m.params.text : m.id;
  return t.text(m.params, messageText);
}

/** The texts of several messages as one paragraph (a metric's `note`), or null when there are none. */
export function joinedText(ms: readonly Message[]): string | null {
  return ms.length ? ms.map(messageText).join(' ') : null;
}

/**
 * Why a message cannot be worded as it is, or null: an unknown id, a param of the wrong type, or a
 * template that fails on these params. For validating untrusted reports.
 */
export function messageProblem(id: string, params: Params): { at: string; expected: string } | null {
  const t = TEMPLATES.get(id);
  if (!t) return { at: 'id', expected: 'a message id bench-review knows (see render/messages/)' };
  const bad = paramProblem(t.params, params);
  if (bad) return { at: `params/${bad.key}`, expected: bad.expected };
  try {
    t.text(params, messageText);
  } catch {
    return { at: 'params', expected: `the params of ${id}` };
  }
  return null;
}
