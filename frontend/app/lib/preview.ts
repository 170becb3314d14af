// Wagtail's preview of a draft page (backend content/preview.py): the admin's preview panel frames
// /voorbeeld?token=… (/en/voorbeeld for an English page), which renders the draft with the page's
// own route component. Never indexed, never cached, framed by the admin only, never tracked.

/** The preview page, Dutch or English (a trailing slash allowed). */
export function isPreviewPath(pathname: string): boolean {
  return /^\/(en\/)?voorbeeld\/?$/.test(pathname);
}
