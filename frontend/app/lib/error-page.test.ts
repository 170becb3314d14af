import { describe, expect, it } from "vitest";
import { errorPageModel } from "./error-page";

const nl = {
  notFoundTitle: "Pagina niet gevonden",
  unknownTitle: "Oeps er is een onbekende fout opgetreden",
  backToHome: "Terug naar de homepagina",
};
const en = { notFoundTitle: "Page not found", unknownTitle: "Oops, an unknown error occurred", backToHome: "Back to the homepage" };

describe("error page decision (SPEC §2.15)", () => {
  it("shows 'Pagina niet gevonden' for a 404", () => {
    const model = errorPageModel({ status: 404, statusText: "Not Found", data: null }, "nl", nl);
    expect(model).toEqual({
      status: 404,
      notFound: true,
      title: "Pagina niet gevonden",
      buttonHref: "/",
      buttonText: "Terug naar de homepagina",
    });
  });

  it("recognises 'Page not found' in the status message, in any case", () => {
    for (const statusText of ["Page not found: /x", "Page Not Found: /nieuws/<x>", "PAGE NOT FOUND"]) {
      const model = errorPageModel({ status: 400, statusText, data: null }, "nl", nl);
      expect(model.title).toBe("Pagina niet gevonden");
      expect(model.notFound).toBe(true);
    }
  });

  it("recognises 'Page not found' in the error data's message", () => {
    const model = errorPageModel({ status: 404, statusText: "", data: { message: "Page not found: /privacy" } }, "nl", nl);
    expect(model.title).toBe("Pagina niet gevonden");
  });

  it("shows the unknown-error title for a 500 with no message", () => {
    const model = errorPageModel({ status: 500, statusText: "", data: null }, "nl", nl);
    expect(model.title).toBe("Oeps er is een onbekende fout opgetreden");
    expect(model.status).toBe(500);
    expect(model.notFound).toBe(false);
  });

  it("never shows an exception's message", () => {
    const model = errorPageModel(new Error("TypeError: x is undefined at foo.ts:12"), "nl", nl);
    expect(model.title).toBe("Oeps er is een onbekende fout opgetreden");
    expect(model.status).toBe(500);
  });

  it("shows the message written for the visitor of a non-500 error", () => {
    const model = errorPageModel({ status: 403, statusText: "Forbidden", data: { message: "Alleen voor leden" } }, "nl", nl);
    expect(model.title).toBe("Alleen voor leden");
  });

  it("lets the error data override the button", () => {
    const model = errorPageModel(
      { status: 404, statusText: "", data: { redirectUrl: "/agenda", redirectText: "Naar de agenda" } },
      "nl",
      nl,
    );
    expect(model.buttonHref).toBe("/agenda");
    expect(model.buttonText).toBe("Naar de agenda");
  });

  it("refuses unsafe redirect targets", () => {
    for (const redirectUrl of ["javascript:alert(1)", "//evil.example", "data:text/html,x"]) {
      const model = errorPageModel({ status: 404, data: { redirectUrl } }, "nl", nl);
      expect(model.buttonHref).toBe("/");
    }
    expect(errorPageModel({ status: 404, data: { redirectUrl: "https://example.org/x" } }, "nl", nl).buttonHref).toBe(
      "https://example.org/x",
    );
  });

  it("speaks English and links to /en on the English site", () => {
    const model = errorPageModel({ status: 404, statusText: "", data: null }, "en", en);
    expect(model.title).toBe("Page not found");
    expect(model.buttonHref).toBe("/en");
    expect(model.buttonText).toBe("Back to the homepage");
  });
});
