// Share links (SPEC §2.10 and the petitions' thank-you page): plain addresses of each network's own
// share page with the page's address and title in the query, so that no third-party script loads.

export type ShareNetwork = "whatsapp" | "telegram" | "x" | "facebook" | "email";
export const SHARE_NETWORKS: readonly ShareNetwork[] = ["whatsapp", "telegram", "x", "facebook", "email"];

const q = encodeURIComponent;

/** Where each share link points, for an absolute `url` and the `title` to go with it. */
export function shareHref(network: ShareNetwork, url: string, title: string): string {
  switch (network) {
    case "whatsapp":
      return `https://wa.me/?text=${q(title ? `${title} ${url}` : url)}`;
    case "telegram":
      return `https://t.me/share/url?url=${q(url)}&text=${q(title)}`;
    case "x":
      return `https://x.com/intent/tweet?url=${q(url)}&text=${q(title)}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`;
    case "email":
      // mailto: wants %20 for spaces (encodeURIComponent), not '+'.
      return `mailto:?subject=${q(title)}&body=${q(title ? `${title}\n\n${url}` : url)}`;
  }
}

/** A path made absolute on the site's origin; an absolute address stays as it is. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}
