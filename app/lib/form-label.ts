import type { FormLabel } from "~/content/site-form-labels";

/**
 * A field's label as her form shows it: "Credentials (one a line, only what is true)". A module of
 * its own: her forms draw it in the browser, and site-forms.ts would bring valibot with it.
 */
export const formLabel = ({ label, more }: FormLabel): string => (more ? `${label} (${more})` : label);
