// '?pagina=N' on the paginated lists (/nieuws, /auteurs/{slug}), in both locales.

export const PAGE_PARAM = "pagina";
/** The backend refuses pages past this; nothing sensible lives there anyway. */
export const MAX_PAGE = 10_000;

/**
 * The page number the query string asks for: 1 when absent, null when the parameter is not a
 * positive integer (the route answers 404 without calling the backend).
 */
export function parsePageParam(search: URLSearchParams): number | null {
  const values = search.getAll(PAGE_PARAM);
  if (values.length === 0) return 1;
  if (values.length > 1) return null;
  const value = values[0];
  if (!/^[1-9][0-9]{0,4}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}

/** The list's path at a page; page 1 is the bare path, so it has one address. */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?${PAGE_PARAM}=${page}`;
}

export interface PageLinks {
  previous: string | null;
  next: string | null;
}

export function pageLinks(path: string, page: number, numPages: number): PageLinks {
  return {
    previous: page > 1 ? pageHref(path, Math.min(page - 1, Math.max(numPages, 1))) : null,
    next: page < numPages ? pageHref(path, page + 1) : null,
  };
}
