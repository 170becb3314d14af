"""Staff actions on a friend, each with a confirmation: stop the yearly gift, or mail the friend
their own link to become a member. Both need the permission to change friends."""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from wagtail.admin import messages

from core.admin_access import staff_passes_test
from core.errors import DomainError

from . import services
from .models import Friend
from .offers import is_member
from .tasks import send_member_offer


def can_manage_friends(user) -> bool:
    return user.is_active and user.has_perm("friends.change_friend")


ACTIONS = {
    "stop": (
        "Jaarlijkse gift stoppen",
        "Stop de jaarlijkse vriendengift van {name}? Er wordt niets meer afgeschreven; wat betaald is, blijft betaald.",
        "Stoppen",
    ),
    "member-link": (
        "Lidmaatschapslink mailen",
        "Mail {name} een persoonlijke link om lid te worden (de gegevens staan dan al klaar)?",
        "Mailen",
    ),
}


def _listing() -> str:
    return reverse(Friend.snippet_viewset.get_url_name("list"))


@staff_passes_test(can_manage_friends)
def friend_action(request, pk: int, action: str):
    if action not in ACTIONS:
        raise Http404
    friend = get_object_or_404(Friend, pk=pk)
    title, question, button = ACTIONS[action]
    if request.method == "POST":
        if action == "stop":
            try:
                services.friend_stop(friend=friend, actor=request.user)
                messages.success(request, f"De jaarlijkse gift van {friend.full_name} is gestopt.")
            except DomainError as error:
                messages.error(request, error.message)
        elif is_member(friend.email):
            messages.error(request, f"{friend.full_name} is al lid.")
        else:
            send_member_offer.enqueue(friend.pk)
            messages.success(request, f"De link gaat per e-mail naar {friend.full_name}.")
        return redirect(_listing())
    context = {
        "title": title,
        "question": question.format(name=friend.full_name),
        "button": button,
        "serious": action == "stop",
        "cancel_url": _listing(),
        "friend": friend,
    }
    return render(request, "friends/admin_confirm.html", context)
