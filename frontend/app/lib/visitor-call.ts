// The private call of lib/visitor.ts, made only by a browser with the signed-in hint.
import type { components } from "./api/schema";
import type { Visitor } from "./visitor";

const ANONYMOUS: Visitor = { user: null, priceGroup: "non_member", csrfToken: "" };

export const SESSION_PATH = "/api/accounts/session";

/** The private call's answer as the page uses it; anonymous when it fails (the page stays usable). */
export async function fetchVisitor(fetcher: typeof fetch = fetch): Promise<Visitor> {
  try {
    // Same-origin: the browser sends the session cookie (fetch's default credentials).
    const response = await fetcher(SESSION_PATH, { cache: "no-store" });
    if (!response.ok) return ANONYMOUS;
    const session = (await response.json()) as components["schemas"]["SessionOut"];
    return { user: session.user, priceGroup: session.price_group, csrfToken: session.csrf_token };
  } catch {
    return ANONYMOUS;
  }
}
