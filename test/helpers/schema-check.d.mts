/** Types of schema-check.mjs (plain JavaScript, so that Node can preload it without tsx). */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';

export type DocumentKind = 'report' | 'noise-floor' | 'machine' | 'shard';
export const SCHEMA_BASE: string;
export const SCHEMA_FILES: Record<DocumentKind, string>;
export class SchemaViolation extends Error {
  errors: ErrorObject[];
  constructor(where: string, kind: DocumentKind, errors: ErrorObject[], limits?: boolean);
}
export function withoutLimits<T>(schema: T): T;
export function validators(limits?: boolean): Record<DocumentKind, ValidateFunction>;
export function documentKind(doc: unknown, path?: string): DocumentKind | undefined;
export function checkDocument(doc: unknown, where: string, options?: { kind?: DocumentKind; limits?: boolean }): DocumentKind | undefined;
export function checkText(text: string, where: string, options?: { kind?: DocumentKind; limits?: boolean }): void;
export function installWriteCheck(options?: { stdout?: boolean; limits?: boolean }): void;
export const PRELOAD_OPTION: string;
export function withPreload(nodeOptions: string | undefined): string;
