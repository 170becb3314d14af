import { describe, expect, it } from "vitest";
import { ANONYMOUS, fetchVisitor, hasSignedInHint, SESSION_PATH } from "./visitor";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the visitor in the browser", () => {
  it("is asked about only when Django's signed-in hint is among the cookies", () => {
    expect(hasSignedInHint("cookie-consent=x; signed_in=1")).toBe(true);
    expect(hasSignedInHint("signed_in=1")).toBe(true);
    expect(hasSignedInHint("not_signed_in=1; csrftoken=abc")).toBe(false);
    expect(hasSignedInHint("")).toBe(false);
  });

  it("comes from the private session call: the user, their price group and a CSRF token", async () => {
    const asked: string[] = [];
    const user = { email: "lid@example.org", first_name: "Lotte", last_name: "Demolid", is_member: true, contact: { street: "", postal_code: "", city: "", phone: "" } };
    const visitor = await fetchVisitor(async (input, init) => {
      asked.push(`${String(input)} ${init?.cache} ${init?.credentials}`);
      return json({ user, price_group: "member", csrf_token: "token" });
    });
    expect(asked).toEqual([`${SESSION_PATH} no-store same-origin`]);
    expect(visitor).toEqual({ user, priceGroup: "member", csrfToken: "token", pending: false });
  });

  it("is anonymous when the call fails: the page stays usable", async () => {
    expect(await fetchVisitor(async () => json({ message: "weg" }, 503))).toEqual(ANONYMOUS);
    expect(
      await fetchVisitor(async () => {
        throw new TypeError("offline");
      }),
    ).toEqual(ANONYMOUS);
  });
});
