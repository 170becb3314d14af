// The home page's latest articles. The home page still renders when they can't be had.
import { api } from "../api/client.server";
import type { ArticleSummary } from "./types";

export const HOME_ARTICLE_COUNT = 3;

export async function loadLatestArticles(request: Request): Promise<ArticleSummary[]> {
  try {
    const { data } = await api.GET("/api/articles", {
      params: { query: { page: 1, page_size: HOME_ARTICLE_COUNT } },
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(5_000)]),
    });
    return data?.items ?? [];
  } catch (error) {
    console.error("home: latest articles unavailable:", error instanceof Error ? error.message : error);
    return [];
  }
}
