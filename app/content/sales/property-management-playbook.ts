import { productCovers } from "~/content/covers";
import { accessQuestion, refundQuestion, whoFor } from "./selling";
import type { OfferBlock, SalesPageBase } from "./types";

const playbook: OfferBlock = {
  offer: "property-management-playbook",
  id: "get-the-playbook",
  heading: "Property Management Playbook",
  text: "The systems professional managers use, written for owners managing their own rentals.",
  bullets: [
    "Tenant screening criteria and application checklist",
    "Lease essentials and move-in inspection template",
    "Rent collection systems that reduce late payments",
    "Maintenance planning and vendor management",
    "Handling difficult conversations and notices professionally",
  ],
  buyLabel: "Get the Playbook",
  badge: "Special Offer",
};

export const propertyManagementPlaybookPage = {
  path: "/product/property-management-playbook",
  seo: {
    title: "Property Management Playbook",
    description: (price) =>
      `The landlord’s playbook for finding tenants, collecting rent and protecting your property: ${price.of("property-management-playbook")} special offer.`,
  },
  hero: {
    eyebrow: "Property Management Playbook",
    title: "Manage Your Rentals Like a Pro",
    subtitle:
      "Find great tenants, collect rent on time and protect your investment with a playbook built from years of managing real properties.",
  },
  offer: playbook,
  sell: {
    cover: productCovers.propertyManagement,
    delivery: [{ offer: "property-management-playbook", format: "PDF playbook with forms", length: "104 pages" }],
    faq: [
      whoFor(
        "Landlords with one to a dozen rentals who manage them themselves and want fewer vacancies and late payments.",
      ),
      refundQuestion,
      accessQuestion,
    ],
    closing: { offer: "property-management-playbook", buyLabel: "Get the Playbook" },
  },
  testimonials: [
    {
      name: "Howard B.",
      context: "Owner of two rentals",
      quote:
        "The screening checklist alone saved me from a bad tenant. I wish I'd had this when I bought my first duplex.",
      stars: 5,
    },
    {
      name: "Nicole F.",
      context: "First-time landlord",
      quote: "I finally have a system. Rent comes in on time and my tenants know exactly what to expect.",
      stars: 5,
    },
  ],
} satisfies SalesPageBase & Record<string, unknown>;
