// /fi-premium/{slug}: one premium video, for members with an active membership (the API checks).
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { VideoView } from "../components/content/VideoView";
import { MembersOnly } from "../components/premium/MembersOnly";
import { premiumMeta } from "../lib/content/premium";
import { loadPremiumVideo } from "../lib/content/premium.server";
import { privatePageHeaders } from "../lib/http";
import type { Route } from "./+types/premium-video";

export async function loader(args: Route.LoaderArgs) {
  return loadPremiumVideo(args);
}

export const headers = privatePageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return premiumMeta({ location, matches }, loaderData);
}

export default function PremiumVideo({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("premium");
  if (loaderData.membersOnly) return <MembersOnly />;
  const video = loaderData.page;
  return (
    <VideoView
      video={video}
      testId="premium-video-page"
      kicker={<LocalLink to="/fi-premium">{t("title")}</LocalLink>}
    />
  );
}
