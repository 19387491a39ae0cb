import * as v from "valibot";
import type { FieldErrors, FieldSpec, FieldValues, Fields } from "./form-fields";
import { keptPerObject } from "./kept";

/**
 * The valibot schema of each field, derived from its spec (form-fields.ts), and the parse of a
 * whole form. Only actions use it, so valibot stays out of the browser bundle.
 */

/*
 * Every pattern here runs only after the value's length has been checked (parseFields aborts a
 * field's pipe at its first issue), and none can backtrack: each is one character class, or
 * alternatives that start with different characters.
 */

/** The phone number proper: digits, spaces and the usual punctuation, an optional leading +. */
const PHONE_NUMBER = /^\+?[0-9\s().-]+$/;
const PHONE_EXTENSION = /^[0-9]{1,6}$/;

/** "407-555-0101", "+1 (407) 555-0101 ext. 12": 7 to 20 digits, an optional extension. */
function phoneIsValid(value: string): boolean {
  const [number, extension, ...more] = value.toLowerCase().split(/ext\.?|x/);
  if (more.length > 0 || !PHONE_NUMBER.test(number.trimEnd())) return false;
  if (extension !== undefined && !PHONE_EXTENSION.test(extension.trim())) return false;
  let digits = 0;
  for (const character of value) if (character >= "0" && character <= "9") digits++;
  return digits >= 7 && digits <= 20;
}

/**
 * The HTML standard's "valid e-mail address" (what <input type=email> accepts: o'brien@…, a&b@…,
 * punycode domains), with one difference: the domain needs a dot. "someone@localhost" names no
 * mailbox the owner can write to, so it gets the field's message instead of a lead nobody can answer.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Line breaks, tabs, NUL and the other control characters: never in a one-line answer. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** A multi-line answer keeps its line breaks and tabs, but no other control character. */
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * What shows nothing: whitespace, format characters (zero-width, bidi controls, the BOM) and the
 * blank letters (Hangul fillers, braille blank).
 */
const INVISIBLE = /[\s\p{Cf}\u115f\u1160\u3164\uffa0\u2800]/gu;

/** Whether an answer has anything to see once its invisible characters are gone. */
export function isVisible(value: string): boolean {
  return value.replace(INVISIBLE, "") !== "";
}

/**
 * A trimmed text answer; "" (or only invisible characters) counts as missing. Optional fields
 * give null when left empty. A one-line answer refuses every control character, a multi-line one
 * all but line breaks and tabs, each with the field's own message.
 */
function textSchema(spec: FieldSpec, check?: (value: string) => boolean) {
  const { message, maxLength = Infinity, tooLong = message } = spec;
  const multiline = spec.kind === "textarea";
  const controls = multiline ? CONTROL_BUT_LINES : CONTROL;
  const noControls = v.check<string, string>((value) => !controls.test(value), spec.controlCharacters ?? message);
  const valid = (value: string) => value === "" || !check || check(value);
  if (spec.required) {
    return v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(maxLength, tooLong),
      v.check(isVisible, message),
      noControls,
      v.check(valid, message),
    );
  }
  return v.pipe(
    v.optional(v.string(message), ""),
    v.trim(),
    v.maxLength(maxLength, tooLong),
    noControls,
    // Only invisible characters: as if left empty.
    v.transform((value) => (isVisible(value) ? value : "")),
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
        v.regex(EMAIL, message),
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
const formSchema = keptPerObject((fields: Fields): v.GenericSchema<unknown, Record<string, unknown>> =>
  v.object(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field.spec)]))),
);

export function parseFields<F extends Fields>(fields: F, input: Record<string, unknown>): ParseResult<F> {
  // One message per field, and a value's length is checked before any pattern runs over it.
  const result = v.safeParse(formSchema(fields), input, { abortPipeEarly: true });
  if (result.success) return { success: true, output: result.output as FieldValues<F> };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const name = issue.path?.[0]?.key;
    if (typeof name === "string" && !(name in errors)) errors[name] = issue.message;
  }
  return { success: false, errors };
}
