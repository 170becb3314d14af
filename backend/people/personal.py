"""The personal fields, defined once (issue 20). A membership keeps the member's own copy of their
details (what they joined with and correct on their page); this list is what the member API shows,
what the admin exports and what the member's page reads. The data export and erasure need no list:
they take every field of every record linked to the person (people.privacy), so a field added here
and on the model is in the API, the admin export, the data export and the erasure at once."""

from __future__ import annotations

MEMBER_DETAILS: tuple[str, ...] = (
    "first_name",
    "last_name",
    "email",
    "date_of_birth",
    "street",
    "postal_code",
    "city",
    "province",
    "phone",
)
# Fixed after joining: the e-mail address is the login; the birth date decided the tier.
FIXED_AFTER_JOINING = ("email", "date_of_birth")
MEMBER_EDITABLE: tuple[str, ...] = tuple(f for f in MEMBER_DETAILS if f not in FIXED_AFTER_JOINING)
