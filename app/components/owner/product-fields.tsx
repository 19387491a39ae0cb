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

type Read = (name: string) => string;
type ReadError = (name: string) => string | undefined;

/** One field of the product form: its label, its saved or typed value and its message. */
function ProductField({
  name,
  value,
  error,
  ...field
}: Omit<Parameters<typeof SiteField>[0], "value" | "error" | "idPrefix"> & { value: Read; error: ReadError }) {
  return <SiteField {...field} name={name} idPrefix="product" value={value(name)} error={error(name)} />;
}

/** One choice of the product form; nothing saved or typed yet: its first option. */
function ProductSelect({
  name,
  options,
  value,
  error,
  ...field
}: Omit<Parameters<typeof SiteSelect>[0], "value" | "error" | "idPrefix"> & { value: Read; error: ReadError }) {
  return (
    <SiteSelect
      {...field}
      name={name}
      options={options}
      idPrefix="product"
      value={value(name) || options[0].value}
      error={error(name)}
    />
  );
}

export function ProductWordFields({ value, error }: { value: Read; error: ReadError }) {
  const read = { value, error };
  return (
    <>
      <ProductField {...read} label="Title" name="title" maxLength={SITE_LIMITS.productTitle} required />
      <ProductField
        {...read}
        label="Line under the title (optional)"
        name="tagline"
        maxLength={SITE_LIMITS.productTagline}
      />
      <ProductField
        {...read}
        label="The promise: what it does for the buyer"
        name="promise"
        multiline
        maxLength={SITE_LIMITS.productBlock}
        hint="A few sentences; a blank line starts a new paragraph."
        required
      />
      <ProductField
        {...read}
        label="What's inside (optional)"
        name="inside"
        multiline
        maxLength={SITE_LIMITS.productBlock}
        hint="One thing per line, shown with a check mark."
      />
      <ProductField
        {...read}
        label="Who it is for (optional)"
        name="for_whom"
        multiline
        maxLength={SITE_LIMITS.productBlock}
        hint="A few sentences; a blank line starts a new paragraph."
      />
      <ProductField
        {...read}
        label="Questions and answers (optional)"
        name="faq"
        multiline
        maxLength={SITE_LIMITS.productBlock}
        hint="The question on one line, its answer on the next (“Q:” and “A:” may start them); a blank line before the next question. The site adds its refund and download answers."
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
  value: Read;
  error: ReadError;
  paymentsReady: boolean;
  priceHint: string;
}) {
  return (
    <>
      <ProductField
        value={value}
        error={error}
        label="Price in dollars"
        name="amount"
        hint={
          paymentsReady
            ? priceHint
            : "Connect Stripe first (your Stripe secret key on the site), then type a price here."
        }
      />
      <ProductSelect value={value} error={error} label="Charged" name="interval" options={INTERVAL_OPTIONS} />
      <ProductSelect value={value} error={error} label="Home page tab" name="tab" options={TAB_OPTIONS} />
      <ProductSelect
        value={value}
        error={error}
        label="Status"
        name="status"
        options={STATUS_OPTIONS}
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
