"""Who pays what (SPEC §6): the server decides the buyer's price group from the logged-in account;
members get the event's member price or free access, youth members the youth price."""

from __future__ import annotations

from django.utils import timezone

from core.users import AnyUser
from events.models import EventPage, MemberAccess, TicketType
from members.models import Tier
from members.selectors import membership_for_user

from .models import PriceGroup


def price_group_for(user: AnyUser | None) -> str:
    """Member or youth member while the membership is active today; anyone else pays the full price."""
    membership = membership_for_user(user)
    if membership is None or not membership.is_active_on(timezone.localdate()):
        return PriceGroup.NON_MEMBER
    return PriceGroup.YOUTH_MEMBER if membership.tier == Tier.YOUTH else PriceGroup.MEMBER


def unit_price_cents(ticket_type: TicketType, *, event: EventPage, group: str) -> int:
    if group == PriceGroup.NON_MEMBER:
        return ticket_type.non_member_price_cents
    if event.member_access == MemberAccess.FREE:
        return 0
    if group == PriceGroup.YOUTH_MEMBER:
        return ticket_type.youth_price_cents
    return ticket_type.price_cents
