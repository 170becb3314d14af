import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { refusedReply } from "./forms";
import { z } from "./zod-jitless";

const submission = () => {
  const data = new FormData();
  data.append("country", "XX");
  return parseWithZod(data, { schema: z.object({ country: z.string(), captcha: z.string().optional() }) });
};
const INCOMPLETE = "Sorry, niet alle velden zijn correct ingevuld.";

describe("the API's refusal as the form's answer", () => {
  it("puts the reason in the summary and each field's message at the field", () => {
    const reply = refusedReply(submission(), { message: "Dit kan zo niet.", fields: { country: "Kies een land in de EU." } }, INCOMPLETE);
    expect(reply.error).toEqual({ "": ["Dit kan zo niet."], country: ["Kies een land in de EU."] });
  });

  it("shows a message once: a summary that repeats a field's message says 'incomplete'", () => {
    const reason = "Wij mogen geen giften aannemen van buiten de EU.";
    const reply = refusedReply(submission(), { message: reason, fields: { country: reason } }, INCOMPLETE);
    expect(reply.error).toEqual({ "": [INCOMPLETE], country: [reason] });
  });

  it("says 'incomplete' when the API gives no reason, and renames fields", () => {
    const reply = refusedReply(submission(), { message: "", fields: { land: "Fout." } }, INCOMPLETE, { land: "country" });
    expect(reply.error).toEqual({ "": [INCOMPLETE], country: ["Fout."] });
  });
});
