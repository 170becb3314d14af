// A giver's change to a recurring gift, as the manage page and /mijn-account post it: the form's
// fields → the API's GiftChangeIn (amounts typed in euros, '25' or '12,50'). Shared, no server code.
import type { components } from "../api/schema";
import { eurosToCents } from "../donations/schema";

export type RecurringGift = components["schemas"]["RecurringGiftOut"];
export type GiftChange = components["schemas"]["GiftChangeIn"];
export type GiftAction = GiftChange["action"];
export type GiftKind = RecurringGift["kind"];

const ACTIONS: readonly GiftAction[] = ["amount", "interval", "pause", "resume", "stop"];
const INTERVALS: readonly string[] = ["1 month", "3 months", "12 months"];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The change the form asks for, or the name of the field that is wrong. */
export function giftChangeFrom(form: FormData): { change: GiftChange } | { invalid: "amount" | "interval" | "pause" | "action" } {
  const action = String(form.get("action") ?? "") as GiftAction;
  if (!ACTIONS.includes(action)) return { invalid: "action" };
  if (action === "amount") {
    const cents = eurosToCents(String(form.get("amount") ?? ""));
    return cents ? { change: { action, amount_cents: cents } } : { invalid: "amount" };
  }
  if (action === "interval") {
    const interval = String(form.get("interval") ?? "");
    return INTERVALS.includes(interval) ? { change: { action, interval: interval as GiftChange["interval"] } } : { invalid: "interval" };
  }
  if (action === "pause") {
    const pause = String(form.get("pause") ?? "");
    const until = String(form.get("until") ?? "");
    // A date filled in means "until that date", whichever choice is still ticked.
    if (pause === "date" || until) return DAY.test(until) ? { change: { action, until } } : { invalid: "pause" };
    const months = Number(pause);
    return [1, 3, 6].includes(months) ? { change: { action, months } } : { invalid: "pause" };
  }
  return { change: { action } };
}

/** Where a gift's own manage page lives, by kind (the token is the link's). */
export const MANAGE_BASE: Record<GiftKind, string> = { monthly: "/doneer/beheren", friend: "/vrienden/beheren" };
