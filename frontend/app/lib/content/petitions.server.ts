// Loaders' calls to the petition API. Server-only.
import { api } from "../api/client.server";
import { type LoaderArgsLike, answer, checked, signalFor } from "./call.server";
import type { Petition, PetitionList } from "./types";

export async function loadPetitionList(args: LoaderArgsLike): Promise<PetitionList> {
  const { locale } = checked(args);
  return answer(args.url, () => api.GET("/api/petitions", { params: { query: { locale } }, signal: signalFor(args.request) }));
}

export async function loadPetition(args: LoaderArgsLike): Promise<Petition> {
  const { locale } = checked(args);
  const slug = args.params.slug!;
  return answer(args.url, () =>
    api.GET("/api/petitions/{slug}", { params: { path: { slug }, query: { locale } }, signal: signalFor(args.request) }),
  );
}
