import { statusWord } from "./status-word";
import type { LeadColumnName } from "./lead-columns";
import { FORM_NAMES, FORM_SOURCES, LEAD_FORM_IDS, SELLER_SERVICE_LEVELS } from "~/content/lead-forms";

const nameOfSource = new Map<string, string>(LEAD_FORM_IDS.map((id) => [FORM_SOURCES[id], FORM_NAMES[id]]));

/**
 * A lead's form as the owner calls it: "Email list sign-up (footer)" for the stored
 * "Footer Email Intake". A waitlist's source already names its offer ("Waitlist: AI Playbook").
 */
export function formName(source: string): string {
  return nameOfSource.get(source) ?? source;
}

const serviceLevelLabel = new Map<string, string>(SELLER_SERVICE_LEVELS.map((level) => [level.value, level.label]));

/** A seller's service level in the words of the form she chose it on ("Premium Service"). */
export function serviceLevelName(value: string): string {
  return serviceLevelLabel.get(value) ?? value;
}

/** A lead's follow-up status as a word ("New", "Contacted", "Closed"). */
export const leadStatusName = statusWord;

/**
 * A stored value of a lead in her words, as her lead's page and the CSV show it: the form's name,
 * the status and service level in words, a list joined; "" when empty. Times are the caller's
 * (the page and the CSV write them differently).
 */
export function leadValueText(column: LeadColumnName, value: unknown, listSeparator = ", "): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(listSeparator);
  const text = String(value);
  if (column === "form_source") return formName(text);
  if (column === "status") return leadStatusName(text);
  if (column === "service_level") return serviceLevelName(text);
  return text;
}
