// Where a visitor may be sent after a form (`?next=` on /login): a faithful port of Django's
// url_has_allowed_host_and_scheme (django/utils/http.py, 5.2) and of the parts of Python's
// urllib.parse.urlsplit (3.11) and ipaddress it relies on, plus one rule of our own: no control
// character anywhere (a CR or LF would break the Location header, a tab hides '//'). The backend
// uses Django's own function with that rule (backend/core/safe_url.py); both are tested with the
// same vectors (backend/core/tests/safe_redirect_vectors.json). Python counts code points, not
// UTF-16 units, hence the Array.from below.

/** Django's MAX_URL_LENGTH. */
const MAX_URL_LENGTH = 2048;
/** The characters Python's str.isspace() accepts, which str.strip() removes (not JavaScript's trim set). */
const PY_WHITESPACE = "\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";
/** urlsplit's _WHATWG_C0_CONTROL_OR_SPACE, stripped from the start. */
const C0_CONTROL_OR_SPACE = Array.from({ length: 0x21 }, (_, code) => String.fromCharCode(code)).join("");
const SCHEME_CHARS = /^[A-Za-z0-9+\-.]*$/;

function pyStrip(value: string, chars: string = PY_WHITESPACE, end = true): string {
  let start = 0;
  let stop = value.length;
  while (start < stop && chars.includes(value[start])) start++;
  while (end && stop > start && chars.includes(value[stop - 1])) stop--;
  return value.slice(start, stop);
}

/** ipaddress.IPv4Address: four decimal octets, no leading zeros, each at most 255. */
function ipv4Valid(text: string): boolean {
  const octets = text.split(".");
  return octets.length === 4 && octets.every((o) => /^[0-9]{1,3}$/.test(o) && !(o !== "0" && o[0] === "0") && Number(o) <= 255);
}

/** ipaddress.IPv6Address (3.11): hextets, one '::', an IPv4 tail, a scope id after '%'. */
function ipv6Valid(address: string): boolean {
  if (address.includes("/")) return false;
  const cut = address.indexOf("%");
  if (cut >= 0) {
    const scope = address.slice(cut + 1);
    if (!scope || scope.includes("%")) return false;
    address = address.slice(0, cut);
  }
  if (!address) return false;
  const parts = address.split(":");
  if (parts.length < 3) return false;
  if (parts[parts.length - 1].includes(".")) {
    const tail = parts.pop()!;
    if (!ipv4Valid(tail)) return false;
    parts.push("0", "0"); // two valid hextets in its place
  }
  if (parts.length > 9) return false;
  let skip: number | null = null;
  for (let i = 1; i < parts.length - 1; i++) {
    if (!parts[i]) {
      if (skip !== null) return false;
      skip = i;
    }
  }
  let hi: number;
  let lo: number;
  if (skip !== null) {
    hi = skip;
    lo = parts.length - skip - 1;
    if (!parts[0] && --hi) return false;
    if (!parts[parts.length - 1] && --lo) return false;
    if (8 - (hi + lo) < 1) return false;
  } else {
    if (parts.length !== 8 || !parts[0] || !parts[parts.length - 1]) return false;
    hi = parts.length;
    lo = 0;
  }
  const hextet = (part: string) => /^[0-9A-Fa-f]{1,4}$/.test(part);
  return parts.slice(0, hi).every(hextet) && parts.slice(parts.length - lo).every(hextet);
}

/** urlsplit's _check_bracketed_host: an IPv6 address or an IPvFuture, never IPv4. */
function bracketedHostValid(host: string): boolean {
  if (host.startsWith("v")) return /^v[a-fA-F0-9]+\..+$/su.test(host);
  return ipv6Valid(host);
}

/** urlsplit's _checknetloc: no character that NFKC turns into a URL delimiter. */
function netlocValid(netloc: string): boolean {
  // eslint-disable-next-line no-control-regex -- Python's isascii(): every code point below 0x80
  if (!netloc || /^[\x00-\x7f]*$/.test(netloc)) return true;
  const n = netloc.replace(/[@:#?]/g, "");
  const normalized = n.normalize("NFKC");
  return n === normalized || !/[/?#@:]/.test(normalized);
}

/** urllib.parse.urlsplit as far as Django reads it: the scheme and the netloc; null for its ValueError. */
export function urlsplit(url: string): { scheme: string; netloc: string } | null {
  url = pyStrip(url, C0_CONTROL_OR_SPACE, false).replace(/[\t\r\n]/g, "");
  let scheme = "";
  let netloc = "";
  const colon = url.indexOf(":");
  if (colon > 0 && /^[A-Za-z]/.test(url) && SCHEME_CHARS.test(url.slice(0, colon))) {
    scheme = url.slice(0, colon).toLowerCase();
    url = url.slice(colon + 1);
  }
  if (url.startsWith("//")) {
    const ends = ["/", "?", "#"].map((c) => url.indexOf(c, 2)).filter((i) => i >= 0);
    netloc = url.slice(2, ends.length ? Math.min(...ends) : url.length);
    const open = netloc.includes("[");
    const close = netloc.includes("]");
    if (open !== close) return null;
    if (open && !bracketedHostValid(netloc.slice(netloc.indexOf("[") + 1).split("]")[0])) return null;
  }
  return netlocValid(netloc) ? { scheme, netloc } : null;
}

function hasAllowedHostAndScheme(url: string, allowedHosts: ReadonlySet<string>, requireHttps: boolean): boolean {
  if (url.startsWith("///") || Array.from(url).length > MAX_URL_LENGTH) return false;
  const info = urlsplit(url);
  if (!info) return false;
  if (!info.netloc && info.scheme) return false;
  // unicodedata.category(url[0])[0] == "C": control, format, surrogate, private use, unassigned.
  if (/^\p{C}/u.test(url)) return false;
  const scheme = !info.scheme && info.netloc ? "http" : info.scheme;
  const validSchemes = requireHttps ? ["https"] : ["http", "https"];
  return (!info.netloc || allowedHosts.has(info.netloc)) && (!scheme || validSchemes.includes(scheme));
}

/** Django's url_has_allowed_host_and_scheme, line by line. */
export function urlHasAllowedHostAndScheme(url: string | null | undefined, allowedHosts: Iterable<string>, requireHttps = false): boolean {
  const stripped = url == null ? "" : pyStrip(url);
  if (!stripped) return false;
  const hosts = new Set(allowedHosts);
  // Chrome treats \ as / in paths, but it may be part of user info: check both readings.
  return hasAllowedHostAndScheme(stripped, hosts, requireHttps) && hasAllowedHostAndScheme(stripped.replaceAll("\\", "/"), hosts, requireHttps);
}

/** Django's check and no control character anywhere: backend/core/safe_url.py is_safe_redirect. */
export function isSafeRedirect(url: string | null | undefined, allowedHosts: Iterable<string>, requireHttps = false): boolean {
  if (!url || /\p{Cc}/u.test(url)) return false;
  return urlHasAllowedHostAndScheme(url, allowedHosts, requireHttps);
}

/**
 * The place to return to when it stays on the host the visitor used (`url`, the request's own
 * address), else the fallback. Non-ASCII is percent-encoded (Django's iri_to_uri does the same), since
 * Node refuses a header character above U+00FF.
 */
export function safeRedirectTarget(value: string | null | undefined, url: URL, fallback: string): string {
  if (!isSafeRedirect(value, [url.host], url.protocol === "https:")) return fallback;
  try {
    return pyStrip(value!).replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
  } catch {
    return fallback; // a lone surrogate cannot be encoded
  }
}
