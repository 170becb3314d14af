import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { type ApplicationMessageKey, type CvRule, candidateSchema, contactSchema, cvProblem, formatMegabytes, vacancySchema } from "./schema";

const messages = (key: ApplicationMessageKey) => `msg:${key}`;
const RULE: CvRule = {
  maxBytes: 5 * 1024 * 1024,
  types: ["application/pdf", "application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  extensions: [".pdf", ".doc", ".docx"],
};

function formData(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const COMMON = { consent: "on", consent_version: "kandidaat-1-nl", idempotency_key: "key-00000001" };
const APPLICANT = { first_name: "Bram", last_name: "Kandidaat", email: "bram@example.org", motivation: "Voor mijn gemeente.", ...COMMON };
const pdf = (name = "cv.pdf", size = 100, type = "application/pdf") => new File([new Uint8Array(size)], name, { type });

describe("the CV rule in the browser", () => {
  it("takes PDF and Word by type or by extension", () => {
    expect(cvProblem(pdf(), RULE)).toBeNull();
    expect(cvProblem(pdf("cv.DOCX", 100, ""), RULE)).toBeNull();
    expect(cvProblem(pdf("cv.doc", 100, "application/msword"), RULE)).toBeNull();
  });

  it("refuses other files, empty files and files over the limit", () => {
    expect(cvProblem(pdf("foto.png", 100, "image/png"), RULE)).toBe("cvType");
    expect(cvProblem(pdf("cv.pdf", 0), RULE)).toBe("cvType");
    expect(cvProblem(pdf("cv.pdf", RULE.maxBytes + 1), RULE)).toBe("cvTooLarge");
  });

  it("names the limit as a visitor reads it", () => {
    expect(formatMegabytes(5 * 1024 * 1024, "nl")).toBe("5 MB");
    expect(formatMegabytes(2.5 * 1024 * 1024, "nl")).toBe("2,5 MB");
    expect(formatMegabytes(2.5 * 1024 * 1024, "en")).toBe("2.5 MB");
  });
});

describe("the candidate form", () => {
  const schema = candidateSchema(messages, RULE);

  it("passes a complete application with a PDF", () => {
    const result = parseWithZod(formData({ ...APPLICANT, municipality: "Utrecht", is_member: "on", cv: pdf() }), { schema });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(result.value.is_member).toBe(true);
  });

  it("names every missing field in the '{Field} is required' style", () => {
    const result = parseWithZod(formData({ idempotency_key: "key-00000001", consent_version: "kandidaat-1-nl" }), { schema });
    expect(result.status).toBe("error");
    expect(result.reply().error).toMatchObject({
      first_name: ["msg:firstName"],
      last_name: ["msg:lastName"],
      email: ["msg:email"],
      municipality: ["msg:municipality"],
      motivation: ["msg:motivation"],
      cv: ["msg:cvRequired"],
      consent: ["msg:consent"],
    });
  });

  it("refuses a picture as a CV", () => {
    const result = parseWithZod(formData({ ...APPLICANT, municipality: "Utrecht", cv: pdf("foto.png", 10, "image/png") }), { schema });
    expect(result.reply().error).toEqual({ cv: ["msg:cvType"] });
  });
});

describe("the vacancy and contact forms", () => {
  it("take a vacancy application without a CV", () => {
    expect(parseWithZod(formData(APPLICANT), { schema: vacancySchema(messages, RULE) }).status).toBe("success");
  });

  it("check the contact form's fields and optional phone", () => {
    const schema = contactSchema(messages);
    const ok = parseWithZod(formData({ name: "Anna", email: "anna@example.org", subject: "Vraag", message: "Hallo", ...COMMON }), { schema });
    expect(ok.status).toBe("success");
    const bad = parseWithZod(formData({ name: " ", email: "geen", subject: "", message: "", ...COMMON }), { schema });
    expect(bad.reply().error).toEqual({ name: ["msg:name"], email: ["msg:email"], subject: ["msg:subject"], message: ["msg:message"] });
  });

  it("refuse a phone number that is none", () => {
    const result = parseWithZod(formData({ ...APPLICANT, phone: "bel me" }), { schema: vacancySchema(messages, RULE) });
    expect(result.reply().error).toEqual({ phone: ["msg:phone"] });
  });
});
