import { FieldBlock, INPUT } from "./field-block";
import { SiteField, SiteSelect } from "./site-fields";
import { PRODUCT_STATUS_WORDS, PRODUCT_STATUSES } from "~/content/products";
import { SITE_LIMITS } from "~/content/site-limits";

/**
 * The fields of a product of hers (/owner/products/new, /owner/products/{slug}): its words, where
 * it shows, whether it sells, a price typed in dollars and a cover. Each keeps what she typed
 * after a refusal, with the message beside it.
 */

export const STATUS_OPTIONS = PRODUCT_STATUSES.map((value) => ({
  value,
  label: `${PRODUCT_STATUS_WORDS[value].short}: ${PRODUCT_STATUS_WORDS[value].effect}`,
}));

const TAB_OPTIONS = [
  { value: "ebooks", label: "Ebooks & Guides" },
  { value: "bundles", label: "Bundles & Accelerators" },
];

const INTERVAL_OPTIONS = [
  { value: "one-time", label: "Once (one-time)" },
  { value: "month", label: "Every month" },
];

export function ProductWordFields({
  value,
  error,
}: {
  value: (name: string) => string;
  error: (name: string) => string | undefined;
}) {
  return (
    <>
      <SiteField
        label="Title"
        name="title"
        idPrefix="product"
        value={value("title")}
        error={error("title")}
        maxLength={SITE_LIMITS.productTitle}
        required
      />
      <SiteField
        label="Line under the title (optional)"
        name="tagline"
        idPrefix="product"
        value={value("tagline")}
        error={error("tagline")}
        maxLength={SITE_LIMITS.productTagline}
      />
      <SiteField
        label="The promise: what it does for the buyer"
        name="promise"
        idPrefix="product"
        value={value("promise")}
        error={error("promise")}
        multiline
        maxLength={SITE_LIMITS.productBlock}
        hint="A few sentences; a blank line starts a new paragraph."
        required
      />
      <SiteField
        label="What's inside (optional)"
        name="inside"
        idPrefix="product"
        value={value("inside")}
        error={error("inside")}
        multiline
        maxLength={SITE_LIMITS.productBlock}
        hint="One thing per line, shown with a check mark."
      />
      <SiteField
        label="Who it is for (optional)"
        name="for_whom"
        idPrefix="product"
        value={value("for_whom")}
        error={error("for_whom")}
        multiline
        maxLength={SITE_LIMITS.productBlock}
      />
      <SiteField
        label="Questions and answers (optional)"
        name="faq"
        idPrefix="product"
        value={value("faq")}
        error={error("faq")}
        multiline
        maxLength={SITE_LIMITS.productBlock}
        hint="The question on one line, its answer on the next; a blank line before the next question. The site adds its refund and download answers."
      />
    </>
  );
}

export function ProductSaleFields({
  value,
  error,
  paymentsReady,
  priceHint,
}: {
  value: (name: string) => string;
  error: (name: string) => string | undefined;
  paymentsReady: boolean;
  priceHint: string;
}) {
  return (
    <>
      <SiteField
        label="Price in dollars"
        name="amount"
        idPrefix="product"
        value={value("amount")}
        error={error("amount")}
        hint={
          paymentsReady
            ? priceHint
            : "Connect Stripe first (your Stripe secret key on the site), then type a price here."
        }
      />
      <SiteSelect
        label="Charged"
        name="interval"
        idPrefix="product"
        value={value("interval") || "one-time"}
        options={INTERVAL_OPTIONS}
        error={error("interval")}
      />
      <SiteSelect
        label="Home page tab"
        name="tab"
        idPrefix="product"
        value={value("tab") || "ebooks"}
        options={TAB_OPTIONS}
        error={error("tab")}
      />
      <SiteSelect
        label="Status"
        name="status"
        idPrefix="product"
        value={value("status") || "draft"}
        options={STATUS_OPTIONS}
        error={error("status")}
        hint="On sale needs its price and (bought once) at least one file."
      />
    </>
  );
}

/** A file field of the form (the cover, the first file). */
export function ProductFileField({
  name,
  label,
  hint,
  accept,
  error,
}: {
  name: string;
  label: string;
  hint: string;
  accept: string;
  error?: string;
}) {
  return (
    <FieldBlock id={`product-${name}`} label={label} hint={hint} error={error}>
      {(aria) => <input {...aria} type="file" name={name} accept={accept} className={INPUT} />}
    </FieldBlock>
  );
}

export const COVER_ACCEPT = "image/jpeg,image/png,image/webp";
export const FILE_ACCEPT =
  ".pdf,.epub,.zip,.mp3,.mp4,application/pdf,application/epub+zip,application/zip,audio/mpeg,video/mp4";
