// Video blocks: a link until the visitor clicks; then a player from a privacy-friendly host.

/** The embeddable player URL for a YouTube or Vimeo link, or null (then the link just opens the video). */
export function videoEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, "");
  const id = (value: string | null | undefined, pattern: RegExp) => (value && pattern.test(value) ? value : null);
  const YT = /^[A-Za-z0-9_-]{6,20}$/;
  let youtube: string | null = null;
  if (host === "youtu.be") youtube = id(parsed.pathname.split("/")[1], YT);
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const [, first, second] = parsed.pathname.split("/");
    if (first === "watch") youtube = id(parsed.searchParams.get("v"), YT);
    else if (first === "embed" || first === "shorts" || first === "live") youtube = id(second, YT);
  }
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0`;
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const vimeo = parsed.pathname.split("/").find((part) => /^[0-9]{1,12}$/.test(part));
    if (vimeo) return `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1`;
  }
  return null;
}

/** 'youtube.com' for the notice under the placeholder. */
export function videoHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}
