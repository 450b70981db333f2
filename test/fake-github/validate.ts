/**
 * A JSON-Schema validator for exactly the keywords GitHub's OpenAPI description uses in the
 * operations the fake serves (see schemas.json). An unknown keyword is an error, so a regenerated
 * schemas.json that needs more is noticed instead of silently accepted.
 */
export type Schema = Record<string, unknown>;

const KNOWN = new Set([
  'type',
  'properties',
  'required',
  'enum',
  'format',
  'maxLength',
  'minLength',
  'maxItems',
  'minItems',
  'items',
  'anyOf',
  'oneOf',
  'allOf',
  'additionalProperties',
  'nullable',
  'minimum',
  'maximum',
]);

function typeOk(type: string, v: unknown): boolean {
  switch (type) {
    case 'object':
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    case 'array':
      return Array.isArray(v);
    case 'string':
      return typeof v === 'string';
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'null':
      return v === null;
    default:
      throw new Error(`schema type "${type}" not supported by the fake`);
  }
}

/** Returns GitHub-style messages for every violation ("For 'properties/x', … "). */
export function validate(schema: Schema, value: unknown, path = ''): string[] {
  for (const k of Object.keys(schema))
    if (!KNOWN.has(k)) throw new Error(`schema keyword "${k}" at ${path || '/'} is not implemented by the fake's validator`);
  const at = path || '/';
  if (value === null && schema.nullable === true) return [];
  const errors: string[] = [];
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    if (!types.some((t) => typeOk(t, value)))
      return [`For '${at}', ${JSON.stringify(value)?.slice(0, 80)} is not a ${types.join(' or ')}.`];
  }
  if (schema.enum && !(schema.enum as unknown[]).includes(value))
    errors.push(`For '${at}', ${JSON.stringify(value)} is not a member of ${JSON.stringify(schema.enum)}.`);
  if (typeof value === 'string') {
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
      errors.push(`For '${at}', is too long (${value.length} characters; maximum is ${schema.maxLength}).`);
    if (typeof schema.minLength === 'number' && value.length < schema.minLength)
      errors.push(`For '${at}', is too short (minimum is ${schema.minLength}).`);
    if (schema.format === 'date-time' && Number.isNaN(Date.parse(value))) errors.push(`For '${at}', "${value}" is not a date-time.`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      errors.push(`For '${at}', ${value} is less than the minimum ${schema.minimum}.`);
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      errors.push(`For '${at}', ${value} is more than the maximum ${schema.maximum}.`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
      errors.push(`For '${at}', has ${value.length} items; maximum is ${schema.maxItems}.`);
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      errors.push(`For '${at}', has ${value.length} items; minimum is ${schema.minItems}.`);
    if (schema.items) value.forEach((v, i) => errors.push(...validate(schema.items as Schema, v, `${path}/${i}`)));
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value))
    errors.push(...validateObject(schema, value as Record<string, unknown>, path));
  if (schema.allOf) for (const s of schema.allOf as Schema[]) errors.push(...validate(s, value, path));
  if (schema.anyOf && !(schema.anyOf as Schema[]).some((s) => validate(s, value, path).length === 0))
    errors.push(`For '${at}', does not match any of the allowed shapes (anyOf).`);
  if (schema.oneOf && (schema.oneOf as Schema[]).filter((s) => validate(s, value, path).length === 0).length !== 1)
    errors.push(`For '${at}', does not match exactly one allowed shape (oneOf).`);
  return errors;
}

function validateObject(schema: Schema, value: Record<string, unknown>, path: string): string[] {
  const errors: string[] = [];
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  for (const r of (schema.required ?? []) as string[]) if (!(r in value)) errors.push(`"${r}" wasn't supplied.`);
  for (const [k, v] of Object.entries(value)) {
    if (props[k]) errors.push(...validate(props[k], v, `${path}/${k}`));
    else if (schema.additionalProperties === false) errors.push(`For '${path || '/'}', "${k}" is not a permitted key.`);
    else if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
      errors.push(...validate(schema.additionalProperties as Schema, v, `${path}/${k}`));
  }
  return errors;
}
