// The shapes of one's own payments (people.payments on the server), for the loader and the page.
import type { components } from "../api/schema";

export type OwnPayments = components["schemas"]["OwnPaymentsOut"];
export type OwnPayment = components["schemas"]["OwnPaymentOut"];

/** The receipt (PDF) of one's own paid payment, in the page's language. */
export function receiptPath(payment: Pick<OwnPayment, "record" | "public_id">, locale: string): string {
  return `/api/members/me/payments/${payment.record}/${encodeURIComponent(payment.public_id)}/receipt?lang=${locale}`;
}

/** The yearly overview of gifts and dues (PDF) for the tax return. */
export function overviewPath(year: number, locale: string): string {
  return `/api/members/me/overview/${year}?lang=${locale}`;
}
