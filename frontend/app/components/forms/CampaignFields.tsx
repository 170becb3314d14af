// The campaign parameters of the visit (SPEC §4), as hidden fields: sign-ups and gifts carry them
// to the backend. Rendered with the page address's own utm values (so a form on the landing page
// carries them without JavaScript too); in the browser the session's first-seen values win.
// State, not refs: React puts a hidden input's value back on every render of the form.
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { type CampaignKey, rememberCampaign, rememberedCampaign, sessionStore } from "../../lib/campaign";

export function CampaignFields() {
  const { search } = useLocation();
  const [campaign, setCampaign] = useState<Record<CampaignKey, string>>(() => {
    const address = new URLSearchParams(search);
    const value = (key: CampaignKey) => address.get(key)?.trim().slice(0, 100) ?? "";
    return { utm_id: value("utm_id"), utm_content_id: value("utm_content_id") };
  });
  useEffect(() => {
    const store = sessionStore();
    if (!store) return;
    // This effect may run before the shell's, which remembers the address's values: do it here too.
    rememberCampaign(window.location.search, store);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage is browser-only: after hydration
    setCampaign(rememberedCampaign(store));
  }, []);
  return (
    <>
      <input type="hidden" name="utm_id" value={campaign.utm_id} />
      <input type="hidden" name="utm_content_id" value={campaign.utm_content_id} />
    </>
  );
}
