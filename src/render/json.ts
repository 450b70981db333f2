/** The JSON rendering: the report as documented (schemaVersion 1), infinities as null. */
import type { Report } from '../review/report.js';

export function renderJson(report: Report): string {
  return JSON.stringify(report, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2) + '\n';
}
