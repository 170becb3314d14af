// The friends' form (/vrienden): a yearly gift (a suggested amount or one's own, at least the
// minimum the API names), name, e-mail, country (party-finance law: EU only) and consent. Shared
// by the browser (on blur; checkboxes on change) and the route action; the API has the last word.
import { z } from "../zod-jitless";
import { amountCents } from "../donations/schema";
import { guardFields } from "../forms";
import { emailAddress, maxLengths, requiredText } from "../form-fields";

export type FriendMessageKey = "amount" | "otherAmount" | "belowMinimum" | "firstName" | "lastName" | "email" | "consent";
export type FriendMessages = (key: FriendMessageKey) => string;

/** The API's largest gift: party-finance law's yearly maximum is checked there. */
const MAX_CENTS = 100_000 * 100;

export function friendSchema(messages: FriendMessages, minCents: number) {
  const max = maxLengths("FriendIn");
  return z
    .object({
      amount: z.string({ error: messages("amount") }),
      other_amount: z.string().optional(),
      first_name: requiredText(messages("firstName"), max("first_name")),
      last_name: requiredText(messages("lastName"), max("last_name")),
      email: emailAddress(messages("email"), max("email")),
      country: z.string().length(2).default("NL"),
      dutch_voter_abroad: z.boolean().default(false),
      consent: z.literal(true, { error: messages("consent") }),
      consent_version: z.string().max(max("consent_version")),
      idempotency_key: z.string().regex(/^[\w-]{8,80}$/),
      utm_id: z.string().max(max("utm_id")).optional(),
      utm_content_id: z.string().max(max("utm_content_id")).optional(),
      ...guardFields,
    })
    .superRefine(
      (form, context) => {
        const cents = amountCents(form);
        const path = form.amount === "other" ? "other_amount" : "amount";
        if (cents === null || cents > MAX_CENTS) {
          context.addIssue({ code: "custom", path: [path], message: messages(path === "amount" ? "amount" : "otherAmount") });
        } else if (cents < minCents) {
          context.addIssue({ code: "custom", path: [path], message: messages("belowMinimum") });
        }
      },
      // Also while other fields are still empty: the visitor sees it on leaving the amount field.
      { when: ({ issues }) => !issues.some((issue) => ["amount", "other_amount"].includes(String(issue.path?.[0]))) },
    );
}

export type FriendForm = z.output<ReturnType<typeof friendSchema>>;
