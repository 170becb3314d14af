// The forms' limits are the API's: app/lib/api/limits.ts is what openapi-limits.ts makes of
// backend/openapi.json, and the inputs' maxlength and required come from the zod schemas built on it.
import { describe, expect, it } from "vitest";
import openapi from "../../../backend/openapi.json";
import { type OpenApi, inputLimits, limitsModule } from "../../openapi-limits";
import { LIMITS } from "./api/limits";
import { donationSchema } from "./donations/schema";
import { signatureSchema } from "./engagement/schema";
import { formConstraint, maxLength } from "./form-fields";
import { joinSchema } from "./membership/schema";
import { orderSchema } from "./events/order";

const messages = (key: string) => key;

describe("the API's limits", () => {
  it("are read from openapi.json, and the generated module is up to date ('make openapi')", () => {
    expect(LIMITS).toEqual(inputLimits(openapi as OpenApi));
    expect(limitsModule({ components: { schemas: { NameIn: { properties: { name: { type: "string", maxLength: 7 } } }, NameOut: {} } } })).toBe(
      '// Generated from backend/openapi.json by openapi-limits.ts (`make openapi`): do not edit.\nexport const LIMITS = {\n  "NameIn": {\n    "name": {\n      "maxLength": 7\n    }\n  }\n} as const;\n',
    );
  });

  it("name a field's max length, and refuse a field without one", () => {
    expect(maxLength("DonationIn", "first_name")).toBe(100);
    expect(maxLength("DonationIn", "postal_code")).toBe(12);
    expect(() => maxLength("DonationIn", "amount_cents")).toThrow(/no maxLength/);
  });
});

describe("the inputs' constraint attributes", () => {
  it("carry the API's max lengths and the schema's required fields", () => {
    const donation = formConstraint(donationSchema(messages));
    expect(donation.first_name).toEqual({ required: false, maxLength: 100 });
    expect(donation.postal_code).toEqual({ required: false, maxLength: 12 });
    expect(donation.email).toMatchObject({ required: false, maxLength: 254 });

    const signature = formConstraint(signatureSchema(messages));
    expect(signature.first_name).toMatchObject({ required: true, minLength: 1, maxLength: 100 });
    expect(signature.place).toEqual({ required: false, maxLength: 100 });

    const join = formConstraint(joinSchema(messages, { minAge: 14, youthMaxAge: 30 }));
    expect(join.postal_code).toMatchObject({ required: true, maxLength: 12 });
    expect(join.street).toMatchObject({ required: true, maxLength: 200 });

    // Through a pipe (the ticket form's e-mail: required, then well-formed).
    const order = formConstraint(orderSchema(messages));
    expect(order.email).toMatchObject({ required: true, maxLength: 254 });
    expect(order.last_name).toMatchObject({ required: true, maxLength: 100 });
  });
});
