// The error page of SPEC §2.15: a title and a link button, decided by errorPageModel().
import { useLocale, useTranslations } from "use-intl";
import { errorPageModel } from "../lib/error-page";
import type { Locale } from "../lib/locale";

export function ErrorPage({ error }: { error: unknown }) {
  const t = useTranslations("error");
  const locale = useLocale() as Locale;
  const model = errorPageModel(error, locale, {
    notFoundTitle: t("notFoundTitle"),
    unknownTitle: t("unknownTitle"),
    backToHome: t("backToHome"),
  });
  return (
    <section className="error-page container" data-testid="error-page" data-status={model.status}>
      <h1 className="error-page__title" data-testid="error-title">
        {model.title}
      </h1>
      <a className="button button--primary" href={model.buttonHref} data-testid="error-button">
        {model.buttonText}
      </a>
    </section>
  );
}
