"""For tests of forms behind core.abuse.guard_form: a solved captcha, as the widget would send it.

Use with the `cheap_captcha` settings (a handful of cheap tries) so that solving takes no time:

    @pytest.fixture(autouse=True)
    def _cheap(settings):
        cheap_captcha(settings)
"""

from __future__ import annotations

import altcha

from core.captcha import create_challenge


def cheap_captcha(settings) -> None:
    settings.CAPTCHA_COST = 10
    settings.CAPTCHA_COUNTER_MIN = 1
    settings.CAPTCHA_COUNTER_MAX = 20


def solved_captcha() -> str:
    challenge = altcha.Challenge.from_dict(create_challenge())
    solution = altcha.solve_challenge(challenge, timeout=30)
    assert solution is not None
    return altcha.Payload(challenge, solution).to_base64()
