import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { type FriendMessageKey, friendSchema } from "./schema";

const schema = friendSchema((key: FriendMessageKey) => `msg:${key}`, 5000);
const BASE = { first_name: "Fenna", last_name: "Vriend", email: "fenna@example.org", country: "NL", consent: "on", consent_version: "vriend-1-nl", idempotency_key: "key-00000001" };

function parse(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return parseWithZod(data, { schema });
}

describe("the friends' form", () => {
  it("takes a suggested amount and an own amount at or above the minimum", () => {
    expect(parse({ ...BASE, amount: "10000" }).status).toBe("success");
    expect(parse({ ...BASE, amount: "other", other_amount: "50" }).status).toBe("success");
    expect(parse({ ...BASE, amount: "other", other_amount: "62,50" }).status).toBe("success");
  });

  it("refuses less than the minimum, and nonsense, on the field the visitor used", () => {
    expect(parse({ ...BASE, amount: "other", other_amount: "49,99" }).reply().error).toEqual({ other_amount: ["msg:belowMinimum"] });
    expect(parse({ ...BASE, amount: "2500" }).reply().error).toEqual({ amount: ["msg:belowMinimum"] });
    expect(parse({ ...BASE, amount: "other", other_amount: "veel" }).reply().error).toEqual({ other_amount: ["msg:otherAmount"] });
  });

  it("names a too small amount while other fields are still empty", () => {
    expect(parse({ amount: "other", other_amount: "20", idempotency_key: "key-00000001", consent_version: "vriend-1-nl" }).reply().error).toMatchObject({
      other_amount: ["msg:belowMinimum"],
      first_name: ["msg:firstName"],
    });
  });

  it("needs name, e-mail and consent", () => {
    const result = parse({ amount: "10000", idempotency_key: "key-00000001", consent_version: "vriend-1-nl" });
    expect(result.reply().error).toMatchObject({
      first_name: ["msg:firstName"],
      last_name: ["msg:lastName"],
      email: ["msg:email"],
      consent: ["msg:consent"],
    });
  });
});
