"""A gunicorn worker loads what a request needs before it accepts connections (config/wsgi.py): the
URL configuration is imported with the WSGI module, not on the worker's first request, which kept
every request the worker had accepted waiting (over 15 s on a busy machine: the scaled flood test)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[2]

PROBE = """
import sys
import config.wsgi
print("urls" if "config.urls" in sys.modules else "no urls")
"""


def test_importing_the_wsgi_module_loads_the_url_configuration(tmp_path):
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{tmp_path}/db.sqlite3",
        "DJANGO_SETTINGS_MODULE": "config.settings",
    }
    # A process of its own: the test run has loaded the URLs long ago.
    result = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=BACKEND,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["urls"]
