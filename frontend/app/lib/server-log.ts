// Structured logs of the Node server in the scaled mode (LOG_FORMAT=json, scripts/prod.sh): each
// console call becomes one JSON line, scrubbed of personal data like the backend's
// (backend/core/logs.py): e-mail addresses, the end of visitors' IP addresses, query strings and
// tokens.
import { format } from "node:util";

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const QUERY = /((?:https?:\/\/|\/)[^\s?"'<>]*)\?[^\s"'<>]*/g;
const UUID = /\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b/g;
const SIGNED = /[\w-]{2,}(?::[\w-]{2,}){1,2}:[\w-]{20,}/g;
const RANDOM_KEY = /(?<![\w-])(?=[\w-]*[A-Z])(?=[\w-]*[a-z])(?=[\w-]*\d)[\w-]{16,}(?![\w-])/g;
const IPV4 = /(?<![\w.])(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}(?![\w.])/g;
const IPV6 = /(?<![\w:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![\w:])/g;

// The servers' own addresses (loopback, private networks, link-local) are never a visitor's and stay.
const SERVER_V4 = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.0\.0\.0$)/;
const SERVER_V6 = /^(::1?$|f[cd][0-9a-f]{0,2}:|fe[89ab][0-9a-f]?:)/i;

function shortenIpv4(address: string, network: string): string {
  return SERVER_V4.test(address) ? address : `${network}.0`;
}

function shortenIpv6(candidate: string): string {
  if ((candidate.match(/:/g) ?? []).length < 3 && !candidate.includes("::")) return candidate; // a time, 12:30:45
  if (SERVER_V6.test(candidate)) return candidate;
  return `${candidate.split("::")[0].split(":").slice(0, 3).join(":")}::`;
}

/** The text without personal data. */
export function scrub(text: string): string {
  return text
    .replace(EMAIL, "[email]")
    .replace(QUERY, (_match, path: string) => `${path}?[query]`)
    .replace(UUID, "[id]")
    .replace(SIGNED, "[token]")
    .replace(RANDOM_KEY, "[token]")
    .replace(IPV4, shortenIpv4)
    .replace(IPV6, shortenIpv6);
}

type Level = "DEBUG" | "INFO" | "WARNING" | "ERROR";

/** One console call as a JSON line. */
export function jsonLine(level: Level, args: unknown[], now = new Date()): string {
  const errors = args.filter((arg): arg is Error => arg instanceof Error);
  const entry: Record<string, string> = {
    time: now.toISOString(),
    level,
    logger: "frontend",
    message: scrub(format(...args.map((arg) => (arg instanceof Error ? arg.message : arg)))),
  };
  if (errors.length > 0 && errors[0].stack) entry.exception = scrub(errors[0].stack);
  return JSON.stringify(entry);
}

/** Routes console.debug/log/info/warn/error through jsonLine (to standard error, as the backend). */
export function installJsonConsole(write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)) {
  const levels: [keyof Console, Level][] = [
    ["debug", "DEBUG"],
    ["log", "INFO"],
    ["info", "INFO"],
    ["warn", "WARNING"],
    ["error", "ERROR"],
  ];
  for (const [method, level] of levels) {
    (console as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args: unknown[]) => write(jsonLine(level, args));
  }
}
