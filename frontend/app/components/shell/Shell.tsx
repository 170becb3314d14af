// The site shell: which parts a page gets is decided by shellLayout() from the path alone, and
// exposed as data attributes for the browser tests.
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useRootData, useSiteSettings } from "../../lib/root-data";
import { isPreviewPath } from "../../lib/preview";
import { shellLayout } from "../../lib/shell-layout";
import { CookieBanner } from "./CookieBanner";
import { ElectionDayBanner } from "./ElectionDayBanner";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { PartyMark } from "./PartyMark";

export function Shell({ children }: { children: ReactNode }) {
  const location = useLocation();
  const settings = useSiteSettings();
  const root = useRootData();
  const layout = shellLayout(location.pathname);

  if (layout.layout === "bare") {
    // SPEC §2.13: no layout at all. The wrapper only carries the test hooks.
    return (
      <main id="main" className="bare-layout" data-testid="site-shell" data-layout="bare" data-header="hidden" data-footer="hidden">
        {layout.homeMark ? <PartyMark party={settings.party} className="home-mark" testId="home-mark" /> : null}
        {children}
      </main>
    );
  }

  return (
    <div
      className="site"
      data-testid="site-shell"
      data-layout="default"
      data-header={layout.header ? "shown" : "hidden"}
      data-footer={layout.footer ? "shown" : "hidden"}
      data-mobile-menu={layout.mobileMenu ? "shown" : "hidden"}
      data-flex-wrapper={layout.flexWrapper ? "true" : "false"}
      data-footer-buttons={layout.footerButtons}
    >
      {/* Home has its own election block with the same words. */}
      {!root?.electionToday || location.pathname === "/" || location.pathname === "/en" ? null : <ElectionDayBanner wordmark={settings.party.wordmark} />}
      {layout.header ? <Header layout={layout} settings={settings} /> : null}
      {layout.homeMark ? (
        <div className="home-mark-bar container">
          <PartyMark party={settings.party} className="home-mark" testId="home-mark" />
        </div>
      ) : null}
      <main id="main" className="site-main" tabIndex={-1}>
        {layout.flexWrapper ? (
          <div className="flex-wrapper" data-testid="flex-wrapper">
            {children}
          </div>
        ) : (
          children
        )}
      </main>
      {layout.footer ? <Footer layout={layout} settings={settings} /> : null}
      {/* The admin's preview shows the page, not the consent choices (lib/preview.ts). */}
      {isPreviewPath(location.pathname) ? null : <CookieBanner />}
    </div>
  );
}
