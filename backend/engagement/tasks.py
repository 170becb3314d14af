"""The engagement e-mails, sent by the background worker: the confirmation links of a newsletter
sign-up and a petition signature, and the thank-you to a new volunteer. Each task looks at the
record again when it runs and sends nothing when there is no longer a reason to."""

from __future__ import annotations

from django_tasks import task

from core.i18n import pick
from core.mail import send_templated


@task(backend="background")
def send_newsletter_confirmation(subscription_pk: int, language: str = "nl") -> None:
    from .models import NewsletterSubscription, SubscriptionStatus
    from .services_newsletter import confirm_url, one_click_unsubscribe_url, unsubscribe_url

    subscription = NewsletterSubscription.objects.filter(pk=subscription_pk).first()
    if subscription is None or subscription.status == SubscriptionStatus.CONFIRMED:
        return
    leave = unsubscribe_url(subscription, language)
    send_templated(
        to=subscription.email,
        subject=pick(
            language,
            nl="Bevestig uw aanmelding voor de nieuwsbrief",
            en="Please confirm your newsletter sign-up",
        ),
        template="engagement/mail/newsletter_confirm",
        language=language,
        context={
            "name": subscription.name,
            "confirm_url": confirm_url(subscription, language),
            "unsubscribe_url": leave,
        },
        headers={
            "List-Unsubscribe": f"<{one_click_unsubscribe_url(subscription)}>",
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
    )


@task(backend="background")
def send_petition_confirmation(signature_pk: int, language: str = "nl") -> None:
    from content.translated_pages import in_locale

    from .models import PetitionSignature
    from .services_petitions import confirm_url

    signature = (
        PetitionSignature.objects.select_related("petition")
        .filter(pk=signature_pk, confirmed_at__isnull=True)
        .first()
    )
    if signature is None:
        return
    title = in_locale(signature.petition, language).title  # its English title where translated
    send_templated(
        to=signature.email,
        subject=pick(
            language,
            nl=f"Bevestig uw handtekening: {title}",
            en=f"Please confirm your signature: {title}",
        )[:300],
        template="engagement/mail/petition_confirm",
        language=language,
        context={
            "signature": signature,
            "petition": signature.petition,
            "title": title,
            "confirm_url": confirm_url(signature, language),
        },
    )


@task(backend="background")
def send_volunteer_thanks(signup_pk: int, language: str = "nl") -> None:
    from .models import VolunteerSignup

    signup = VolunteerSignup.objects.filter(pk=signup_pk).first()
    if signup is None:
        return
    send_templated(
        to=signup.email,
        subject=pick(
            language,
            nl="Bedankt voor uw aanmelding als vrijwilliger",
            en="Thank you for signing up as a volunteer",
        ),
        template="engagement/mail/volunteer_thanks",
        language=language,
        context={"signup": signup, "interests": signup.interest_labels_in(language)},
    )
