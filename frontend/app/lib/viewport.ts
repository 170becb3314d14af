// SPEC §9 viewport: the breakpoints, remembered in the cookie 'viewport' for 365 days and refreshed
// 50 ms after a resize. The shell itself lays out with CSS media queries (lg, hd); this is what
// the app knows about the screen (shown on /device-info).
export const BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const FALLBACK_BREAKPOINT: Breakpoint = "desktop";
export const VIEWPORT_COOKIE = "viewport";
export const VIEWPORT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const RESIZE_REFRESH_MS = 50;

const ORDER = (Object.entries(BREAKPOINTS) as [Breakpoint, number][]).sort((a, b) => a[1] - b[1]);

/** The widest breakpoint the width reaches; narrower than 320 is still mobile; no width: the fallback. */
export function breakpointFor(width: number | undefined): Breakpoint {
  if (width === undefined || !Number.isFinite(width) || width <= 0) return FALLBACK_BREAKPOINT;
  let found: Breakpoint = ORDER[0][0];
  for (const [name, min] of ORDER) if (width >= min) found = name;
  return found;
}

export function isBreakpoint(value: unknown): value is Breakpoint {
  return typeof value === "string" && Object.hasOwn(BREAKPOINTS, value);
}

/** The breakpoint in a Cookie header, or null. */
export function viewportFromCookie(cookieHeader: string | null | undefined): Breakpoint | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === VIEWPORT_COOKIE) {
      const value = decodeURIComponent(rest.join("="));
      return isBreakpoint(value) ? value : null;
    }
  }
  return null;
}

export function viewportCookie(breakpoint: Breakpoint, secure: boolean): string {
  return `${VIEWPORT_COOKIE}=${breakpoint}; Path=/; Max-Age=${VIEWPORT_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export interface ViewportWindow {
  innerWidth: number;
  addEventListener(type: "resize", listener: () => void): void;
  removeEventListener(type: "resize", listener: () => void): void;
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/** Calls onChange now and again 50 ms after the last resize, when the breakpoint changed. */
export function watchViewport(onChange: (breakpoint: Breakpoint) => void, win: ViewportWindow): () => void {
  let current = breakpointFor(win.innerWidth);
  onChange(current);
  let timer: number | undefined;
  const onResize = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = win.setTimeout(() => {
      timer = undefined;
      const next = breakpointFor(win.innerWidth);
      if (next !== current) {
        current = next;
        onChange(next);
      }
    }, RESIZE_REFRESH_MS);
  };
  win.addEventListener("resize", onResize);
  return () => {
    if (timer !== undefined) win.clearTimeout(timer);
    win.removeEventListener("resize", onResize);
  };
}

// A tiny store for components (useSyncExternalStore): the live breakpoint in the browser.
let live: Breakpoint | null = null;
const listeners = new Set<() => void>();

export function startViewportTracking(): () => void {
  return watchViewport((breakpoint) => {
    live = breakpoint;
    document.cookie = viewportCookie(breakpoint, window.location.protocol === "https:");
    for (const listener of listeners) listener();
  }, window);
}

export function subscribeViewport(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const liveBreakpoint = (): Breakpoint | null => live;
