import pytest

from core.money import format_euros


@pytest.mark.parametrize(
    "cents, text", [(0, "€ 0,00"), (5, "€ 0,05"), (2500, "€ 25,00"), (123456789, "€ 1.234.567,89")]
)
def test_format_euros(cents, text):
    assert format_euros(cents) == text


@pytest.mark.parametrize(
    "cents, text", [(0, "€0.00"), (5, "€0.05"), (2500, "€25.00"), (123456789, "€1,234,567.89")]
)
def test_format_euros_in_english(cents, text):
    assert format_euros(cents, "en") == text
