// Loaders of the premium area (SPEC §2.12). The API decides who may watch: the loader only passes
// on the visitor's session and turns the answer into a page. No session (401): the login page,
// coming back here afterwards. A session without an active membership (403): the members-only
// page, status 403. Server-only.
import { data } from "react-router";
import { api } from "../api/client.server";
import { loginRedirect, visitorHeaders } from "../auth/session.server";
import { PRIVATE_NO_STORE } from "../http";
import { type Answer, type LoaderArgsLike, checked, checkedList, dataOf, reach, signalFor } from "./call.server";
import type { PremiumIndex, PremiumPlaylist, Video } from "./types";

/** What a premium route renders: the content, or the page saying the area is for members. */
export type PremiumPage<T> = { membersOnly: false; page: T } | { membersOnly: true };

const PRIVATE = { "Cache-Control": PRIVATE_NO_STORE };

interface VisitorInit {
  headers: Record<string, string>;
  signal: AbortSignal;
}

async function guarded<T>(args: LoaderArgsLike, call: (init: VisitorInit) => Answer<T>) {
  const init: VisitorInit = { headers: visitorHeaders(args.request), signal: signalFor(args.request) };
  const result = await reach(args.url, () => call(init));
  const status = result.response.status;
  if (status === 401) {
    const response = loginRedirect(args.url);
    response.headers.set("Cache-Control", PRIVATE_NO_STORE);
    throw response;
  }
  if (status === 403) {
    return data<PremiumPage<T>>({ membersOnly: true }, { status: 403, headers: PRIVATE });
  }
  return data<PremiumPage<T>>({ membersOnly: false, page: dataOf(args.url, result) }, { headers: PRIVATE });
}

export async function loadPremiumIndex(args: LoaderArgsLike) {
  const { locale, page } = checkedList(args);
  return guarded<PremiumIndex>(args, (init) =>
    api.GET("/api/premium", { params: { query: { locale, page } }, ...init }),
  );
}

export async function loadPremiumVideo(args: LoaderArgsLike) {
  const { locale } = checked(args);
  const slug = args.params.slug!;
  return guarded<Video>(args, (init) =>
    api.GET("/api/premium/videos/{slug}", { params: { path: { slug }, query: { locale } }, ...init }),
  );
}

export async function loadPremiumPlaylist(args: LoaderArgsLike) {
  const { locale } = checked(args);
  const slug = args.params.slug!;
  return guarded<PremiumPlaylist>(args, (init) =>
    api.GET("/api/premium/playlists/{slug}", { params: { path: { slug }, query: { locale } }, ...init }),
  );
}
