"""Read queries of donations."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.utils.translation import gettext_noop

from content.pages.selectors import live_page, page_not_found, page_out
from content.preview import preview_serializer, visitor_path
from content.serializers import image_out
from core.errors import NotFound
from core.published_parts import kept_published
from payments.models import Payment
from payments.services import payment_for_visitor

from .models import Donation, DonationPage, DonationStatus
from .services import raised_cents


def _donation_page_at(path: str, locale: str) -> DonationPage:
    page = live_page(path=path, locale=locale)
    if not isinstance(page, DonationPage):
        raise page_not_found(path)
    return page


def donation_page(*, path: str, locale: str) -> dict[str, Any]:
    """A donation page as the CMS resolves it, with what the form and the progress bar need. Its
    published part is kept (core/published_parts.py); the sum raised is read per request."""
    part = kept_published(
        f"donation-page:{locale}:{path}",
        lambda: _published_part(_donation_page_at(path, locale), path),
    )
    return _with_raised(part)


@preview_serializer(DonationPage, "donation")
def donation_preview(page: DonationPage) -> dict[str, Any]:
    return _with_raised(_published_part(page, visitor_path(page)))


@dataclass(frozen=True)
class PublishedDonationPage:
    answer: dict[str, Any]
    # Gifts are made on the Dutch page; an English translation shows the same progress (a draft
    # of a new page: none yet).
    gifts_page_id: int | None


def _published_part(page: DonationPage, path: str) -> PublishedDonationPage:
    dutch = DonationPage.objects.filter(
        translation_key=page.translation_key, locale__language_code="nl"
    ).first()
    answer = {
        "page": page_out(page, path=path),
        "donation": {
            "goal_cents": page.goal_cents,
            "suggested_amounts_cents": page.amounts_cents(),
            "allow_monthly": page.allow_monthly,
            "anonymous_max_cents": settings.DONATION_ANONYMOUS_MAX_CENTS,
            "yearly_max_cents": settings.DONATION_YEARLY_MAX_CENTS,
            "thank_you_title": page.thank_you_title,
            "thank_you_text": page.thank_you_text,
            "image": image_out(page.image),
        },
    }
    return PublishedDonationPage(answer, (dutch or page).pk)


def _with_raised(part: PublishedDonationPage) -> dict[str, Any]:
    raised = raised_cents(part.gifts_page_id) if part.gifts_page_id else 0
    donation = {**part.answer["donation"], "raised_cents": raised}
    return {**part.answer, "donation": donation}


def donation_page_for_path(path: str) -> DonationPage:
    """The (Dutch) page a gift is made on."""
    return _donation_page_at(path, "nl")


def donation_status(*, public_id: str) -> dict[str, Any]:
    donation = Donation.objects.select_related("page").filter(public_id=public_id).first()
    if donation is None:
        raise NotFound(gettext_noop("Deze gift bestaat niet."))
    if donation.status == DonationStatus.PENDING:
        # The donor is back before the webhook: ask the provider now (the core applies it once).
        payment = (
            Payment.objects.filter(purpose="donation", purpose_id=public_id)
            .order_by("-created_at")
            .first()
        )
        if payment is not None:
            payment_for_visitor(public_id=str(payment.public_id))
            donation.refresh_from_db()
    return {
        "public_id": donation.public_id,
        "status": donation.status,
        "amount_cents": donation.amount_cents,
        "frequency": donation.frequency,
        "page_path": "/" + "/".join(donation.page.url_path.strip("/").split("/")[1:]),
    }
