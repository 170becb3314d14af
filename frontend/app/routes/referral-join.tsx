// /member-get-member/doe-mee?ref={code} (SPEC §2.10): a shared referral link. It leads to the join
// form with the code (/word-lid?ref=…), which stores it with the new membership; an unknown code
// leads to the plain join form.
import { redirect } from "react-router";
import { checked } from "../lib/content/call.server";
import { NO_STORE } from "../lib/http";
import { referralCodeExists } from "../lib/legion/api.server";
import { refFrom, withRef } from "../lib/legion/paths";
import { localizePath } from "../lib/locale";
import type { Route } from "./+types/referral-join";

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const ref = refFrom(args.url);
  const known = ref ? await referralCodeExists(args.request, ref) : false;
  // The campaign parameters of the shared link travel along (the join form remembers them).
  const query = new URLSearchParams(withRef(known ? ref : "").slice(1));
  for (const key of ["utm_id", "utm_content_id"]) {
    const value = args.url.searchParams.get(key);
    if (value) query.set(key, value.slice(0, 100));
  }
  const search = query.toString();
  throw redirect(`${localizePath("/word-lid", locale)}${search ? `?${search}` : ""}`, { headers: { "Cache-Control": NO_STORE } });
}
