// The ticket modal's selection: quantities per ticket type in form fields named 'qty-{id}', and
// what they add up to. The server decides the real prices; this is the order summary's preview.
import { z } from "../zod-jitless";
import { guardFields } from "../forms";
import { emailAddress, maxLengths, requiredText } from "../form-fields";
import type { TicketType } from "./types";
import type { PriceGroup } from "../visitor";

export const QUANTITY_PREFIX = "qty-";

export interface Line {
  ticketType: TicketType;
  quantity: number;
}

export function quantityField(ticketType: Pick<TicketType, "id">): string {
  return `${QUANTITY_PREFIX}${ticketType.id}`;
}

/** The chosen lines, in the event's order, leaving out zero quantities. */
export function chosenLines(ticketTypes: TicketType[], quantities: Record<string, number>): Line[] {
  return ticketTypes
    .map((ticketType) => ({ ticketType, quantity: quantities[quantityField(ticketType)] ?? 0 }))
    .filter((line) => line.quantity > 0);
}

/** The price group → the ticket type's price for it (the API answers all three, SPEC §6). */
const PRICE_FIELD = { member: "member_price_cents", youth_member: "youth_price_cents", non_member: "non_member_price_cents" } as const;

/** What a visitor of this price group pays for one ticket. The event's page is the same for everyone
 * (a shared cache keeps it); the group comes from the browser's private call (lib/visitor.ts). */
export function priceCents(ticketType: TicketType, group: PriceGroup): number {
  return ticketType[PRICE_FIELD[group]];
}

export function totalCents(lines: Line[], group: PriceGroup): number {
  return lines.reduce((sum, line) => sum + line.quantity * priceCents(line.ticketType, group), 0);
}

/** The API's lines from the form's quantity fields ('qty-12' → ticket type 12). */
export function linesFromForm(form: Record<string, unknown>): { ticket_type: number; quantity: number }[] {
  return Object.entries(form)
    .filter(([name]) => name.startsWith(QUANTITY_PREFIX))
    .map(([name, value]) => ({ ticket_type: Number(name.slice(QUANTITY_PREFIX.length)), quantity: Number(value) || 0 }))
    .filter((line) => Number.isInteger(line.ticket_type) && line.ticket_type > 0 && line.quantity > 0);
}

export type OrderMessages = (key: "firstName" | "lastName" | "email" | "emailInvalid" | "noTickets") => string;

/** The contact step's rules (SPEC §3 form labels firstname, lastname, email), shared by the browser and the action. */
export function orderSchema(messages: OrderMessages) {
  const max = maxLengths("OrderIn");
  return z
    .object({
      first_name: requiredText(messages("firstName"), max("first_name")),
      last_name: requiredText(messages("lastName"), max("last_name")),
      email: requiredText(messages("email"), max("email")).pipe(emailAddress(messages("emailInvalid"), max("email"))),
      idempotency_key: z.string().regex(/^[\w-]{16,64}$/).optional(),
      csrf_token: z.string().max(200).optional(),
      utm_id: z.string().max(max("utm_id")).optional(),
      utm_content_id: z.string().max(max("utm_content_id")).optional(),
      ...guardFields,
    })
    .catchall(z.coerce.number().int().min(0).max(100).optional())
    .superRefine((form, context) => {
      if (linesFromForm(form).length === 0) context.addIssue({ code: "custom", path: ["tickets"], message: messages("noTickets") });
    });
}
