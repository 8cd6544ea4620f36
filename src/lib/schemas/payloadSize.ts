import { z } from './zod.ts';

/**
 * What a schema cannot show by itself: the length a custom check allows (plainText), the most UTF-8
 * bytes one of its UTF-16 units can take in JSON when it admits no control character or broken
 * Unicode (3 instead of 6 for a `\u0001`), and how many entries a record holds when a refinement
 * decides it (alt texts of a species' own photos). Clones (`.describe()`) inherit these.
 */
export type PayloadBounds = { maxLength?: number; maxJsonBytesPerUnit?: number; maxEntries?: number };
export const payloadBounds = z.registry<PayloadBounds>();

/** In JSON a UTF-16 unit takes at most 6 bytes: a control character or a lone surrogate as `\uXXXX`. */
const anyJsonBytesPerUnit = 6;
/** Urlencoded, at most 9: a character of 3 UTF-8 bytes as `%XX%XX%XX` (a pair of 4 bytes is 12 for 2 units). */
const formBytesPerUnit = 9;
/** The longest JSON number, such as -1.7976931348623157e+308. */
const maxNumberChars = 24;

/** The parts of a zod definition the sizes read; each is present for its kinds of schema only. */
type Def = {
  type: string;
  checks?: z.core.$ZodCheck[];
  innerType: z.core.$ZodType;
  in: z.core.$ZodType;
  element: z.core.$ZodType;
  keyType: z.core.$ZodType;
  valueType: z.core.$ZodType;
  options: z.core.$ZodType[];
  shape: Record<string, z.core.$ZodType>;
  catchall?: z.core.$ZodType;
  entries: Record<string, unknown>;
  values: unknown[];
};

function defOf(schema: z.core.$ZodType): Def {
  return schema._zod.def as unknown as Def;
}

function unbounded(schema: z.core.$ZodType, what: string): Error {
  return new Error(`A ${defOf(schema).type} schema without ${what} has no largest payload; give it one.`);
}

/** The `maximum` of a max_length or length_equals check, or the registered maxLength. */
function maxLengthOf(schema: z.core.$ZodType): number {
  const lengths = (defOf(schema).checks ?? []).flatMap((check) => {
    const def = check._zod.def as { check: string; maximum?: number; length?: number };
    if (def.check === 'max_length') return [def.maximum!];
    if (def.check === 'length_equals') return [def.length!];
    return [];
  });
  const registered = payloadBounds.get(schema)?.maxLength;
  if (registered !== undefined) lengths.push(registered);
  if (lengths.length === 0) throw unbounded(schema, 'a maximum length');
  return Math.min(...lengths);
}

const utf8 = new TextEncoder();
const jsonBytes = (value: unknown) => utf8.encode(JSON.stringify(value)).byteLength;
const formBytes = (value: unknown) => encodeURIComponent(String(value)).length;

/** The schema inside a wrapper that does not change what is sent, or undefined for anything else. */
function innerOf(schema: z.core.$ZodType): z.core.$ZodType | undefined {
  const def = defOf(schema);
  if (['optional', 'default', 'prefault', 'nonoptional', 'readonly', 'catch'].includes(def.type)) return def.innerType;
  if (def.type === 'pipe') return def.in;
  return undefined;
}

/**
 * The most bytes a JSON text of a value the schema accepts can take, written as JSON.stringify
 * writes it (no spaces) with every string already trimmed, as the admin's forms send it: each string
 * at its maximum length of its heaviest characters, each array at its maximum count, every optional
 * field present. Throws for a schema with no such bound (a string or array without a maximum, an
 * object that keeps unknown keys), so that every payload schema has one.
 */
export function largestJsonBytes(schema: z.core.$ZodType): number {
  const inner = innerOf(schema);
  if (inner) return largestJsonBytes(inner);
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return 2 + maxLengthOf(schema) * (payloadBounds.get(schema)?.maxJsonBytesPerUnit ?? anyJsonBytesPerUnit);
    case 'boolean':
      return jsonBytes(false);
    case 'number':
      return maxNumberChars;
    case 'null':
      return jsonBytes(null);
    case 'nullable':
      return Math.max(jsonBytes(null), largestJsonBytes(def.innerType));
    case 'enum':
      return Math.max(...Object.values(def.entries).map(jsonBytes));
    case 'literal':
      return Math.max(...def.values.map(jsonBytes));
    case 'union':
      return Math.max(...def.options.map(largestJsonBytes));
    case 'array': {
      const count = maxLengthOf(schema);
      return 2 + count * largestJsonBytes(def.element) + Math.max(0, count - 1);
    }
    case 'record': {
      const count = payloadBounds.get(schema)?.maxEntries;
      if (count === undefined) throw unbounded(schema, 'a maximum number of entries');
      return 2 + count * (largestJsonBytes(def.keyType) + 1 + largestJsonBytes(def.valueType)) + Math.max(0, count - 1);
    }
    case 'object': {
      const fields = Object.entries(declaredShapeOf(schema));
      const sizes = fields.map(([key, field]) => jsonBytes(key) + 1 + largestJsonBytes(field));
      return 2 + sizes.reduce((sum, size) => sum + size, 0) + Math.max(0, fields.length - 1);
    }
    default:
      throw new Error(`The largest JSON payload of a ${def.type} schema is not known.`);
  }
}

/** The declared fields: a strict object refuses others and a plain one drops them, but a loose one keeps them. */
function declaredShapeOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType> {
  const def = defOf(schema);
  if (def.catchall !== undefined && defOf(def.catchall).type !== 'never') throw unbounded(schema, 'a closed shape');
  return def.shape;
}

/**
 * The most bytes an application/x-www-form-urlencoded body of a value the object schema accepts can
 * take, as a browser posts a form: every field present, each value at its maximum length of
 * characters of 3 UTF-8 bytes, each byte as %XX.
 */
export function largestFormBytes(schema: z.core.$ZodType): number {
  const inner = innerOf(schema);
  if (inner) return largestFormBytes(inner);
  const fields = Object.entries(declaredShapeOf(schema));
  const sizes = fields.map(([key, field]) => formBytes(key) + 1 + largestFormValueBytes(field));
  return sizes.reduce((sum, size) => sum + size, 0) + Math.max(0, fields.length - 1);
}

function largestFormValueBytes(schema: z.core.$ZodType): number {
  const inner = innerOf(schema);
  if (inner) return largestFormValueBytes(inner);
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return maxLengthOf(schema) * formBytesPerUnit;
    case 'boolean':
      return formBytes(false);
    case 'number':
      return maxNumberChars;
    case 'enum':
      return Math.max(...Object.values(def.entries).map(formBytes));
    case 'literal':
      return Math.max(...def.values.map(formBytes));
    default:
      throw new Error(`A ${def.type} field cannot be posted as a form.`);
  }
}
