"""The e-mail backend of the embedded default: every message is stored (core.OutgoingEmail) so
that developers and testers read it in the admin; nothing leaves the machine."""

from __future__ import annotations

from collections.abc import Sequence
from email.mime.base import MIMEBase
from email.mime.image import MIMEImage
from typing import Any

from django.core.mail.backends.base import BaseEmailBackend
from django.core.mail.message import EmailMessage, EmailMultiAlternatives


class DatabaseEmailBackend(BaseEmailBackend):
    def send_messages(self, email_messages: Sequence[EmailMessage]) -> int:
        from .models import OutgoingEmail

        for message in email_messages:
            html: object = ""  # an alternative may be str or bytes
            if isinstance(message, EmailMultiAlternatives):
                html = next(
                    (content for content, mime in message.alternatives if mime == "text/html"), ""
                )
            OutgoingEmail.objects.create(
                to=", ".join(message.to),
                subject=message.subject[:300],
                text=str(message.body),
                html=str(html),
                attachments="\n".join(_describe(part) for part in message.attachments),
            )
        return len(email_messages)


def _describe(part: Any) -> str:
    if isinstance(part, MIMEBase):
        name = part.get_filename() or part.get("Content-ID", "")
        return f"{name} ({part.get_content_type()}, inline)"
    name, content, mime = part
    return f"{name} ({mime}, {len(content)} bytes)"


def inline_image(png: bytes, content_id: str) -> MIMEImage:
    """A PNG the HTML shows as <img src="cid:{content_id}">."""
    image = MIMEImage(png, "png")
    image.add_header("Content-ID", f"<{content_id}>")
    image.add_header("Content-Disposition", "inline", filename=f"{content_id}.png")
    return image


def send_templated(
    *,
    to: str,
    subject: str,
    template: str,
    context: dict,
    attachments: list[tuple[str, bytes, str]] | None = None,
    images: list[MIMEImage] | None = None,
    headers: dict | None = None,
    language: str = "nl",
) -> None:
    """Sends `{template}.txt` with `{template}.html` as its HTML alternative, each extending
    mail/layout, which carries the party's identity; in the reader's `language` (issue 22): Dutch,
    or English from `{template}.en.txt` and `.en.html` (extending mail/layout.en), rendered with
    English dates. With optional attachments (name,
    content, mime type), inline images and mail headers (List-Unsubscribe …). Replies go to the
    party's reply address when one is set (Reply-To), never to the no-reply sender."""
    from django.conf import settings
    from django.template.loader import render_to_string

    from .i18n import reading
    from .selectors import party_identity

    identity = party_identity()
    context = {"site_url": settings.SITE_URL, "identity": identity, **context}
    with reading(language) as code:
        context["party_name"] = identity.name_in(code)
        name = template if code == "nl" else f"{template}.{code}"
        text, html = (render_to_string(f"{name}.{kind}", context) for kind in ("txt", "html"))
    message = EmailMultiAlternatives(
        subject=subject,
        body=text,
        to=[to],
        headers=headers,
        reply_to=[identity.reply_to_email] if identity.reply_to_email else None,
    )
    message.attach_alternative(html, "text/html")
    for image in images or []:
        message.attach(image)
    for name, content, mime in attachments or []:
        message.attach(name, content, mime)
    message.send()
