// The error page of SPEC §2.15 as a pure decision: what the thrown thing means for the visitor.
import { type Locale, localizePath } from "./locale";

export interface ErrorPageTexts {
  notFoundTitle: string; // 'Pagina niet gevonden'
  unknownTitle: string; // 'Oeps er is een onbekende fout opgetreden'
  backToHome: string; // 'Terug naar de homepagina'
}

export interface ErrorPageModel {
  status: number;
  notFound: boolean;
  title: string;
  buttonHref: string;
  buttonText: string;
}

interface ErrorResponseLike {
  status: number;
  statusText?: string;
  data?: unknown;
}

function isErrorResponseLike(error: unknown): error is ErrorResponseLike {
  return typeof error === "object" && error !== null && typeof (error as ErrorResponseLike).status === "number";
}

function dataField(data: unknown, key: string): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() ? value : undefined;
}

/** Only same-site paths and http(s) URLs may become the button's target. */
function safeHref(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  return /^https?:\/\//i.test(value) ? value : undefined;
}

export function errorPageModel(error: unknown, locale: Locale, texts: ErrorPageTexts): ErrorPageModel {
  const response = isErrorResponseLike(error) ? error : undefined;
  const status = response?.status ?? 500;
  const data = response?.data;
  // The status message: statusText, or a 'message' in the error data (the backend's error shape).
  const message = dataField(data, "message") ?? (typeof data === "string" && data.trim() ? data : undefined);
  const statusMessage = [response?.statusText, message].filter(Boolean).join(" ");
  const notFound = status === 404 || /page not found/i.test(statusMessage);

  let title: string;
  if (notFound) title = texts.notFoundTitle;
  // Only a message someone wrote for the visitor (thrown as error data) is shown; never an exception.
  else if (response && status !== 500 && message && !/page not found/i.test(message)) title = message;
  else title = texts.unknownTitle;

  return {
    status: notFound && status === 500 ? 404 : status,
    notFound,
    title,
    buttonHref: safeHref(dataField(data, "redirectUrl")) ?? localizePath("/", locale),
    buttonText: dataField(data, "redirectText") ?? texts.backToHome,
  };
}
