import { useLocale, useTranslations } from "use-intl";
import { isUntranslated } from "../../lib/meta";

/**
 * On /en, content without an English translation is shown in Dutch (README "English content"):
 * the elements holding it carry lang="nl" (this hook's answer) under a short English notice.
 */
export function useContentLang(contentLocale: string | undefined): "nl" | undefined {
  return contentLangOf(useLocale(), contentLocale);
}

/** useContentLang for a list's items rendered in a loop: the site's locale is passed in. */
export function contentLangOf(siteLocale: string, contentLocale: string | undefined): "nl" | undefined {
  return isUntranslated(siteLocale === "en" ? "/en" : "/", contentLocale) ? "nl" : undefined;
}

export function UntranslatedNotice({ contentLocale }: { contentLocale: string | undefined }) {
  const t = useTranslations("site");
  if (!useContentLang(contentLocale)) return null;
  return (
    <p className="untranslated-notice" role="note" data-testid="untranslated-notice">
      {t("untranslatedNotice")}
    </p>
  );
}
