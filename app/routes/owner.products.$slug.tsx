import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OfferFilesCard } from "~/components/owner/offer-files-card";
import { OwnerActionToast, OwnerForm } from "~/components/owner/owner-form";
import {
  COVER_ACCEPT,
  ProductFileField,
  ProductSaleFields,
  ProductWordFields,
} from "~/components/owner/product-fields";
import { SiteCard, SitePage, useSiteActionData } from "~/components/owner/site-fields";
import { FieldBlock } from "~/components/owner/field-block";
import { Link } from "~/components/ui/link";
import { SITE_LIMITS } from "~/content/site-limits";
import { COVER_KINDS, PRODUCT_STATUS_WORDS } from "~/content/products";
import { formatPrice } from "~/lib/money";
import { formatFileSize } from "~/lib/offer-files";
import { ownerTime } from "~/lib/owner-time";
import { parseProductForm } from "~/lib/product-form";
import { isOnShow, isPriced, onSaleProblem, productPath } from "~/lib/products";
import type { FieldErrors } from "~/lib/site-forms";
import type { Product, ProductsSection } from "~/lib/site-sections";
import { changeFiles, FILE_INTENTS, FILE_TOO_LARGE, fileFormValues } from "~/services/sales/file-changes.server";
import { closeChangedProductCheckouts } from "~/services/sales/offer-checkouts.server";
import { cannotMakePrice, checkedCover, makeProductPrice, storeCover } from "~/services/sales/product-saves.server";
import {
  siteSectionAction,
  type SectionChange,
  type SiteSectionPost,
} from "~/services/site/site-section-action.server";
import { sitePage } from "~/services/site/site-page.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const TITLE = "Could not save the product";

const billingOf = (product: Pick<Product, "interval">) => (product.interval === "month" ? "month" : "once");

/** Her product by its address, or a 404 (none, or one she removed). */
function productOf(products: ProductsSection | undefined, slug: string | undefined): Product {
  const product = slug && products && Object.hasOwn(products, slug) ? products[slug] : undefined;
  if (!product || product.removed) throw new Response("No such product.", { status: 404 });
  return product;
}

export const loader = (args: LoaderFunctionArgs) =>
  sitePage(args, { title: "Product", description: "One of your products." }, (overrides) => {
    const slug = args.params.slug ?? "";
    const product = productOf(overrides.products, slug);
    return {
      paymentsReady: args.context.services.payments.configured,
      slug,
      page: productPath(slug),
      shows: isOnShow(product),
      status: product.status,
      statusWords: PRODUCT_STATUS_WORDS[product.status],
      price: isPriced(product) ? formatPrice(product.cents!, billingOf(product)) : null,
      cover: product.cover?.src ?? null,
      fields: {
        title: product.title,
        tagline: product.tagline,
        promise: product.promise,
        inside: product.inside,
        for_whom: product.forWhom,
        faq: product.faq,
        interval: product.interval,
        tab: product.tab,
        status: product.status,
        amount: "",
      } as Record<string, string>,
      files: product.files.map((file) => ({
        id: file.id,
        name: file.name,
        size: file.size === null ? null : formatFileSize(file.size),
        uploaded: file.uploadedAt ? ownerTime(file.uploadedAt) : null,
      })),
    };
  });

/**
 * intent=save (its words, tab, status, a new cover, a new price), the file forms (upload-file,
 * replace-file, rename-file, remove-file with file_id), and remove (confirm=yes): each a new
 * version of her products, made whole or not at all.
 */
export const action = (args: ActionFunctionArgs) => {
  const slug = args.params.slug ?? "";
  const path = `/owner/products/${slug}`;
  return siteSectionAction(args, {
    section: "products",
    path,
    title: TITLE,
    maxText: SITE_LIMITS.productBlock + 100,
    tooLarge: { file: FILE_TOO_LARGE },
    tooLargeValues: fileFormValues,
    afterSave: closeChangedProductCheckouts,
    async change(post) {
      const before = (await args.context.services.site.fresh()).overrides.products ?? {};
      const product = productOf(before, slug);
      const intent = post.values.intent;
      if (intent === "remove") return removal(args, post, before, slug, product);
      if (FILE_INTENTS.has(intent ?? "")) return fileChange(args, post, before, slug, product);
      return saveDetails(args, post, before, slug, product);
    },
  });
};

/** One of the product page's forms: her post, the products as they are, and this one. */
type ProductStep = (
  args: ActionFunctionArgs,
  post: SiteSectionPost,
  before: ProductsSection,
  slug: string,
  product: Product,
) => Promise<SectionChange<"products">>;

const saveDetails: ProductStep = async (args, { values, form }, before, slug, product) => {
  const { services } = args.context;
  // Its address never changes: buyers' orders and links hold it.
  const parsed = parseProductForm({ ...values, slug });
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  const cover = await checkedCover(form.get("cover"));
  if (cover && "refused" in cover) errors.cover = cover.refused;
  if (parsed.ok) {
    const { cents, interval, status } = parsed.value;
    if (cents !== null) {
      const cannot = cannotMakePrice(services);
      if (cannot) errors.amount = cannot;
    } else if (interval !== product.interval && isPriced(product)) {
      errors.amount = "Type its price again to change how it is charged: Stripe makes a new price for it.";
    }
    if (status === "on-sale") {
      const problem = onSaleProblem({
        priced: cents !== null || isPriced(product),
        fileCount: product.files.length,
        interval,
      });
      if (problem) errors.status = problem;
    }
  }
  if (!parsed.ok || Object.keys(errors).length > 0) return { refused: errors };
  const { title, words, interval, tab, status, cents } = parsed.value;
  const changes: Partial<Product> = { title, ...words, interval, tab, status };
  let description = `${PRODUCT_STATUS_WORDS[status].short}: ${PRODUCT_STATUS_WORDS[status].effect}.`;
  if (cover && !("refused" in cover)) changes.cover = await storeCover(services, cover);
  if (cents !== null) {
    const made = await makeProductPrice(services, { slug, product, cents, interval });
    if ("refused" in made) return { refused: { amount: made.refused }, status: 502 };
    Object.assign(changes, { priceId: made.priceId, productId: made.productId, cents: made.cents });
    description += ` Stripe now charges ${formatPrice(made.cents, interval === "month" ? "month" : "once")}.`;
  }
  return {
    value: { ...before, [slug]: { ...product, ...changes } },
    // Her changes laid over the product as stored when saved (a file added meanwhile stays).
    merge: (latest) => ({ ...latest, [slug]: { ...(latest?.[slug] ?? product), ...changes } }),
    summary: `Product ${title}: ${status}`,
    saved: { message: `${title} saved`, description },
  };
};

const fileChange: ProductStep = async (args, { values, form }, before, slug, product) => {
  const { offerFiles } = args.context.services;
  const changed = await changeFiles({
    values,
    form,
    files: product.files,
    name: product.title,
    store: offerFiles.configured ? (file, type) => offerFiles.put(slug, file, type) : null,
  });
  if ("refused" in changed) return changed;
  // On sale, a product bought once keeps at least one file.
  const problem =
    product.status === "on-sale"
      ? onSaleProblem({ priced: isPriced(product), fileCount: changed.files.length, interval: product.interval })
      : null;
  if (problem) {
    return {
      refused: { confirm: "It is on sale: buyers must get a file. Upload another first, or take it off sale." },
    };
  }
  return {
    value: { ...before, [slug]: { ...product, files: changed.files } },
    merge: (latest) => ({ ...latest, [slug]: { ...(latest?.[slug] ?? product), files: changed.files } }),
    summary: `Product ${product.title}: ${changed.summary}`,
    saved: { message: changed.message, description: changed.description },
    anchor: "files",
  };
};

/**
 * Removal: a product nobody bought goes; one with orders is hidden and kept (marked removed), so
 * its buyers' links and emails still deliver its files.
 */
async function removal(
  args: ActionFunctionArgs,
  { values }: SiteSectionPost,
  before: ProductsSection,
  slug: string,
  product: Product,
): Promise<SectionChange<"products">> {
  if (values.confirm !== "yes") {
    return { refused: { confirm: `Tick “Yes, remove it” to remove ${product.title}.` } };
  }
  const { orders } = args.context.services;
  const sold = orders ? (await orders.list({ offer: slug, limit: 1 })).length > 0 : false;
  const without = (products: ProductsSection | undefined) =>
    Object.fromEntries(Object.entries(products ?? {}).filter(([key]) => key !== slug));
  const kept = (products: ProductsSection | undefined): ProductsSection => ({
    ...products,
    [slug]: { ...(products?.[slug] ?? product), status: "hidden", removed: true },
  });
  return {
    value: sold ? kept(before) : without(before),
    merge: (latest) => (sold ? kept(latest) : without(latest)),
    summary: `Product ${product.title}: removed`,
    saved: {
      message: `${product.title} removed`,
      description: sold
        ? "It is off the site; its buyers' download links keep working."
        : "It is off the site. Nobody had bought it.",
    },
    to: "/owner/products",
  };
}

export default function ProductPage() {
  const data = useLoaderData<typeof loader>();
  const action = useSiteActionData();
  const details =
    action &&
    !["remove", "upload-file", "replace-file", "rename-file", "remove-file"].includes(action.values.intent ?? "");
  const value = (name: string) => (details ? (action?.values[name] ?? "") : (data.fields[name] ?? ""));
  const error = (name: string) => (details ? action?.errors[name] : undefined);
  const refusedFiles =
    action && action.values.intent !== "save" && action.values.intent !== "remove" ? action : undefined;
  return (
    <SitePage
      title={value("title") || data.fields.title}
      intro={
        <>
          <p data-testid="product-now">
            {data.statusWords.short}: {data.statusWords.effect}.{" "}
            {data.price ? `Stripe charges ${data.price}.` : "No price yet."}
          </p>
          <p className="mt-2 flex flex-wrap gap-4">
            {data.shows ? (
              <Link to={data.page} className="font-semibold text-brand-800 underline">
                Its page, {data.page}
              </Link>
            ) : null}
            <Link to={`/owner/products/${data.slug}/preview`} className="font-semibold text-brand-800 underline">
              Preview its page
            </Link>
            <Link to="/owner/products" className="font-semibold text-brand-800 underline">
              All products
            </Link>
          </p>
        </>
      }
      back={false}
    >
      <SiteCard id="details" title="Its words, price and status">
        {data.cover ? (
          <img
            src={data.cover}
            alt="Its cover now"
            className="mb-4 max-h-48 w-auto rounded-lg"
            data-testid="cover-now"
          />
        ) : (
          <p className="mb-4 text-sm text-slate-700">No cover yet.</p>
        )}
        <OwnerForm
          intent="save"
          submit="Save the product"
          submitting="Saving…"
          label="The product"
          encType="multipart/form-data"
          buttonClassName="btn btn-primary"
        >
          <ProductWordFields value={value} error={error} />
          <ProductSaleFields
            value={value}
            error={error}
            paymentsReady={data.paymentsReady}
            priceHint={`A new price in dollars, such as 19: the site makes it in Stripe and uses it at once. Empty: ${data.price ?? "none yet"}.`}
          />
          <ProductFileField
            name="cover"
            label="New cover (optional)"
            hint={`A cover: ${COVER_KINDS}. Empty: the cover stays.`}
            accept={COVER_ACCEPT}
            error={error("cover")}
          />
        </OwnerForm>
      </SiteCard>
      <div id="files">
        <SiteCard id="product-files" title="Files">
          <OfferFilesCard
            offerKey={data.slug}
            offerName={data.fields.title}
            files={data.files}
            refused={refusedFiles}
            page={{ path: `/owner/products/${data.slug}`, routeId: "routes/owner.products.$slug" }}
          />
        </SiteCard>
      </div>
      <SiteCard id="remove" title="Remove the product">
        <OwnerForm
          intent="remove"
          submit="Remove for good"
          submitting="Removing…"
          label="Remove the product"
          buttonClassName="btn btn-secondary"
        >
          <FieldBlock
            id="product-confirm"
            label={`Yes, remove it: ${data.fields.title} leaves the site (if anyone bought it, their downloads keep working)`}
            error={action?.values.intent === "remove" ? action.errors.confirm : undefined}
          >
            {(aria) => <input {...aria} type="checkbox" name="confirm" value="yes" className="h-5 w-5" />}
          </FieldBlock>
        </OwnerForm>
      </SiteCard>
      <OwnerActionToast />
    </SitePage>
  );
}
