import type { Choice } from "~/content/lead-forms";

/**
 * A form field described once, as plain data: the facts the HTML input needs (type, required,
 * maxLength, min, choices) and the message beside it. The server's valibot schema is derived from
 * the same spec (field-schemas.ts), so the browser's constraints and the server's checks cannot
 * drift apart — and the browser bundle carries the field specs without valibot.
 */

export type FieldKind = "text" | "email" | "tel" | "number" | "textarea" | "select" | "radio" | "checkboxes" | "hidden";

export interface FieldSpec {
  kind: FieldKind;
  label: string;
  required: boolean;
  /** The message beside the field when the server refuses it. */
  message: string;
  maxLength?: number;
  /** The message for a value over maxLength. */
  tooLong?: string;
  /** A text answer's message for a control character (a line break in a one-line answer, NUL…). */
  controlCharacters?: string;
  min?: number;
  max?: number;
  /** The allowed values of a select, radio, checkbox or hidden field. */
  choices?: readonly Choice[];
  /** What the field starts with (a pre-checked radio); a hidden field's value when anything else comes. */
  defaultValue?: string;
  autoComplete?: string;
}

/** A field whose parsed value is a T (the type only; the schema is built from the spec on the server). */
export interface Field<T> {
  spec: FieldSpec;
  /** Type-level only, never set. */
  readonly output?: T;
}

/** What a visitor typed, kept to fill the form again after a refusal. */
export type SubmittedValues = Record<string, string | string[]>;
export type FieldErrors = Record<string, string>;

interface TextOptions {
  label: string;
  message: string;
  maxLength: number;
  /** The message for a value over maxLength (content/form-words tooLongMessage). */
  tooLong: string;
  /** The message for a control character (content/form-words controlCharactersMessage). */
  controlCharacters: string;
  autoComplete?: string;
}

/** A trimmed line of text; "" counts as missing. */
export function requiredText(options: TextOptions & { multiline?: boolean }): Field<string> {
  const { multiline, ...rest } = options;
  return { spec: { kind: multiline ? "textarea" : "text", required: true, ...rest } };
}

/** Optional text gives null when left empty. */
export function optionalText(options: TextOptions & { multiline?: boolean }): Field<string | null> {
  const { multiline, ...rest } = options;
  return { spec: { kind: multiline ? "textarea" : "text", required: false, ...rest } };
}

/** An email address, trimmed and lower-cased before it is checked. */
export function emailAddress(options: Omit<TextOptions, "controlCharacters">): Field<string> {
  return { spec: { kind: "email", required: true, autoComplete: "email", ...options } };
}

export function phoneNumber<R extends boolean>(
  options: TextOptions & { required: R },
): Field<R extends true ? string : string | null> {
  const { required, ...rest } = options;
  return { spec: { kind: "tel", required, autoComplete: "tel", ...rest } };
}

/** A whole number typed into a number input, between min and max. */
export function wholeNumber(options: { label: string; message: string; min: number; max: number }): Field<number> {
  return { spec: { kind: "number", required: true, ...options } };
}

/**
 * One of a fixed set of choices (a radio group or a select). With a default, a missing answer
 * takes the default; without one, it is required.
 */
export function oneOf<V extends string>(options: {
  label: string;
  message: string;
  choices: readonly Choice<V>[];
  kind: "radio" | "select";
  defaultValue?: V;
}): Field<V> {
  return {
    spec: {
      kind: options.kind,
      required: options.defaultValue === undefined,
      label: options.label,
      message: options.message,
      choices: options.choices,
      defaultValue: options.defaultValue,
    },
  };
}

/** Any of a fixed set of checkboxes, none required; each value at most once. */
export function someOf<V extends string>(options: {
  label: string;
  message: string;
  choices: readonly Choice<V>[];
}): Field<V[]> {
  return { spec: { kind: "checkboxes", required: false, ...options } };
}

/** A value the page sets in a hidden input; anything but one of `values` gives `fallback`. */
export function hiddenValue<V extends string>(options: { values: readonly V[]; fallback: V }): Field<V> {
  return {
    spec: {
      kind: "hidden",
      required: false,
      label: "",
      message: "",
      choices: options.values.map((value) => ({ value, label: value })),
      defaultValue: options.fallback,
    },
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
  if (
    spec.kind === "email" ||
    spec.kind === "tel" ||
    spec.kind === "number" ||
    spec.kind === "text" ||
    spec.kind === "hidden"
  )
    constraints.type = spec.kind;
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
