"""Discount and upgrade links: each code is for one person and one use. A code is claimed when its
payment starts (so two people cannot both pay with it), used when that payment is paid, and
released when the payment fails."""

from __future__ import annotations

from django.utils import timezone
from django.utils.translation import gettext_noop

from core.errors import Conflict, NotFound

from .models import Membership, MembershipOffer

UNKNOWN = gettext_noop(
    "Deze link bestaat niet. Controleer of u de hele link uit de e-mail heeft gebruikt."
)
USED = gettext_noop("Deze link is al gebruikt.")
EXPIRED = gettext_noop("Deze link is verlopen.")
BUSY = gettext_noop(
    "Met deze link is al een betaling gestart. Rond die af, of probeer het over een kwartier opnieuw."
)


class OfferGone(Conflict):
    status_code = 410


def offer_state(offer: MembershipOffer) -> str:
    if offer.used_at:
        return "used"
    if offer.is_expired():
        return "expired"
    if offer.claimed_at:
        return "claimed"
    return "valid"


def offer_for_code(*, code: str, kind: str | tuple[str, ...]) -> MembershipOffer:
    """The offer behind a link (of one kind, or of any of several that share an address), or a
    clear refusal: unknown (404), used or expired (410)."""
    kinds = (kind,) if isinstance(kind, str) else kind
    offer = (
        MembershipOffer.objects.filter(code=code[:40], kind__in=kinds)
        .select_related("membership", "friend")
        .first()
    )
    if offer is None:
        raise NotFound(UNKNOWN)
    state = offer_state(offer)
    if state == "used":
        raise OfferGone(USED)
    if state == "expired":
        raise OfferGone(EXPIRED)
    return offer


def claim_offer(*, code: str, kind: str) -> MembershipOffer:
    """Locks the offer for a payment about to start; call inside a transaction."""
    offer_for_code(code=code, kind=kind)
    offer = (
        MembershipOffer.objects.select_for_update(of=("self",))
        .select_related("membership", "friend")
        .get(code=code[:40])
    )
    state = offer_state(offer)
    if state == "used":
        raise OfferGone(USED)
    if state == "claimed" and not _claim_lapsed(offer):
        raise Conflict(BUSY)
    return offer


def _claim_lapsed(offer: MembershipOffer) -> bool:
    # A checkout left open expires after 15 minutes at the provider; then the code is free again.
    return (
        offer.claimed_at is not None
        and (timezone.now() - offer.claimed_at).total_seconds() > 20 * 60
    )


def release_offer(offer: MembershipOffer, membership: Membership) -> None:
    MembershipOffer.objects.filter(pk=offer.pk, claimed_by=membership, used_at__isnull=True).update(
        claimed_by=None, claimed_at=None
    )
