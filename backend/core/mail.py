"""The e-mail backend of the embedded default: every message is stored (core.OutgoingEmail) so
that developers and testers read it in the admin; nothing leaves the machine."""

from __future__ import annotations

from django.core.mail.backends.base import BaseEmailBackend
from django.core.mail.message import EmailMessage, EmailMultiAlternatives


class DatabaseEmailBackend(BaseEmailBackend):
    def send_messages(self, email_messages: list[EmailMessage]) -> int:
        from .models import OutgoingEmail

        for message in email_messages:
            html = ""
            if isinstance(message, EmailMultiAlternatives):
                html = next(
                    (content for content, mime in message.alternatives if mime == "text/html"), ""
                )
            OutgoingEmail.objects.create(
                to=", ".join(message.to),
                subject=message.subject[:300],
                text=str(message.body),
                html=str(html),
            )
        return len(email_messages)


def send_templated(
    *, to: str, subject: str, template: str, context: dict, headers: dict | None = None
) -> None:
    """Sends `{template}.txt` with `{template}.html` as its HTML alternative (Dutch, both);
    `headers` adds mail headers (List-Unsubscribe …)."""
    from django.conf import settings
    from django.template.loader import render_to_string

    context = {"site_url": settings.SITE_URL, **context}
    message = EmailMultiAlternatives(
        subject=subject,
        body=render_to_string(f"{template}.txt", context),
        to=[to],
        headers=headers,
    )
    message.attach_alternative(render_to_string(f"{template}.html", context), "text/html")
    message.send()
