// 'JFVD', 'Renaissance Instituut', 'FVD International': which website an article comes from.
import { useTranslations } from "use-intl";
import { websiteLabelKey } from "../../lib/content/website";
import type { Website } from "../../lib/content/types";

export function WebsiteBadge({ website }: { website: Website }) {
  const t = useTranslations("news.website");
  const key = websiteLabelKey(website);
  if (!key) return null;
  return (
    <span className="badge" data-testid="website-badge" data-website={website}>
      {t(key)}
    </span>
  );
}
