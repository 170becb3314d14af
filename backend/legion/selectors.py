"""What a legion member's dashboard shows: the actions to do, what they did, whom they recruited."""

from __future__ import annotations

from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from .models import ActionCompletion, LegionAction, LegionMember


def recruit_path(member: LegionMember) -> str:
    return f"/legioen-mgm/doe-mee?ref={member.recruit_code}"


def dashboard(member: LegionMember) -> dict:
    """Open actions (published, not done, not past their date), done ones (newest first), and the
    recruits by first name and initial only: the recruiter needs no more of them."""
    today = timezone.localdate()
    completions = (
        ActionCompletion.objects.filter(member=member, action__is_published=True)
        .select_related("action")
        .order_by("-completed_at")
    )
    done_ids = [completion.action_id for completion in completions]
    todo = (
        LegionAction.objects.filter(is_published=True)
        .filter(Q(due_date__isnull=True) | Q(due_date__gte=today))
        .exclude(pk__in=done_ids)
    )
    recruits = member.recruits.order_by("-created_at")
    return {
        "first_name": member.first_name,
        "recruit_url": f"{settings.SITE_URL}{recruit_path(member)}",
        "todo": [_action(action) for action in todo],
        "done": [
            {**_action(completion.action), "completed_at": completion.completed_at}
            for completion in completions
        ],
        "recruits": [
            {
                "name": f"{recruit.first_name} {recruit.last_name[:1]}.".strip(),
                "joined_at": recruit.created_at,
                "confirmed": recruit.confirmed_at is not None,
            }
            for recruit in recruits
        ],
    }


def _action(action: LegionAction) -> dict:
    return {
        "id": action.pk,
        "title": action.title,
        "description": action.description,
        "link_url": action.link_url,
        "due_date": action.due_date,
    }
