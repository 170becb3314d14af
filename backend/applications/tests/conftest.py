import pytest


@pytest.fixture(autouse=True)
def private_root(settings, tmp_path):
    """CVs land in a folder of the test's own, never in var/private."""
    settings.PRIVATE_MEDIA_ROOT = tmp_path / "private"
    return settings.PRIVATE_MEDIA_ROOT
