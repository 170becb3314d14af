// Share a page: WhatsApp, Telegram, X, Facebook, e-mail (plain links to each network's own share
// page, no third-party script) and copy the address, with a visible 'copied' state.
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { SHARE_NETWORKS, shareHref } from "../../lib/share";

interface Props {
  /** The absolute address to share (lib/share.ts absoluteUrl). */
  url: string;
  title: string;
  heading?: string;
}

type CopyState = "idle" | "copied" | "failed";

export function ShareLinks({ url, title, heading }: Props) {
  const t = useTranslations("share");
  const [copy, setCopy] = useState<CopyState>("idle");
  useEffect(() => {
    if (copy !== "copied") return;
    const timer = setTimeout(() => setCopy("idle"), 4000);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };

  return (
    <section className="share" aria-labelledby="share-heading" data-testid="share-links">
      <h2 id="share-heading" className="share__heading">
        {heading ?? t("heading")}
      </h2>
      <ul className="share__list">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a
              className={`share__link share__link--${network}`}
              href={shareHref(network, url, title)}
              {...(network === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              data-testid={`share-${network}`}
            >
              {t(network)}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="share__link share__link--copy" onClick={copyLink} data-testid="share-copy">
            {copy === "copied" ? t("copied") : t("copy")}
          </button>
        </li>
      </ul>
      <p className="share__status" role="status">
        {copy === "copied" ? t("copiedStatus") : null}
      </p>
      {copy === "failed" ? (
        <label className="field share__fallback">
          <span>{t("copyFallback")}</span>
          <input type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </label>
      ) : null}
    </section>
  );
}
