// Loaders' calls to the petition API. Server-only.
import { api } from "../api/client.server";
import { type LoaderArgsLike, answer, checked, signalFor } from "./call.server";
import type { Petition, PetitionList } from "./types";

export async function loadPetitionList(args: LoaderArgsLike): Promise<PetitionList> {
  const { locale } = checked(args);
  return answer(args.url, () => api.GET("/api/petitions", { params: { query: { locale } }, signal: signalFor(args.request) }));
}

/** The petition at /petities/{slug}, or the one a page of its own shows (/petitie-voor-vrede). */
export async function loadPetition(args: LoaderArgsLike, slug = args.params.slug!): Promise<Petition> {
  const { locale } = checked(args);
  return answer(args.url, () =>
    api.GET("/api/petitions/{slug}", { params: { path: { slug }, query: { locale } }, signal: signalFor(args.request) }),
  );
}
