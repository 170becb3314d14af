"""Legion e-mails (HTML and text, in the reader's language), sent by the background worker. The dashboard link is
made when the mail is sent: its token never waits in the task queue."""

from __future__ import annotations

from urllib.parse import quote

from django_tasks import task

from core.i18n import page_path, pick
from core.mail import send_templated


@task(backend="background")
def send_access_link(
    member_id: int, path_prefix: str, welcome: bool, language: str = "nl"
) -> None:
    from .access import link_create
    from .models import LegionMember
    from .rules import access_link_lifetime, welcome_link_lifetime

    member = LegionMember.objects.filter(pk=member_id).first()
    if member is None:
        return
    token = link_create(member, welcome=welcome)
    lifetime = welcome_link_lifetime() if welcome else access_link_lifetime()
    send_templated(
        to=member.email,
        subject=(
            pick(language, nl="Welkom bij het legioen!", en="Welcome to the legion!")
            if welcome
            else pick(
                language,
                nl="Uw link naar het legioen-dashboard",
                en="Your link to the legion dashboard",
            )
        ),
        template="legion/mail/welcome" if welcome else "legion/mail/access",
        language=language,
        context={
            "member": member,
            "path": page_path(
                f"{path_prefix.removeprefix('/en')}/toegang-dashboard?token={quote(token, safe='')}",
                language,
            ),
            "hours": int(lifetime.total_seconds() // 3600),
            "minutes": int(lifetime.total_seconds() // 60),
        },
    )
