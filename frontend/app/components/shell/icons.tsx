// Icons: no icon font, no third-party request. Decorative (aria-hidden); links carry the names.
import type { SocialNetwork } from "../../lib/site-settings";
import socialSprite from "./social-icons.svg?no-inline";

// The social networks' icons come from one cached SVG file (social-icons.svg, a <symbol> each),
// not from the JavaScript every page loads (DESIGN.md §6); they only appear in the footer.
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width={24} height={24} aria-hidden="true" focusable="false">
      <use href={`${socialSprite}#${network}`} />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false" className="chevron">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ExternalIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false" className="external-icon">
      <path d="M5 2H2v8h8V7M7 2h3v3M10 2 5.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}
