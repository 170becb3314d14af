import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { safeUrl } from "../lib/site-settings";

/** A link off the site, from site settings. Renders nothing when the URL is not configured. */
export function ExternalLink({ href, children, ...props }: { href: string | null | undefined; children: ReactNode; className?: string; "aria-label"?: string; "data-testid"?: string }) {
  const t = useTranslations("nav");
  const url = safeUrl(href);
  if (!url) return null;
  return (
    <a href={url} rel="noopener noreferrer" target="_blank" {...props}>
      {children}
      {props["aria-label"] ? null : <span className="sr-only"> {t("newWindow")}</span>}
    </a>
  );
}
