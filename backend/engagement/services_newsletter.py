"""The newsletter: sign up (double opt-in), confirm by the link in the mail, leave by the link in
every mail. Signing up again is harmless: the same answer, no second row, and the confirmation
mail again at most every ENGAGEMENT_RESEND_MINUTES. The answer never tells whether an address
was known (subscribing to a party's newsletter is personal data of a special kind)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_noop

from core.campaign import CAMPAIGN_FIELDS
from core.consent import NO_CAMPAIGN, Campaign
from core.i18n import current_language, page_url
from people.consents import record_consent
from people.matching import person_for_action, verify_address
from people.models import ConsentPurpose

from . import links
from .consent import check_consent
from .models import NewsletterSubscription, SubscriptionStatus
from .tasks import send_newsletter_confirmation
from .validation import Fields, clean_email, clean_text, raise_if_invalid

Status = SubscriptionStatus
NO_CONSENT = gettext_noop("Geef toestemming om de nieuwsbrief te ontvangen.")
NAME_REQUIRED = gettext_noop("Naam is verplicht.")


def _resend_allowed(subscription: NewsletterSubscription) -> bool:
    """Claims the right to send the confirmation mail now (one UPDATE: concurrent sign-ups of the
    same address send one mail)."""
    now = timezone.now()
    cutoff = now - timedelta(minutes=settings.ENGAGEMENT_RESEND_MINUTES)
    claimed = NewsletterSubscription.objects.filter(pk=subscription.pk).filter(
        Q(confirmation_sent_at__isnull=True) | Q(confirmation_sent_at__lt=cutoff)
    )
    return claimed.update(confirmation_sent_at=now) == 1


def newsletter_subscribe(
    *,
    email: str,
    name: str,
    consent: bool,
    consent_version: str,
    campaign: Campaign = NO_CAMPAIGN,
    user: Any = None,
) -> None:
    """Records a sign-up awaiting confirmation and mails the confirmation link. An address that is
    confirmed already gets nothing (and no mail); a pending or unsubscribed one gets the link
    again, rate-limited. Raises DomainError (422, per field) on bad input; changes nothing then."""
    errors: Fields = {}
    email = clean_email(email, errors)
    name = clean_text(name, errors, field="name", required=NAME_REQUIRED, max_length=100)
    check_consent(
        errors, form="newsletter", consent=consent, version=consent_version, message=NO_CONSENT
    )
    raise_if_invalid(errors)

    now = timezone.now()
    with transaction.atomic():
        subscription = (
            NewsletterSubscription.objects.select_for_update().filter(email__iexact=email).first()
        )
        if subscription is None:
            try:
                with transaction.atomic():
                    subscriber = person_for_action(email, user=user, first_name=name)
                    subscription = NewsletterSubscription.objects.create(
                        person=subscriber,
                        email=email,
                        name=name,
                        consent_at=now,
                        consent_version=consent_version,
                        **campaign.record(),
                    )
                    record_consent(
                        subscriber, purpose=ConsentPurpose.NEWSLETTER, version=consent_version
                    )
            except IntegrityError:  # the same address at the same moment: that one stands
                return
        elif subscription.status == Status.CONFIRMED:
            return
        else:
            # Pending, or unsubscribed and back: this sign-up's consent and campaign count.
            subscription.name = name
            subscription.consent_at = now
            subscription.consent_version = consent_version
            for field, value in campaign.record().items():
                setattr(subscription, field, value or getattr(subscription, field))
            subscription.save(
                update_fields=["name", "consent_at", "consent_version", *CAMPAIGN_FIELDS]
            )
        if _resend_allowed(subscription):
            pk, language = subscription.pk, current_language()
            transaction.on_commit(lambda: send_newsletter_confirmation.enqueue(pk, language))


def newsletter_confirm(*, token: str) -> NewsletterSubscription:
    """Confirms the subscription behind a confirmation link; confirming twice is harmless. A link
    made before the address unsubscribed no longer confirms (410)."""
    pk, made_at = links.read_token("newsletter-confirm", token)
    with transaction.atomic():
        subscription = NewsletterSubscription.objects.select_for_update().filter(pk=pk).first()
        if subscription is None:
            raise links.NotFound(links.INVALID)
        if subscription.status == Status.CONFIRMED:
            return subscription
        if subscription.unsubscribed_at and made_at < subscription.unsubscribed_at:
            raise links.LinkExpired(links.EXPIRED)
        subscription.status = Status.CONFIRMED
        subscription.confirmed_at = timezone.now()
        subscription.unsubscribed_at = None
        subscription.save(update_fields=["status", "confirmed_at", "unsubscribed_at"])
        if subscription.person is not None:
            verify_address(subscription.person, subscription.email)
    return subscription


def newsletter_unsubscribe(*, token: str) -> None:
    """Leaves the newsletter by the link in a mail; again is harmless. The name is removed, the
    address stays on record as unsubscribed."""
    pk, _ = links.read_token("newsletter-unsubscribe", token)
    updated = NewsletterSubscription.objects.filter(pk=pk).exclude(status=Status.UNSUBSCRIBED)
    updated.update(status=Status.UNSUBSCRIBED, unsubscribed_at=timezone.now(), name="")
    if not NewsletterSubscription.objects.filter(pk=pk).exists():
        raise links.NotFound(links.INVALID)


def confirm_url(subscription: NewsletterSubscription, language: str = "nl") -> str:
    token = links.make_token("newsletter-confirm", subscription.pk)
    return page_url(f"/nieuwsbrief-bevestigen?token={token}", language)


def unsubscribe_url(subscription: NewsletterSubscription, language: str = "nl") -> str:
    """The page with the button to leave (for people), in every mail and in the export."""
    return page_url(f"/nieuwsbrief-afmelden/{unsubscribe_token(subscription)}", language)


def unsubscribe_token(subscription: NewsletterSubscription) -> str:
    return links.make_token("newsletter-unsubscribe", subscription.pk)


def one_click_unsubscribe_url(subscription: NewsletterSubscription) -> str:
    """RFC 8058 (List-Unsubscribe-Post): mail programs post to it without showing a page."""
    token = unsubscribe_token(subscription)
    return f"{settings.SITE_URL}/api/newsletter/one-click-unsubscribe?token={token}"
