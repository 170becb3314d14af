// /device-info (SPEC §2.1, §9): what the site detected about this screen and connection: the
// breakpoint (live, and as remembered in the 'viewport' cookie the server saw), the window, the
// pointer, the connection and whether pages are preloaded, and the build this page runs.
import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslations } from "use-intl";
import { PRIVATE_NO_STORE } from "../lib/http";
import { pageMeta, rootMessages } from "../lib/meta";
import { browserConnection, prefetchAllowed } from "../lib/prefetch-allowed";
import { BUILD_ID } from "../lib/release";
import { BREAKPOINTS, liveBreakpoint, subscribeViewport, viewportFromCookie } from "../lib/viewport";
import type { Route } from "./+types/device-info";

export function loader({ request }: Route.LoaderArgs) {
  return { remembered: viewportFromCookie(request.headers.get("cookie")) };
}

// It depends on the visitor's cookie: never in a shared cache.
export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: rootMessages(matches)?.deviceInfo.title, noindex: true });
}

interface Detected {
  width: number;
  height: number;
  pixelRatio: number;
  coarse: boolean;
  effectiveType?: string;
  saveData?: boolean;
  prefetch: boolean;
}

function detect(): Detected {
  const connection = browserConnection();
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    pixelRatio: window.devicePixelRatio,
    coarse: window.matchMedia("(pointer: coarse)").matches,
    effectiveType: connection?.effectiveType,
    saveData: connection?.saveData,
    prefetch: prefetchAllowed(connection),
  };
}

export default function DeviceInfo({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("deviceInfo");
  const breakpoint = useSyncExternalStore(subscribeViewport, liveBreakpoint, () => null);
  const [detected, setDetected] = useState<Detected | null>(null);

  useEffect(() => {
    const update = () => setDetected(detect());
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);

  const waiting = t("waiting");
  const onOff = (value: boolean | undefined) => (value === undefined ? t("unknown") : value ? t("on") : t("off"));
  return (
    <article className="article container" data-testid="device-info">
      <h1 className="article__title">{t("title")}</h1>
      <p className="article__intro">{t("intro")}</p>
      <dl className="facts">
        <dt>{t("breakpoint")}</dt>
        <dd data-testid="device-breakpoint" data-value={breakpoint ?? ""}>
          {breakpoint ? `${breakpoint} (≥ ${BREAKPOINTS[breakpoint]} px)` : waiting}
        </dd>
        <dt>{t("remembered")}</dt>
        <dd data-testid="device-remembered">{loaderData.remembered ?? t("none")}</dd>
        <dt>{t("size")}</dt>
        <dd data-testid="device-size">{detected ? `${detected.width} × ${detected.height} px` : waiting}</dd>
        <dt>{t("pixelRatio")}</dt>
        <dd>{detected ? detected.pixelRatio : waiting}</dd>
        <dt>{t("pointer")}</dt>
        <dd>{detected ? (detected.coarse ? t("pointerCoarse") : t("pointerFine")) : waiting}</dd>
        <dt>{t("connection")}</dt>
        <dd>{detected ? (detected.effectiveType ?? t("unknown")) : waiting}</dd>
        <dt>{t("saveData")}</dt>
        <dd>{detected ? onOff(detected.saveData) : waiting}</dd>
        <dt>{t("prefetch")}</dt>
        <dd data-testid="device-prefetch">{detected ? onOff(detected.prefetch) : waiting}</dd>
        <dt>{t("build")}</dt>
        <dd data-testid="device-build">{BUILD_ID}</dd>
      </dl>
    </article>
  );
}
