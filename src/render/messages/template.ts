/**
 * How a message id becomes a sentence. A registry maps ids to templates; a template declares the
 * params it reads (so an untrusted report's params can be checked before anything is rendered)
 * and turns them into plain text. Untrusted params (benchmark names, tool output) go in verbatim:
 * the renderers escape the whole sentence for the context it lands in.
 *
 *   export const RUN_MESSAGES: MessageRegistry = {
 *     'run.same-commit': template({ sha: 'string' }, (p) => `Base and head are the same commit (${p.sha}).`),
 *   };
 *
 * A bare function `(params) => string` is accepted too; its params are then checked only for
 * their JSON types. A text function also gets `word(message)`, to word a message it wraps (e.g. a
 * headline id and params carried in its own params) without importing the registry.
 */
import type { Message, MessageParam } from '../../model/message.js';

interface KindTypes {
  string: string;
  number: number;
  boolean: boolean;
  strings: readonly string[];
  numbers: readonly number[];
}
type BaseKind = keyof KindTypes;
/** A param's type; a trailing `?` means it may be null or absent. */
export type ParamKind = BaseKind | `${BaseKind}?`;
export type ParamSpec = Readonly<Record<string, ParamKind>>;

type TypeOf<K> = K extends `${infer B extends BaseKind}?` ? KindTypes[B] | null | undefined : K extends BaseKind ? KindTypes[K] : never;
export type ParamsOf<S extends ParamSpec> = { readonly [k in keyof S]: TypeOf<S[k]> };

/** Params as templates read them: an optional param may be absent. */
export type Params = Readonly<Record<string, MessageParam | undefined>>;

/** Words another message (messageText), for templates that wrap one. */
export type Word = (m: Message) => string;

export interface MessageTemplate {
  params: ParamSpec;
  /** `word` is always given by messageText; only a template that wraps a message reads it. */
  text: (params: Params, word?: Word) => string;
}

export type MessageRegistry = Readonly<Record<string, MessageTemplate | ((params: Params, word?: Word) => string)>>;

/** A template whose text function sees its params typed as declared. */
export function template<const S extends ParamSpec>(params: S, text: (p: ParamsOf<S>, word: Word) => string): MessageTemplate {
  return { params, text: text as unknown as MessageTemplate['text'] };
}

function kindOf(v: MessageParam | undefined): BaseKind | 'null' | 'other' {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return Number.isFinite(v) ? 'number' : 'other';
  if (typeof v === 'boolean') return 'boolean';
  if (Array.isArray(v)) {
    if (v.every((x) => typeof x === 'string')) return 'strings';
    if (v.every((x) => typeof x === 'number' && Number.isFinite(x))) return 'numbers';
  }
  return 'other';
}

/**
 * The first param that does not match the spec, with what was expected; null when all match.
 * An empty array is both `strings` and `numbers`.
 */
export function paramProblem(spec: ParamSpec, params: Params): { key: string; expected: string } | null {
  for (const [key, kind] of Object.entries(spec)) {
    const optional = kind.endsWith('?');
    const base = (optional ? kind.slice(0, -1) : kind) as BaseKind;
    const v = params[key];
    const got = kindOf(v);
    if (got === base || (optional && got === 'null')) continue;
    if (Array.isArray(v) && v.length === 0 && (base === 'strings' || base === 'numbers')) continue;
    return {
      key,
      expected: `${base === 'strings' ? 'a list of strings' : base === 'numbers' ? 'a list of numbers' : `a ${base}`}${optional ? ' or null' : ''}`,
    };
  }
  return null;
}
