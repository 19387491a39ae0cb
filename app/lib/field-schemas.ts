import * as v from "valibot";
import type { FieldErrors, FieldSpec, FieldValues, Fields } from "./form-fields";

/**
 * The valibot schema of each field, derived from its spec (form-fields.ts), and the parse of a
 * whole form. Only actions use it, so valibot stays out of the browser bundle.
 */

const PHONE_CHARACTERS = /^\+?[0-9\s().-]+(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i;

function phoneIsValid(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return PHONE_CHARACTERS.test(value) && digits >= 7 && digits <= 20;
}

/** A trimmed line of text; "" counts as missing. Optional fields give null when left empty. */
function textSchema(spec: FieldSpec, check?: (value: string) => boolean) {
  const { message, maxLength = Infinity, tooLong = message } = spec;
  const valid = (value: string) => value === "" || !check || check(value);
  if (spec.required) {
    return v.pipe(
      v.string(message),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(maxLength, tooLong),
      v.check(valid, message),
    );
  }
  return v.pipe(
    v.optional(v.string(message), ""),
    v.trim(),
    v.maxLength(maxLength, tooLong),
    v.check(valid, message),
    v.transform((value) => (value === "" ? null : value)),
  );
}

export function fieldSchema(spec: FieldSpec): v.GenericSchema<unknown, unknown> {
  const { message } = spec;
  const values = (spec.choices ?? []).map((choice) => choice.value);
  switch (spec.kind) {
    case "text":
    case "textarea":
      return textSchema(spec);
    case "tel":
      return textSchema(spec, phoneIsValid);
    case "email":
      return v.pipe(
        v.string(message),
        v.trim(),
        v.nonEmpty(message),
        v.maxLength(spec.maxLength ?? Infinity, spec.tooLong ?? message),
        v.toLowerCase(),
        v.email(message),
      );
    case "number":
      return v.pipe(
        v.string(message),
        v.trim(),
        v.regex(/^[0-9]{1,9}$/, message),
        v.transform(Number),
        v.minValue(spec.min ?? 0, message),
        v.maxValue(spec.max ?? Number.MAX_SAFE_INTEGER, message),
      );
    case "select":
    case "radio": {
      const base =
        spec.defaultValue === undefined ? v.string(message) : v.optional(v.string(message), spec.defaultValue);
      return v.pipe(
        base,
        v.trim(),
        v.check((value) => values.includes(value), message),
      );
    }
    case "checkboxes":
      return v.pipe(
        v.optional(v.array(v.string(message), message), []),
        v.check((list) => list.every((item) => values.includes(item)), message),
        v.transform((list) => values.filter((value) => list.includes(value))),
      );
    case "hidden":
      return v.pipe(
        v.unknown(),
        v.transform((value) => (typeof value === "string" && values.includes(value) ? value : spec.defaultValue)),
      );
  }
}

export type ParseResult<F extends Fields> =
  { success: true; output: FieldValues<F> } | { success: false; errors: FieldErrors };

// Each form's object schema, built on first use.
const formSchemas = new WeakMap<Fields, v.GenericSchema<unknown, Record<string, unknown>>>();

function formSchema(fields: Fields) {
  let schema = formSchemas.get(fields);
  if (!schema) {
    schema = v.object(
      Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field.spec)])),
    );
    formSchemas.set(fields, schema);
  }
  return schema;
}

export function parseFields<F extends Fields>(fields: F, input: Record<string, unknown>): ParseResult<F> {
  const result = v.safeParse(formSchema(fields), input);
  if (result.success) return { success: true, output: result.output as FieldValues<F> };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const name = issue.path?.[0]?.key;
    if (typeof name === "string" && !(name in errors)) errors[name] = issue.message;
  }
  return { success: false, errors };
}
