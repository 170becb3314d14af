// SPEC §4, §7: only when the flag 'GDPR-fingerprint:accepted' equals 'true' AND the page address has
// a uuid parameter, compute a visitor identifier with FingerprintJS (open source, MIT; bundled and
// loaded on demand, its monitoring request switched off), cache it in the state entry
// 'fingerprint', and send POST /api/v1/fingerprint/create/{visitorId} with {"uuid": …}. The
// answer is not read. Each (identifier, uuid) pair is sent once per page life.
import { createApiClient } from "../api/client";
import { appState } from "../app-state";
import { fingerprintAllowed } from "../consent";

export interface FingerprintDeps {
  allowed: () => boolean;
  visitorId: () => Promise<string>;
  post: (visitorId: string, uuid: string) => Promise<unknown>;
}

async function computeVisitorId(): Promise<string> {
  const FingerprintJS = await import("@fingerprintjs/fingerprintjs");
  const agent = await FingerprintJS.load({ monitoring: false });
  return (await agent.get()).visitorId;
}

function postFingerprint(visitorId: string, uuid: string): Promise<unknown> {
  return createApiClient("").POST("/api/v1/fingerprint/create/{visitor_id}", {
    params: { path: { visitor_id: visitorId } },
    body: { uuid },
    credentials: "omit", // no session cookie along: it needs no CSRF token (core/api_guards.py)
  });
}

const DEFAULT_DEPS: FingerprintDeps = { allowed: () => fingerprintAllowed(), visitorId: computeVisitorId, post: postFingerprint };
const sent = new Set<string>();

let computing: Promise<string> | undefined;

/** The identifier from the state entry 'fingerprint', computed (once at a time) when absent. */
export async function cachedVisitorId(deps: Pick<FingerprintDeps, "visitorId"> = DEFAULT_DEPS): Promise<string> {
  const cached = appState.get<string>("fingerprint");
  if (cached) return cached;
  computing ??= deps.visitorId().finally(() => {
    computing = undefined;
  });
  const visitorId = await computing;
  appState.set("fingerprint", visitorId);
  return visitorId;
}

/** Returns whether a POST was sent. Never throws. */
export async function sendFingerprint(search: string, deps: FingerprintDeps = DEFAULT_DEPS): Promise<boolean> {
  if (!deps.allowed()) return false;
  const uuid = new URLSearchParams(search).get("uuid")?.trim();
  if (!uuid) return false;
  try {
    const visitorId = await cachedVisitorId(deps);
    // The visitor may have withdrawn while the identifier was computed.
    if (!deps.allowed()) return false;
    const key = `${visitorId} ${uuid}`;
    if (sent.has(key)) return false;
    sent.add(key);
    await deps.post(visitorId, uuid).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

export function forgetSentFingerprints(): void {
  sent.clear();
}
