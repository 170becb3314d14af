// Logging out is a POST to /login's action (with the CSRF token), never a link a page could follow.
import { Form } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import { type Locale, localizePath } from "../../lib/locale";

export function LogoutForm({ csrf }: { csrf: string }) {
  const t = useTranslations("account");
  const locale = useLocale() as Locale;
  return (
    <Form method="post" action={localizePath("/login", locale)} data-testid="logout-form">
      <input type="hidden" name="csrf" value={csrf} />
      <button type="submit" name="intent" value="logout" className="button button--outline">
        {t("logout")}
      </button>
    </Form>
  );
}
