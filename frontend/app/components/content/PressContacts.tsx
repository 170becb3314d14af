// The press page's spokespeople: one card each, with a mail link and, where given, a phone link.
import { useTranslations } from "use-intl";
import type { Press } from "../../lib/cms";

/** A phone number as the editor wrote it ("+31 6 0000 0000", "(020) 123-4567") as a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

export function PressContacts({ press }: { press: Press }) {
  const t = useTranslations("press");
  if (press.contacts.length === 0) return null;
  return (
    <section className="press-contacts" aria-labelledby="press-contacts-heading" data-testid="press-contacts">
      <h2 id="press-contacts-heading" className="press-contacts__heading">{t("heading")}</h2>
      <ul className="press-contacts__list">
        {press.contacts.map((contact) => (
          <li key={`${contact.name} ${contact.email}`} className="press-contacts__card">
            <p className="press-contacts__name">{contact.name}</p>
            {contact.role ? <p className="press-contacts__role">{contact.role}</p> : null}
            <dl className="press-contacts__ways">
              <dt>{t("email")}</dt>
              <dd><a href={`mailto:${contact.email}`}>{contact.email}</a></dd>
              {contact.phone ? (
                <>
                  <dt>{t("phone")}</dt>
                  <dd><a href={telHref(contact.phone)}>{contact.phone}</a></dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
