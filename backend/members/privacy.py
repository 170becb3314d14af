"""A member's own data (GDPR art. 15 and 17): everything we hold about them as JSON, and deleting
the account. Deleting ends the membership and erases the personal data; what bookkeeping law
requires us to keep (payments: amount, date, status) stays, no longer tied to a name."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import logout
from django.contrib.auth.models import User
from django.db import transaction
from django.http import HttpRequest
from django.utils import timezone

from core.errors import DomainError

from .models import Membership, MembershipStatus

PERSONAL_FIELDS = (
    "first_name",
    "last_name",
    "email",
    "date_of_birth",
    "street",
    "postal_code",
    "city",
    "province",
    "phone",
)


def member_export(user: User) -> dict[str, Any]:
    memberships = Membership.objects.filter(user=user).prefetch_related(
        "payments__payment", "referral_link"
    )
    return {
        "exported_at": timezone.now().isoformat(),
        "account": {
            "email": user.email,
            "first_name": user.first_name,
            "last_name": user.last_name,
            "date_joined": user.date_joined.isoformat(),
            "last_login": user.last_login.isoformat() if user.last_login else None,
        },
        "memberships": [
            {
                **{field: _plain(getattr(m, field)) for field in PERSONAL_FIELDS},
                "tier": m.tier,
                "status": m.status,
                "member_since": _plain(m.member_since),
                "paid_until": _plain(m.paid_until),
                "agreed_to_statutes_and_privacy_at": _plain(m.agreed_at),
                "referral_code": m.referral_code,
                "own_referral_link": _referral_link(m),
                "utm_id": m.utm_id,
                "utm_content_id": m.utm_content_id,
                "payments": [
                    {
                        "kind": p.kind,
                        "year": p.year,
                        "amount_cents": p.payment.amount_cents,
                        "status": p.payment.status,
                        "created_at": p.payment.created_at.isoformat(),
                        "paid_at": _plain(p.payment.paid_at),
                    }
                    for p in m.payments.all()
                ],
            }
            for m in memberships
        ],
    }


def _referral_link(membership: Membership) -> dict[str, Any] | None:
    """The member's own member-get-member link (legion app), when they made one."""
    link = getattr(membership, "referral_link", None)
    if link is None:
        return None
    return {"code": link.code, "path": link.path, "created_at": link.created_at.isoformat()}


def _plain(value: Any) -> Any:
    return value.isoformat() if hasattr(value, "isoformat") else value


def account_delete(request: HttpRequest, *, user: User, password: str) -> None:
    """Checks the password, ends and anonymises every membership, deletes the account, logs out."""
    if not user.check_password(password):
        message = "Het wachtwoord klopt niet."
        raise DomainError(message, fields={"password": message})
    from .services import log_event

    with transaction.atomic():
        for membership in Membership.objects.select_for_update().filter(user=user):
            membership.status = MembershipStatus.CANCELLED
            membership.cancelled_at = membership.cancelled_at or timezone.now()
            membership.first_name, membership.last_name = "", "Verwijderd"
            membership.email = f"verwijderd-{membership.pk}@invalid.invalid"
            membership.date_of_birth = None
            membership.street = membership.postal_code = membership.city = membership.phone = ""
            membership.province = ""
            membership.customer_id = membership.mandate_id = ""
            membership.referral_code = membership.utm_id = membership.utm_content_id = ""
            membership.user = None
            membership.save()
            # Staff corrections logged the old and new details: the log keeps that, not what.
            membership.events.filter(action="details_changed_by_staff").update(detail={})
            # The own member-get-member link pointed at this person: it stops working.
            if hasattr(membership, "referral_link"):
                membership.referral_link.delete()
            log_event(membership, "account_deleted")
        user.delete()
    logout(request)
