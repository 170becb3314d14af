"""Results per campaign (SPEC §4 campaign tracking): per utm_id the paid ticket orders and their
revenue, the paid donations and their amount, the memberships and the sign-ups.

Orders, donations and memberships are named; every other model with the campaign fields
(core.campaign.CampaignFields: the legion, petitions, the newsletter, volunteers, friends,
applications, …) counts as a sign-up, so a new kind of sign-up shows up here by inheriting them. Only real ones count: confirmed where the model has
confirmed_at, and not 'pending' or 'failed' where it has a status (a friend who never paid)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta

from django.db.models import Count, Model, Q, QuerySet, Sum
from django.utils import timezone

from core.campaign import campaign_models

NO_CAMPAIGN = ""
NAMED = {"orders.order", "donations.donation", "members.membership"}
UNFINISHED_STATUSES = ("pending", "failed")


@dataclass
class CampaignRow:
    utm_id: str
    orders: int = 0
    order_revenue_cents: int = 0
    donations: int = 0
    donation_amount_cents: int = 0
    memberships: int = 0
    signups: int = 0
    signups_by_kind: dict[str, int] = field(default_factory=dict)

    @property
    def campaign(self) -> str:
        return self.utm_id or "(zonder campagne)"

    @property
    def signup_kinds(self) -> str:
        return ", ".join(f"{kind}: {n}" for kind, n in sorted(self.signups_by_kind.items()))


def _period(qs: QuerySet, since: date | None, until: date | None, field_name: str) -> QuerySet:
    zone = timezone.get_current_timezone()
    if since:
        qs = qs.filter(**{f"{field_name}__gte": datetime.combine(since, time.min, zone)})
    if until:
        end = datetime.combine(until + timedelta(days=1), time.min, zone)
        qs = qs.filter(**{f"{field_name}__lt": end})
    return qs


def _grouped(qs: QuerySet, **aggregates) -> list[dict]:
    return list(qs.values("utm_id").annotate(n=Count("pk"), **aggregates).order_by())


def signup_models() -> list[type[Model]]:
    found = []
    for model in campaign_models():
        if model._meta.label_lower in NAMED:
            continue
        if any(f.name == "created_at" for f in model._meta.get_fields()):
            found.append(model)
    return found


def campaign_results(*, since: date | None = None, until: date | None = None) -> list[CampaignRow]:
    """One row per utm_id that has any result in the period (created in it), biggest first; the
    results without a campaign last."""
    from donations.models import Donation, DonationStatus
    from members.models import Membership, MembershipStatus
    from orders.models import Order, OrderStatus

    rows: dict[str, CampaignRow] = {}

    def row(utm_id: str) -> CampaignRow:
        if utm_id not in rows:
            rows[utm_id] = CampaignRow(utm_id=utm_id)
        return rows[utm_id]

    orders = _period(Order.objects.filter(status=OrderStatus.CONFIRMED), since, until, "created_at")
    for g in _grouped(orders, cents=Sum("total_cents")):
        r = row(g["utm_id"])
        r.orders, r.order_revenue_cents = g["n"], g["cents"] or 0

    donations = _period(
        Donation.objects.filter(status=DonationStatus.PAID), since, until, "created_at"
    )
    for g in _grouped(donations, cents=Sum("amount_cents")):
        r = row(g["utm_id"])
        r.donations, r.donation_amount_cents = g["n"], g["cents"] or 0

    memberships = _period(
        Membership.objects.exclude(status=MembershipStatus.PENDING), since, until, "created_at"
    )
    for g in _grouped(memberships):
        row(g["utm_id"]).memberships = g["n"]

    for model in signup_models():
        qs = _period(model._default_manager.all(), since, until, "created_at")
        names = {f.name for f in model._meta.get_fields()}
        if "confirmed_at" in names:
            qs = qs.filter(~Q(confirmed_at=None))
        if "status" in names:
            qs = qs.exclude(status__in=UNFINISHED_STATUSES)
        kind = str(model._meta.verbose_name_plural)
        for g in _grouped(qs):
            r = row(g["utm_id"])
            r.signups += g["n"]
            r.signups_by_kind[kind] = r.signups_by_kind.get(kind, 0) + g["n"]

    def weight(r: CampaignRow):
        total = r.orders + r.donations + r.memberships + r.signups
        return (r.utm_id == NO_CAMPAIGN, -total, r.utm_id)

    return sorted(rows.values(), key=weight)
