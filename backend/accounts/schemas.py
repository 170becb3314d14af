from __future__ import annotations

from ninja import Field, Schema


class AccountOut(Schema):
    email: str
    first_name: str
    last_name: str
    is_member: bool = Field(description="An active membership today: may watch the premium area.")


class SessionOut(Schema):
    user: AccountOut | None
    csrf_token: str = Field(description="Send back as the X-CSRFToken header on every POST.")


class LoginIn(Schema):
    email: str = Field(max_length=254)
    password: str = Field(max_length=256)
    captcha: str = Field("", max_length=4000, description="The ALTCHA solution, once asked for.")


class EmailIn(Schema):
    email: str = Field(max_length=254)


class PasswordIn(Schema):
    token: str = Field(max_length=200)
    password: str = Field(max_length=256)


class LinkOut(Schema):
    valid: bool
    email: str = Field(description="The address the link was sent to, partly hidden.")


