// The analytics script: one <script> from its own host, added only once the stored cookie answer
// allows analytics. It counts page views itself. A script that runs cannot be unloaded, so
// withdrawing consent reloads the page without it (see TrackingManager).
import { ANALYTICS_SCRIPT_ID, analyticsLoaded, httpUrl, type TrackingConfig } from "./config";

export function loadAnalytics(config: TrackingConfig, doc: Document = document): boolean {
  const url = httpUrl(config.analytics_script_url);
  if (!url || analyticsLoaded(doc)) return false;
  const script = doc.createElement("script");
  script.id = ANALYTICS_SCRIPT_ID;
  script.defer = true;
  script.src = url.href;
  if (config.analytics_site) script.dataset.domain = config.analytics_site;
  doc.head.appendChild(script);
  return true;
}
