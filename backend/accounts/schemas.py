from __future__ import annotations

from ninja import Field, Schema

from orders.models import PriceGroup


class ContactDetailsOut(Schema):
    """What the site knows of a logged-in person, to fill in their forms (the person record)."""

    street: str
    postal_code: str
    city: str
    phone: str


class AccountOut(Schema):
    email: str = Field(
        description="The login and a proven address: an account is activated only through a "
        "link mailed to it, so forms filled in with it need no e-mail confirmation."
    )
    first_name: str
    last_name: str
    is_member: bool = Field(description="An active membership today: may watch the premium area.")
    contact: ContactDetailsOut


class SessionOut(Schema):
    user: AccountOut | None
    csrf_token: str = Field(description="Send back as the X-CSRFToken header on every POST.")
    price_group: PriceGroup = Field(
        description="Who pays what for an event's tickets (SPEC §6): the event's page, the same "
        "cached page for everyone, shows the prices of this group in the browser."
    )


class LoginIn(Schema):
    email: str = Field(max_length=254)
    password: str = Field(max_length=256)
    next: str = Field("", max_length=2048, description="Where the visitor wants to go afterwards.")
    captcha: str = Field("", max_length=4000, description="The ALTCHA solution, once asked for.")


class LoginOut(SessionOut):
    next: str = Field(description="`next` when it stays on this host (core/safe_url.py), else ''.")


class EmailIn(Schema):
    email: str = Field(max_length=254)


class LinkTokenIn(Schema):
    token: str = Field(max_length=200)


class PasswordIn(Schema):
    token: str = Field(max_length=200)
    password: str = Field(max_length=256)


class LinkOut(Schema):
    valid: bool
    email: str = Field(description="The address the link was sent to, partly hidden.")
