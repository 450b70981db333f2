/**
 * A note, warning, question or headline as data: a stable `id` and its `params`. Stages produce
 * messages; only render/ turns them into sentences (render/messages/), so rewording a sentence
 * never changes what the code decides, and the JSON report can carry both.
 */
export type MessageParam = string | number | boolean | null | readonly string[] | readonly number[];

export interface Message {
  /** Stable, dotted id, e.g. `metric.not-estimable` or `run.same-commit`. Listed in render/messages/. */
  id: string;
  params: Readonly<Record<string, MessageParam>>;
}

export function message(id: string, params: Record<string, MessageParam> = {}): Message {
  return { id, params };
}
