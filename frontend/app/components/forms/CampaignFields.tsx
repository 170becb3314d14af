// The campaign parameters of the visit (SPEC §4), as hidden fields: sign-ups and gifts carry them
// to the backend. Filled from session storage once the page runs in the browser.
import { useEffect, useRef } from "react";
import { rememberedCampaign, sessionStore } from "../../lib/campaign";

export function CampaignFields() {
  const utmId = useRef<HTMLInputElement>(null);
  const utmContentId = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const store = sessionStore();
    if (!store || !utmId.current || !utmContentId.current) return;
    const campaign = rememberedCampaign(store);
    utmId.current.value = campaign.utm_id;
    utmContentId.current.value = campaign.utm_content_id;
  }, []);
  return (
    <>
      <input type="hidden" name="utm_id" ref={utmId} defaultValue="" />
      <input type="hidden" name="utm_content_id" ref={utmContentId} defaultValue="" />
    </>
  );
}
