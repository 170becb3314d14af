"""WSGI entry point (gunicorn config.wsgi)."""

import os

from django.core.wsgi import get_wsgi_application

from config.body_drain import DrainRequestBody

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

# Bodies are read to their end, so a kept-alive connection stays usable (config/body_drain.py).
application = DrainRequestBody(get_wsgi_application())

# The search's Dutch lemmatiser loads its dictionary on first use (~1-2 s of CPU): load it while the
# worker starts, not in the first visitor's search.
from search.text import forms  # noqa: E402

forms("zoeken")
