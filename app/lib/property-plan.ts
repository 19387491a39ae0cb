import {
  DEFAULT_PLAN,
  isPlanKey,
  propertyPlans,
  type PlanKey,
  type PropertyPlan,
  type vacancyPromise,
} from "~/content/property-plans";
import { formatUsd } from "./money";

/** The plan a `?plan=` value asks for; missing or unknown values mean the basic plan. */
export function resolvePlan(value: string | null | undefined): PropertyPlan & { key: PlanKey } {
  return propertyPlans[isPlanKey(value) ? value : DEFAULT_PLAN];
}

/** The inquiry page's link for a plan. */
export function planInquiryHref(key: PlanKey): string {
  return `/property-management-inquiry?plan=${key}`;
}

/** "We fill your vacancy in under 30 days, or we pay you $30." */
export function vacancyPromiseText(promise: typeof vacancyPromise): string {
  return promise.sentence(promise.days, formatUsd(promise.payoutCents));
}
