// What the home page shows besides its own content: the strip of the next events. The live page's
// loader (routes/home.tsx) and a draft's preview (routes/preview.tsx) both read it here.
import { loadUpcomingStrip } from "../events/api.server";
import type { UpcomingEvent } from "../events/types";
import { localeFromPath } from "../locale";

/** How many the strip shows is the API's default (events/api.py, UpcomingQuery). */
export function homeEvents({ request, url }: { request: Request; url: URL }): Promise<UpcomingEvent[]> {
  return loadUpcomingStrip(request, localeFromPath(url.pathname));
}
