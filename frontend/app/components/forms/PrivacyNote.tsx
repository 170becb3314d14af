// What happens with what a form collects (one sentence from the locale files), and the privacy page.
import { useTranslations } from "use-intl";
import { LocalLink } from "../LocalLink";

export function PrivacyNote({ text }: { text: string }) {
  const t = useTranslations("forms");
  return (
    <p className="form-panel__note privacy-note" data-testid="privacy-note">
      {text} <LocalLink to="/privacy">{t("privacyLink")}</LocalLink>
    </p>
  );
}
