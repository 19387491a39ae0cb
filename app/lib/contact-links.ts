/**
 * Links that let the owner reach a person from her phone: call, text, write. Pure, so the lead
 * list, a lead's page and an order's page build them the same way.
 */

/** A phone number as a dialler reads it: digits, and a leading + kept. */
function dialled(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return digits.replace(/\D/g, "").length >= 7 ? digits : null;
}

/** `tel:` for a call; null for a number too short to dial. */
export function telHref(phone: string | null | undefined): string | null {
  const number = phone ? dialled(phone) : null;
  return number ? `tel:${number}` : null;
}

/** `sms:` for a text message; null for a number too short. */
export function smsHref(phone: string | null | undefined): string | null {
  const number = phone ? dialled(phone) : null;
  return number ? `sms:${number}` : null;
}

/** `mailto:` with a subject already written. */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}
