// A link whose target editors set in the site settings: a path on this site ('/kandidatenlijst',
// localized like every internal link) or a full URL off the site (opened in a new window).
import type { ReactNode } from "react";
import { ExternalLink } from "./ExternalLink";
import { LocalLink } from "./LocalLink";

const INTERNAL_PATH = /^\/(?!\/)/;

export function SettingLink({ href, children, ...props }: { href: string | null | undefined; children: ReactNode; className?: string; "data-testid"?: string }) {
  if (href && INTERNAL_PATH.test(href)) {
    return (
      <LocalLink to={href} {...props}>
        {children}
      </LocalLink>
    );
  }
  return (
    <ExternalLink href={href} {...props}>
      {children}
    </ExternalLink>
  );
}
