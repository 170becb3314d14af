// /legioen/doe-mee and /legioen-mgm/doe-mee (SPEC §2.9): the join form. Through a recruit link
// (/legioen-mgm/doe-mee?ref=…) the new member's recruiter is recorded. Then /gefeliciteerd.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { LegionFrame } from "../components/legion/LegionFrame";
import { LegionJoinForm } from "../components/legion/LegionJoinForm";
import { checked } from "../lib/content/call.server";
import { refusedReply } from "../lib/forms";
import { NO_STORE } from "../lib/http";
import { joinLegion } from "../lib/legion/api.server";
import { legionPath, legionPrefix, refFrom } from "../lib/legion/paths";
import { legionJoinSchema } from "../lib/legion/schema";
import { localeFromPath } from "../lib/locale";
import { pageMeta, rootMessages } from "../lib/meta";
import { formErrorsFor } from "../lib/form-errors.server";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/legion-join";

export function loader(args: Route.LoaderArgs) {
  checked(args);
  return { ref: refFrom(args.url) };
}

// A recruit link's code is in the address: never sent to another site as a referrer.
export const headers = () => ({ "Cache-Control": NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: rootMessages(matches)?.legion.join.title });
}

export async function action({ request, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const messages = messagesFor(locale);
  const t = createTranslator({ locale, messages, namespace: "legion.errors" });
  const tForms = createTranslator({ locale, messages, namespace: "forms" });
  const submission = parseWithZod(await request.formData(), { schema: legionJoinSchema((key) => t(key)), error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply() };
  const form = submission.value;
  const joined = await joinLegion(request, {
    first_name: form.first_name,
    last_name: form.last_name,
    email: form.email,
    phone: form.phone ?? "",
    region: form.region,
    consent: form.consent,
    consent_version: form.consent_version,
    ref: form.ref ?? "",
    path_prefix: legionPrefix(url.pathname),
    utm_id: form.utm_id ?? "",
    utm_content_id: form.utm_content_id ?? "",
    website: form.website ?? "",
    captcha: form.captcha ?? "",
  });
  if (joined.ok) throw redirect(legionPath(url.pathname, "gefeliciteerd"));
  return { result: refusedReply(submission, joined, tForms("incomplete")) };
}

export default function LegionJoin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("legion.join");
  return (
    <LegionFrame testId="legion-join">
      <header className="legion__header">
        <h1>{t("title")}</h1>
        <p className="legion__lead">{t("intro")}</p>
        {loaderData.ref ? <p className="legion__invited">{t("invited")}</p> : null}
      </header>
      <LegionJoinForm recruitCode={loaderData.ref} lastResult={actionData?.result} />
    </LegionFrame>
  );
}
