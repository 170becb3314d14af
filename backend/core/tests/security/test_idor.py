"""IDOR: no URL of the API names a person's thing by a guessable id. Every path parameter is read
from the OpenAPI document and must be public content (a slug, a fixed choice), a random UUID or
a random secret token; a new kind of id fails here until someone reviewed it. What belongs to a
member (membership, details, referral link) is reached through the session only (/me), never by
an id; a made-up or sequential id finds nothing."""

from __future__ import annotations

import uuid

import pytest
from django.contrib.auth import get_user_model

from .api_routes import operations

PUBLIC_CONTENT = {"slug", "article_slug"}  # published pages, anyone may read them
RANDOM_SECRETS = {"token", "ticket_key", "code", "visitor_id"}  # long random strings we issued
# legion actions are the same published tasks for everyone; marking one done changes the
# dashboard session's own member only (legion/services.action_set_done).
# A year of one's own overview: the session says whose (people.payments.own_year_overview).
REVIEWED_INTEGERS = {
    ("POST", "/api/legion/dashboard/actions/{action_id}", "action_id"),
    ("GET", "/api/members/me/overview/{year}", "year"),
}
PERSONAL = ["/api/orders/{}", "/api/donations/{}", "/api/payments/{}", "/api/members/join/{}",
            "/api/friends/{}", "/api/members/me/payments/gift/{}/receipt",
            "/api/members/me/payments/dues/{}/receipt"]  # fmt: skip


def path_parameters():
    for op in operations():
        for parameter in op.parameters:
            if parameter["in"] == "path":
                yield op, parameter


@pytest.mark.parametrize(
    ("op", "parameter"),
    list(path_parameters()),
    ids=[f"{op.id} {p['name']}" for op, p in path_parameters()],
)
def test_every_id_in_a_url_is_unguessable_or_public(op, parameter):
    schema = parameter.get("schema", {})
    name = parameter["name"]
    if "enum" in schema or name in PUBLIC_CONTENT:
        return
    if schema.get("type") == "integer":
        assert (op.method, op.template, name) in REVIEWED_INTEGERS
        return
    assert schema.get("format") == "uuid" or name in RANDOM_SECRETS, (op.id, name)


@pytest.mark.django_db
@pytest.mark.parametrize("template", PERSONAL)
def test_someone_elses_things_are_not_found_by_guessing(client, template):
    user = get_user_model().objects.create_user("nieuwsgierig@example.org", "n@example.org")
    client.force_login(user)
    for guess in ("1", "2", "0", str(uuid.uuid4()), "00000000-0000-0000-0000-000000000001"):
        response = client.get(template.format(guess))
        assert response.status_code in (404, 422), (template, guess, response.status_code)


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/api/tickets/1", "/api/tickets/1/pdf", "/api/donations/monthly/1"])
def test_short_secrets_find_nothing(client, path):
    assert client.get(path).status_code in (404, 410, 422)
