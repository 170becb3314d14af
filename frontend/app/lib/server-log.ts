// The Node server's log, scrubbed of personal data like the backend's (backend/core/logs.py):
// e-mail addresses, the end of visitors' IP addresses, query strings, and every token, key and
// personal link of the shared list deploy/log-masks.json (which nginx's access log masks too). In the
// scaled mode (LOG_FORMAT=json, scripts/prod.sh) each console call becomes one JSON line; otherwise
// (`make run`) it stays a plain line.
import { readFileSync } from "node:fs";
import { isIPv6 } from "node:net";
import { format } from "node:util";

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const QUERY = /((?:https?:\/\/|\/)[^\s?"'<>]*)\?[^\s"'<>]*/g;

interface Mask {
  name: string;
  before: string;
  secret: string;
  mask: string;
}
const MASKS_FILE = new URL("../../../deploy/log-masks.json", import.meta.url);
/** The shared masks: the context kept as group 1, the secret after it replaced. */
export const MASKS = (JSON.parse(readFileSync(MASKS_FILE, "utf8")).masks as Mask[]).map((mask) => ({
  pattern: new RegExp(`(${mask.before})${mask.secret}`, "g"),
  mask: mask.mask,
}));
const IPV4 = /(?<![\w.])(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}(?![\w.])/g;
const IPV6 = /(?<![\w:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![\w:])/g;

// The servers' own addresses (loopback, private networks, link-local) are never a visitor's and stay.
const SERVER_V4 = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.0\.0\.0$)/;
const SERVER_V6 = /^(::1?$|f[cd][0-9a-f]{0,2}:|fe[89ab][0-9a-f]?:)/i;

function shortenIpv4(address: string, network: string): string {
  return SERVER_V4.test(address) ? address : `${network}.0`;
}

function shortenIpv6(candidate: string): string {
  if (!isIPv6(candidate)) return candidate; // a time, 12:30:45 or 2026:17:08:33
  if (SERVER_V6.test(candidate)) return candidate;
  return `${candidate.split("::")[0].split(":").slice(0, 3).join(":")}::`;
}

/** The text without personal data. */
export function scrub(text: string): string {
  let out = text.replace(EMAIL, "[email]").replace(QUERY, (_match, path: string) => `${path}?[query]`);
  for (const { pattern, mask } of MASKS) out = out.replace(pattern, (_match, before: string) => `${before}${mask}`);
  return out.replace(IPV4, shortenIpv4).replace(IPV6, shortenIpv6);
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

/** Routes console.debug/log/info/warn/error through scrub, as plain lines (`make run`). */
export function installPlainConsole(
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  err: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
) {
  const methods: [keyof Console, (line: string) => void][] = [
    ["debug", out],
    ["log", out],
    ["info", out],
    ["warn", err],
    ["error", err],
  ];
  for (const [method, write] of methods) {
    (console as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args: unknown[]) => write(scrub(format(...args)));
  }
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
