// The body of /buyer-inquiry, an island (not a route: a folder without route.tsx): the route renders it,
// and the browser loads it when the visitor reaches for it (docs/decisions/0033). It names the
// root's pageMeta as routes do, so esbuild keeps the root's chunks as they are.
import { useLoaderData } from "@remix-run/react";
import { InquiryLayout } from "~/components/marketing/inquiry-layout";
import { LeadForm } from "~/components/forms/lead-form";
import type { loader } from "../buyer-inquiry";

export { pageMeta } from "~/root";

export function BuyerInquiryPage() {
  const { page, form } = useLoaderData<typeof loader>();
  return (
    <InquiryLayout page={page}>
      <LeadForm form={form} wide={["location"]} button="primary" labelledBy="inquiry-form-heading" />
    </InquiryLayout>
  );
}
