import { describe, expect, it } from "vitest";
import { SIGNED_IN_HEAD_SCRIPT, signedInHint } from "./signed-in";
import { ANONYMOUS } from "./visitor";
import { fetchVisitor, SESSION_PATH } from "./visitor-call";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the visitor in the browser", () => {
  it("is asked about only when Django's signed-in hint is among the cookies", () => {
    expect(signedInHint("cookie-consent=x; signed_in=Ab3_x-; csrftoken=abc")).toBe("Ab3_x-");
    expect(signedInHint("signed_in=1")).toBe("1");
    expect(signedInHint("not_signed_in=1; csrftoken=abc")).toBeUndefined();
    expect(signedInHint("")).toBeUndefined();
    // The head script's test, before the first paint, says the same.
    const headTest = new RegExp(SIGNED_IN_HEAD_SCRIPT.match(/^\/(.+)\/\.test\(/)![1]);
    expect(["a=1; signed_in=x", "signed_in=1", "not_signed_in=1", ""].map((cookies) => headTest.test(cookies))).toEqual([true, true, false, false]);
  });

  it("comes from the private session call: the user, their price group and a CSRF token", async () => {
    const asked: string[] = [];
    const user = { email: "lid@example.org", first_name: "Lotte", last_name: "Demolid", is_member: true, contact: { street: "", postal_code: "", city: "", phone: "" } };
    const visitor = await fetchVisitor(async (input, init) => {
      asked.push(`${String(input)} ${init?.cache}`);
      return json({ user, price_group: "member", csrf_token: "token" });
    });
    expect(asked).toEqual([`${SESSION_PATH} no-store`]);
    expect(visitor).toEqual({ user, priceGroup: "member", csrfToken: "token" });
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
