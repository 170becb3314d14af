// What a region's page shows besides the region: its province's next events. The live page's
// loader (routes/region.tsx) and a draft's preview (routes/preview.tsx) both read it here.
import { loadUpcomingEvents } from "../events/api.server";
import { localeFromPath } from "../locale";
import { provinceOf } from "./regions";
import type { Region } from "./types";

const AGENDA_COUNT = 3;

/** The region with its province's next events: the live page's data, and a draft's in the preview. */
export async function regionPageData(region: Region, { request, url }: { request: Request; url: URL }) {
  const province = provinceOf(region);
  const events = province ? await loadUpcomingEvents(request, localeFromPath(url.pathname), province) : [];
  return { region, events: events.slice(0, AGENDA_COUNT), province };
}
