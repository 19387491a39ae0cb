import * as v from "valibot";
import { tooLongMessage, type Choice } from "~/content/lead-forms";

/**
 * A form field described once: the valibot schema the server parses it with, and the facts the
 * HTML input needs (type, required, maxLength, min, choices). The browser's constraints and the
 * server's checks therefore cannot drift apart.
 */

export type FieldKind = "text" | "email" | "tel" | "number" | "textarea" | "select" | "radio" | "checkboxes" | "hidden";

export interface FieldSpec {
  kind: FieldKind;
  label: string;
  required: boolean;
  /** The message beside the field when the server refuses it. */
  message: string;
  maxLength?: number;
  min?: number;
  max?: number;
  choices?: readonly Choice[];
  /** What the field starts with (a pre-checked radio, a hidden value). */
  defaultValue?: string;
  autoComplete?: string;
}

export interface Field<T> {
  spec: FieldSpec;
  schema: v.GenericSchema<unknown, T>;
}

/** What a visitor typed, kept to fill the form again after a refusal. */
export type SubmittedValues = Record<string, string | string[]>;
export type FieldErrors = Record<string, string>;

const PHONE_CHARACTERS = /^\+?[0-9\s().\-]+(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i;

function phoneIsValid(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return PHONE_CHARACTERS.test(value) && digits >= 7 && digits <= 20;
}

/** A trimmed line of text; "" counts as missing. Optional fields give null when left empty. */
function textSchema(required: boolean, message: string, maxLength: number, check?: (value: string) => boolean) {
  const valid = (value: string) => value === "" || !check || check(value);
  if (required) {
    return v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(maxLength, tooLongMessage(maxLength)), v.check(valid, message));
  }
  return v.pipe(
    v.optional(v.string(message), ""),
    v.trim(),
    v.maxLength(maxLength, tooLongMessage(maxLength)),
    v.check(valid, message),
    v.transform((value) => (value === "" ? null : value)),
  );
}

interface TextOptions {
  label: string;
  message: string;
  maxLength: number;
  autoComplete?: string;
}

export function requiredText(options: TextOptions & { multiline?: boolean }): Field<string> {
  return {
    spec: { kind: options.multiline ? "textarea" : "text", required: true, ...options },
    schema: textSchema(true, options.message, options.maxLength) as v.GenericSchema<unknown, string>,
  };
}

export function optionalText(options: TextOptions & { multiline?: boolean }): Field<string | null> {
  return {
    spec: { kind: options.multiline ? "textarea" : "text", required: false, ...options },
    schema: textSchema(false, options.message, options.maxLength) as v.GenericSchema<unknown, string | null>,
  };
}

/** An email address, trimmed and lower-cased before it is checked. */
export function emailAddress(options: TextOptions): Field<string> {
  return {
    spec: { kind: "email", required: true, autoComplete: "email", ...options },
    schema: v.pipe(
      v.string(options.message),
      v.trim(),
      v.nonEmpty(options.message),
      v.maxLength(options.maxLength, tooLongMessage(options.maxLength)),
      v.toLowerCase(),
      v.email(options.message),
    ) as v.GenericSchema<unknown, string>,
  };
}

export function phoneNumber<R extends boolean>(options: TextOptions & { required: R }): Field<R extends true ? string : string | null> {
  const { required, ...rest } = options;
  return {
    spec: { kind: "tel", required, autoComplete: "tel", ...rest },
    schema: textSchema(required, options.message, options.maxLength, phoneIsValid) as unknown as v.GenericSchema<unknown, never>,
  };
}

/** A whole number typed into a number input, between min and max. */
export function wholeNumber(options: { label: string; message: string; min: number; max: number }): Field<number> {
  return {
    spec: { kind: "number", required: true, ...options },
    schema: v.pipe(
      v.string(options.message),
      v.trim(),
      v.regex(/^[0-9]{1,9}$/, options.message),
      v.transform(Number),
      v.minValue(options.min, options.message),
      v.maxValue(options.max, options.message),
    ) as v.GenericSchema<unknown, number>,
  };
}

/**
 * One of a fixed set of choices (a radio group or a select). With a default, a missing answer
 * takes the default; without one, it is required.
 */
export function oneOf<V extends string>(options: { label: string; message: string; choices: readonly Choice<V>[]; kind: "radio" | "select"; defaultValue?: V }): Field<V> {
  const values = options.choices.map((choice) => choice.value as string);
  const isChoice = (value: string): value is V => values.includes(value);
  const base = options.defaultValue === undefined ? v.string(options.message) : v.optional(v.string(options.message), options.defaultValue);
  return {
    spec: { kind: options.kind, required: options.defaultValue === undefined, label: options.label, message: options.message, choices: options.choices, defaultValue: options.defaultValue },
    schema: v.pipe(base, v.trim(), v.check(isChoice, options.message)) as unknown as v.GenericSchema<unknown, V>,
  };
}

/** Any of a fixed set of checkboxes, none required; each value at most once. */
export function someOf<V extends string>(options: { label: string; message: string; choices: readonly Choice<V>[] }): Field<V[]> {
  const values = options.choices.map((choice) => choice.value as string);
  return {
    spec: { kind: "checkboxes", required: false, ...options },
    schema: v.pipe(
      v.optional(v.array(v.string(options.message), options.message), []),
      v.check((list) => list.every((item) => values.includes(item)), options.message),
      v.transform((list) => values.filter((value) => list.includes(value)) as V[]),
    ) as v.GenericSchema<unknown, V[]>,
  };
}

/** A value the page sets in a hidden input; anything unexpected gives `fallback`. */
export function hiddenValue<T>(options: { read: (value: string) => T | null; fallback: T }): Field<T> {
  return {
    spec: { kind: "hidden", required: false, label: "", message: "" },
    schema: v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === "string" ? options.read(value) ?? options.fallback : options.fallback)),
    ) as v.GenericSchema<unknown, T>,
  };
}

export type Fields = Record<string, Field<unknown>>;
export type FieldValues<F extends Fields> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never };

/**
 * The posted form as the schema sees it. A field sent once is a string; sent twice (or as a file),
 * it is kept as it came and the schema refuses it instead of guessing which one was meant.
 */
export function readForm(formData: FormData, fields: Fields): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const all = formData.getAll(name);
    // Every key is present, so a missing field gets its own message rather than valibot's "Invalid key".
    if (field.spec.kind === "checkboxes") input[name] = all.length ? all : undefined;
    else input[name] = all.length === 0 ? undefined : all.length === 1 ? all[0] : all;
  }
  return input;
}

/** The visitor's own answers, to put back into the form (text only; no files). */
export function submittedValues(formData: FormData, fields: Fields): SubmittedValues {
  const values: SubmittedValues = {};
  for (const [name, field] of Object.entries(fields)) {
    const texts = formData.getAll(name).filter((item): item is string => typeof item === "string");
    if (field.spec.kind === "hidden" || texts.length === 0) continue;
    values[name] = field.spec.kind === "checkboxes" ? texts : texts[0];
  }
  return values;
}

export type ParseResult<F extends Fields> = { success: true; output: FieldValues<F> } | { success: false; errors: FieldErrors };

export function parseFields<F extends Fields>(fields: F, input: Record<string, unknown>): ParseResult<F> {
  const entries = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema]));
  const result = v.safeParse(v.object(entries), input);
  if (result.success) return { success: true, output: result.output as FieldValues<F> };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const name = issue.path?.[0]?.key;
    if (typeof name === "string" && !(name in errors)) errors[name] = issue.message;
  }
  return { success: false, errors };
}

/** The HTML attributes that mirror the schema's rules. */
export function inputConstraints(spec: FieldSpec): {
  type?: string;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number;
  inputMode?: "numeric" | "email" | "tel";
  autoComplete?: string;
} {
  const constraints: ReturnType<typeof inputConstraints> = {};
  if (spec.kind === "email" || spec.kind === "tel" || spec.kind === "number" || spec.kind === "text" || spec.kind === "hidden") constraints.type = spec.kind;
  if (spec.required) constraints.required = true;
  if (spec.maxLength !== undefined) constraints.maxLength = spec.maxLength;
  if (spec.kind === "number") {
    constraints.min = spec.min;
    constraints.max = spec.max;
    constraints.step = 1;
    constraints.inputMode = "numeric";
  }
  if (spec.autoComplete) constraints.autoComplete = spec.autoComplete;
  return constraints;
}
