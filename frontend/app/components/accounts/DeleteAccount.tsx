// Download one's data, or delete the account (as /hoe-verwijder-ik-mijn-account explains): what
// erasure keeps, and why, is said before the password is asked (people.privacy on the server).
//
// The deletion goes through a fetcher with a plain form: the server's answer is the only check that
// matters (the password). It was a Conform form fed the action's reply as lastResult; after a
// wrong password, Conform's submit handler called preventDefault on every later submit (seen in
// the browser: no second POST left the page), so nothing happened until a reload.
import type { FetcherWithComponents } from "react-router";
import { useTranslations } from "use-intl";
import { FormAlert } from "../forms/FormAlert";
import { LocalLink } from "../LocalLink";
import { maxLength } from "../../lib/form-fields";

export type DeleteResult = { form: "delete"; deleted: true } | { form: "delete"; error: string };

export function DeleteAccount({ csrf, fetcher }: { csrf: string; fetcher: FetcherWithComponents<DeleteResult> }) {
  const t = useTranslations("account");
  const answer = fetcher.data;
  const error = answer && "error" in answer ? answer.error : null;
  const busy = fetcher.state !== "idle";
  return (
    <section className="account__section" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t("me.privacy")}</h2>
      <p>
        <a href="/api/members/me/export" download className="button button--outline" data-testid="export">
          {t("me.export")}
        </a>
      </p>
      <p className="account__hint">{t("me.exportExplained")}</p>
      <details className="account__delete">
        <summary>{t("me.delete")}</summary>
        <p>
          {t("me.deleteExplained")} <LocalLink to="/hoe-verwijder-ik-mijn-account">{t("me.deleteMore")}</LocalLink>
        </p>
        <KeptAfterErasure />
        <p>{t("me.keptWhy")}</p>
        <fetcher.Form method="post" id="delete" noValidate>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="delete" />
          <div className="field">
            <label htmlFor="delete-password">{t("me.deletePassword")}</label>
            <input
              id="delete-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={maxLength("PasswordConfirmIn", "password")}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <FormAlert message={error} testId="form-incomplete" />
          <button type="submit" className="button button--danger" disabled={busy}>
            {busy ? t("me.deleting") : t("me.deleteSubmit")}
          </button>
        </fetcher.Form>
      </details>
    </section>
  );
}

export function KeptAfterErasure() {
  const t = useTranslations("account");
  return (
    <>
      <h3 className="account__kept-title">{t("me.keptTitle")}</h3>
      <ul className="account__kept" data-testid="kept-after-erasure">
        <li>{t("me.keptGifts")}</li>
        <li>{t("me.keptBookkeeping")}</li>
      </ul>
    </>
  );
}

/** Shown in place of the page once the account is gone (the session with it). */
export function AccountDeleted() {
  const t = useTranslations("account");
  return (
    <article className="account container" data-testid="account-deleted">
      <h1 role="status">{t("me.deletedTitle")}</h1>
      <p>{t("me.deletedText")}</p>
      <KeptAfterErasure />
      <p>{t("me.keptWhy")}</p>
      <p>
        <LocalLink to="/" className="button button--primary">
          {t("me.deletedHome")}
        </LocalLink>
      </p>
    </article>
  );
}
