// The friends' calls from loaders and actions. Joining goes out with the visitor's forwarded
// address (anonymousHeaders: never their cookies, so no CSRF token is needed), so that the API's rate limits and captcha count per visitor.
// Server-only; personal data is never logged.
import { api } from "../api/client.server";
import type { components } from "../api/schema";
import { submitted } from "../api/submitted.server";
import { anonymousHeaders } from "../auth/session.server";
import { signalFor } from "../content/call.server";
import { backendUnavailable } from "../http";

type Schemas = components["schemas"];
export type FriendOptions = Schemas["FriendOptionsOut"];
export type FriendInput = Schemas["FriendIn"];
export type FriendStatus = Schemas["FriendStatusOut"];

export async function loadFriendOptions(request: Request): Promise<FriendOptions> {
  try {
    const { data } = await api.GET("/api/friends/options", { signal: signalFor(request) });
    if (data) return data;
  } catch (failure) {
    console.error("friend options: backend unreachable:", failure instanceof Error ? failure.message : failure);
  }
  throw backendUnavailable(502);
}

export function joinFriends(request: Request, body: FriendInput) {
  return submitted("friend sign-up", () => api.POST("/api/friends", { body, headers: anonymousHeaders(request), signal: signalFor(request) }));
}

/** The sign-up's state for /vrienden/bedankt; null for an unknown id (a plain thank-you then). */
export async function loadFriendStatus(request: Request, publicId: string): Promise<FriendStatus | null> {
  try {
    const { data } = await api.GET("/api/friends/{public_id}", { params: { path: { public_id: publicId } }, signal: signalFor(request) });
    return data ?? null;
  } catch (failure) {
    console.error("friend status: backend unreachable:", failure instanceof Error ? failure.message : failure);
    return null;
  }
}
