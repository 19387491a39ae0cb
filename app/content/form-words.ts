/** The words all lead-form fields share (apart from lead-forms.ts so the browser loads only these). */

export const OPTIONAL_MARK = "(optional)";
export const CHOOSE_PLACEHOLDER = "Choose one…";
export const HONEYPOT_LABEL = "Leave this field empty";

export function tooLongMessage(max: number): string {
  return `Please keep this to ${max.toLocaleString("en-US")} characters or fewer.`;
}

/** A typed answer holding a line break, NUL or another control character. */
export function controlCharactersMessage(label: string, multiline: boolean): string {
  return multiline
    ? `${label} must not contain control characters.`
    : `${label} must be on one line, without control characters.`;
}
