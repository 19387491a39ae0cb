import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OwnerActionToast, OwnerForm } from "~/components/owner/owner-form";
import {
  COVER_ACCEPT,
  FILE_ACCEPT,
  ProductFileField,
  ProductSaleFields,
  ProductWordFields,
} from "~/components/owner/product-fields";
import { SiteCard, SitePage, SiteField, useSiteActionData } from "~/components/owner/site-fields";
import { SITE_LIMITS } from "~/content/site-limits";
import { COVER_KINDS } from "~/content/products";
import { formatPrice } from "~/lib/money";
import { parseProductForm } from "~/lib/product-form";
import { onSaleProblem, productPath, slugProblem } from "~/lib/products";
import type { FieldErrors } from "~/lib/site-forms";
import type { Product } from "~/lib/site-sections";
import * as clock from "~/lib/clock";
import { checkedDownload, FILE_TOO_LARGE, newFileEntry } from "~/services/sales/file-changes.server";
import { closeChangedProductCheckouts } from "~/services/sales/offer-checkouts.server";
import { cannotMakePrice, checkedCover, makeProductPrice, storeCover } from "~/services/sales/product-saves.server";
import { siteSectionAction } from "~/services/site/site-section-action.server";
import { sitePage } from "~/services/site/site-page.server";

export { pageMeta as meta } from "~/root";
export { ownerHeaders as headers } from "~/lib/owner-headers";

const PATH = "/owner/products/new";

export const loader = (args: LoaderFunctionArgs) =>
  sitePage(args, { title: "New product", description: "Make a digital product." }, () => ({
    paymentsReady: args.context.services.payments.configured,
  }));

/** The ids of the shop's products (their pages are /product/{id} too); none when the shop cannot be asked. */
async function shopIds(args: ActionFunctionArgs): Promise<string[]> {
  const { shop } = args.context.services;
  if (!shop.open) return [];
  try {
    return (await shop.listProducts()).map((product) => product.id);
  } catch {
    return [];
  }
}

/**
 * intent=create: a new product, made whole or not at all. Everything she sent is checked first
 * (words, address, cover and file by their bytes, whether it may go on sale); then the cover and
 * file are stored, the price is made in Stripe and read back, and only then the product is saved.
 */
export const action = (args: ActionFunctionArgs) =>
  siteSectionAction(args, {
    section: "products",
    path: PATH,
    title: "Could not make the product",
    maxText: SITE_LIMITS.productBlock + 100,
    tooLarge: { file: FILE_TOO_LARGE },
    afterSave: closeChangedProductCheckouts,
    async change({ values, form }) {
      const { services } = args.context;
      const parsed = parseProductForm(values);
      const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
      const before = (await services.site.fresh()).overrides.products ?? {};
      const slug = parsed.ok ? parsed.value.slug : (values.slug ?? "").trim().toLowerCase();
      const clash = slugProblem(slug, { products: before, shopIds: await shopIds(args) });
      if (clash) errors.slug = clash;
      if (Object.keys(before).length >= SITE_LIMITS.products && !errors.slug) {
        errors.title = `At most ${SITE_LIMITS.products} products: remove one first.`;
      }
      const cover = await checkedCover(form.get("cover"));
      if (cover && "refused" in cover) errors.cover = cover.refused;
      const upload = form.get("file");
      const file = upload instanceof File && upload.size > 0 ? await checkedDownload(upload) : null;
      if (file && "refused" in file) errors.file = file.refused;
      if (parsed.ok && parsed.value.cents !== null) {
        const cannot = cannotMakePrice(services);
        if (cannot) errors.amount = cannot;
      }
      if (parsed.ok && parsed.value.status === "on-sale") {
        const problem = onSaleProblem({
          priced: parsed.value.cents !== null,
          fileCount: file && !("refused" in file) ? 1 : 0,
          interval: parsed.value.interval,
        });
        if (problem) errors.status = problem;
      }
      if (!parsed.ok || Object.keys(errors).length > 0) {
        return { refused: errors, status: file && "status" in file && file.status === 413 ? 413 : 400 };
      }
      const { title, words, interval, tab, status, cents } = parsed.value;
      const createdAt = clock.now().toISOString();
      // Stored first, used only once the product is saved: a failure below leaves nothing made.
      const coverPhoto = cover && !("refused" in cover) ? await storeCover(services, cover) : undefined;
      const files =
        file && !("refused" in file)
          ? [newFileEntry(file.file, file.type, await services.offerFiles.put(slug, file.file, file.type), title)]
          : [];
      const product: Product = { title, ...words, interval, tab, status, files, createdAt };
      if (coverPhoto) product.cover = coverPhoto;
      if (cents !== null) {
        const made = await makeProductPrice(services, { slug, product, cents, interval });
        if ("refused" in made) return { refused: { amount: made.refused }, status: 502 };
        Object.assign(product, { priceId: made.priceId, productId: made.productId, cents: made.cents });
      }
      const price =
        product.cents !== undefined
          ? ` Stripe charges ${formatPrice(product.cents, interval === "month" ? "month" : "once")}.`
          : "";
      return {
        value: { ...before, [slug]: product },
        // Laid over her products as stored when it is saved: another made meanwhile stays.
        merge: (latest) => ({ ...latest, [slug]: product }),
        summary: `Product ${title}: made (${status})`,
        saved: {
          message: `${title} made`,
          description:
            status === "draft"
              ? `A draft: only you see it, through its preview.${price}`
              : `Its page is ${productPath(slug)}.${price}`,
        },
        to: `/owner/products/${slug}`,
      };
    },
  });

export default function NewProductPage() {
  const { paymentsReady } = useLoaderData<typeof loader>();
  const data = useSiteActionData();
  const value = (name: string) => data?.values[name] ?? "";
  const error = (name: string) => data?.errors[name];
  return (
    <SitePage
      title="New product"
      intro="A digital product of your own: its page on your site uses the site's sales-page design. Save it as a draft to preview it; put it on sale once it has its price and its file."
    >
      <SiteCard id="new-product" title="The product">
        <OwnerForm
          intent="create"
          submit="Make the product"
          submitting="Making…"
          label="New product"
          encType="multipart/form-data"
          buttonClassName="btn btn-primary"
        >
          <ProductWordFields value={value} error={error} />
          <SiteField
            label="Page address (optional)"
            name="slug"
            idPrefix="product"
            value={value("slug")}
            error={error("slug")}
            maxLength={SITE_LIMITS.productSlug}
            hint="Its page is /product/ and this, such as money-moves-workbook. Empty: made from the title. It never changes once made."
          />
          <ProductSaleFields
            value={value}
            error={error}
            paymentsReady={paymentsReady}
            priceHint="Such as 19 or 19.00: the site makes this price in Stripe. Empty: none yet (a draft or coming soon needs none)."
          />
          <ProductFileField
            name="cover"
            label="Cover (optional)"
            hint={`A cover: ${COVER_KINDS}. Shown on its page and its home page card.`}
            accept={COVER_ACCEPT}
            error={error("cover")}
          />
          <ProductFileField
            name="file"
            label="The file buyers download (optional now)"
            hint="A PDF, EPUB, ZIP, MP3 or MP4 of at most 95 MB. Add more files on its page after."
            accept={FILE_ACCEPT}
            error={error("file")}
          />
        </OwnerForm>
      </SiteCard>
      <OwnerActionToast />
    </SitePage>
  );
}
