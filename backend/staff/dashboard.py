"""The Administratie dashboard: a list of panels, each one function that takes the staff user and
the period (today, this month) and returns a Panel, or None when the user may not see it. Adding a
panel is writing one function decorated with @panel. Every panel runs a fixed number of aggregate
queries, whatever the amount of data."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, time
from decimal import Decimal

from django.db.models import Count, Q, Sum
from django.urls import reverse
from django.utils import timezone

from core import admin_format


@dataclass(frozen=True)
class Period:
    now: datetime
    day_start: datetime
    month_start: datetime

    @classmethod
    def current(cls, now: datetime | None = None) -> Period:
        now = timezone.localtime(now or timezone.now(), admin_format.AMSTERDAM)
        day = datetime.combine(now.date(), time.min, tzinfo=admin_format.AMSTERDAM)
        return cls(now=now, day_start=day, month_start=day.replace(day=1))


@dataclass
class Row:
    cells: list[str]
    url: str = ""


@dataclass
class Panel:
    title: str
    columns: list[str]
    rows: list[Row] = field(default_factory=list)
    link: tuple[str, str] | None = None  # (label, url) under the table
    empty: str = "Niets te melden."


PanelFunction = Callable[..., Panel | None]
PANELS: list[PanelFunction] = []


def panel(function: PanelFunction) -> PanelFunction:
    PANELS.append(function)
    return function


def panels_for(user, period: Period | None = None) -> list[Panel]:
    period = period or Period.current()
    return [shown for function in PANELS if (shown := function(user, period)) is not None]


def _list_url(model, query: str = "") -> str:
    url = reverse(model.snippet_viewset.get_url_name("list"))
    return f"{url}?{query}" if query else url


def _count_and_sum(count: int, cents: int | None) -> str:
    return f"{count} · {admin_format.money(cents or 0)}"


@panel
def members(user, period: Period) -> Panel | None:
    from members.admin_views import can_see_members
    from members.models import Membership, MembershipEvent, MembershipStatus

    if not can_see_members(user):
        return None
    today, month = period.day_start.date(), period.month_start.date()
    joined = Membership.objects.aggregate(
        today=Count("pk", filter=Q(member_since=today)),
        month=Count("pk", filter=Q(member_since__gte=month)),
        active=Count("pk", filter=Q(status=MembershipStatus.ACTIVE)),
    )
    ended = Q(action__in=["cancelled", "expired", "account_deleted"])
    lapsed = MembershipEvent.objects.filter(ended, at__gte=period.month_start).aggregate(
        today=Count("membership", distinct=True, filter=Q(at__gte=period.day_start)),
        month=Count("membership", distinct=True),
    )
    return Panel(
        "Leden",
        ["", "Vandaag", "Deze maand"],
        [
            Row(["Nieuwe leden", str(joined["today"]), str(joined["month"])]),
            Row(["Opgezegd of verlopen", str(lapsed["today"]), str(lapsed["month"])]),
            Row(["Actieve leden (totaal)", "", str(joined["active"])]),
        ],
        link=("Naar de leden", _list_url(Membership)),
    )


@panel
def gifts(user, period: Period) -> Panel | None:
    from donations.models import Donation, DonationStatus
    from friends.models import Friend, FriendGift
    from payments.models import PaymentStatus

    if not user.has_perm("donations.view_donation"):
        return None
    today = Q(paid_at__gte=period.day_start)
    donations = Donation.objects.filter(
        status__in=[DonationStatus.PAID, DonationStatus.REFUNDED], paid_at__gte=period.month_start
    ).aggregate(
        today_n=Count("pk", filter=today),
        today_sum=Sum("amount_cents", filter=today),
        month_n=Count("pk"),
        month_sum=Sum("amount_cents"),
    )
    paid_today = Q(payment__paid_at__gte=period.day_start)
    friends = FriendGift.objects.filter(
        payment__status=PaymentStatus.PAID, payment__paid_at__gte=period.month_start
    ).aggregate(
        today_n=Count("pk", filter=paid_today),
        today_sum=Sum("payment__amount_cents", filter=paid_today),
        month_n=Count("pk"),
        month_sum=Sum("payment__amount_cents"),
    )

    def row(label: str, totals: dict, url: str) -> Row:
        return Row(
            [
                label,
                _count_and_sum(totals["today_n"], totals["today_sum"]),
                _count_and_sum(totals["month_n"], totals["month_sum"]),
            ],
            url,
        )

    return Panel(
        "Giften",
        ["", "Vandaag", "Deze maand"],
        [
            row("Donaties", donations, _list_url(Donation, "status=paid")),
            row("Vriendengiften", friends, _list_url(Friend)),
        ],
    )


@panel
def recurring_income(user, period: Period) -> Panel | None:
    from payments.models import Subscription

    if not user.has_perm("payments.view_subscription"):
        return None
    per_month = {"1 month": Decimal(1), "12 months": Decimal(1) / 12, "1 year": Decimal(1) / 12}
    rows, total = [], Decimal(0)
    grouped = (
        Subscription.objects.filter(status="active")
        .values("purpose", "interval")
        .annotate(n=Count("pk"), cents=Sum("amount_cents"))
        .order_by("purpose", "interval")
    )
    for group in grouped:
        monthly = Decimal(group["cents"] or 0) * per_month.get(group["interval"], Decimal(0))
        total += monthly
        label = (
            f"{admin_format.display(group['purpose'], name='purpose')}, "
            f"{str(admin_format.display(group['interval'], name='interval')).lower()}"
        )
        rows.append(Row([label, str(group["n"]), admin_format.money(round(monthly))]))
    if rows:
        rows.append(Row(["Totaal", "", admin_format.money(round(total))]))
    return Panel(
        "Terugkerende inkomsten",
        ["", "Actief", "Per maand"],
        rows,
        link=("Naar de periodieke betalingen", _list_url(Subscription, "status=active")),
        empty="Geen actieve periodieke betalingen.",
    )


@panel
def ticket_sales(user, period: Period) -> Panel | None:
    from orders.admin_views import can_see_orders
    from orders.selectors import upcoming_sales

    if not can_see_orders(user):
        return None
    return Panel(
        "Ticketverkoop komende evenementen",
        ["Evenement", "Begint op", "Verkocht", "Omzet"],
        [
            Row(
                [
                    event["title"],
                    admin_format.local_datetime(event["start_time"]),
                    str(event["tickets"]),
                    admin_format.money(event["revenue_cents"]),
                ],
                event["sales_url"],
            )
            for event in upcoming_sales(now=period.now, limit=10)
        ],
        link=("Alle ticketverkoop", reverse("sales_index")),
        empty="Geen komende evenementen met tickets.",
    )


@panel
def follow_up(user, period: Period) -> Panel | None:
    from applications.models import CandidateApplication, ContactMessage, Status, VacancyApplication
    from engagement.models import VolunteerSignup
    from legion.models import LegionMember

    rows = []
    if user.has_perm("engagement.view_volunteersignup"):
        waiting = VolunteerSignup.objects.filter(handled=False).count()
        rows.append(
            Row(
                ["Vrijwilligers nog niet opgevolgd", str(waiting)],
                _list_url(VolunteerSignup, "handled=false"),
            )
        )
    if user.has_perm("legion.view_legionmember"):
        new = LegionMember.objects.filter(created_at__gte=period.month_start).count()
        rows.append(Row(["Nieuwe legioenleden deze maand", str(new)], _list_url(LegionMember)))
    for model, label in (
        (ContactMessage, "Contactberichten"),
        (VacancyApplication, "Sollicitaties"),
        (CandidateApplication, "Kandidaat-raadsleden"),
    ):
        if user.has_perm(f"applications.view_{model._meta.model_name}"):
            new = model.objects.filter(status=Status.NEW).count()
            rows.append(
                Row([f"{label} met status Nieuw", str(new)], _list_url(model, "status=new"))
            )
    if not rows:
        return None
    return Panel("Op te volgen", ["", "Aantal"], rows)


@panel
def wfpp_alerts(user, period: Period) -> Panel | None:
    """Open party-finance alerts: gifts to publish within 3 days, payments past the yearly cap."""
    from people.admin_views import can_see_persons
    from wfpp.selectors import open_alerts

    if not can_see_persons(user):
        return None
    alerts = list(open_alerts()[:20])
    return Panel(
        "Wfpp-meldingen",
        ["Soort", "Gever", "Bedrag", "Totaal dit jaar", "Uiterlijk"],
        [
            Row(
                [
                    alert.get_kind_display(),
                    str(alert.person) if alert.person else "—",
                    admin_format.money(alert.amount_cents),
                    admin_format.money(alert.year_total_cents),
                    admin_format.local_datetime(alert.due_at),
                ],
                reverse("person_detail", args=[alert.person_id]) if alert.person_id else "",
            )
            for alert in alerts
        ],
        empty="Geen openstaande meldingen.",
    )
