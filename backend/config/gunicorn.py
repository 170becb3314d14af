"""gunicorn's settings for the scaled mode (scripts/prod.sh: `gunicorn -c config/gunicorn.py`).

Binding, workers and threads come from the command line. With LOG_FORMAT=json gunicorn's own
messages are JSON lines scrubbed of personal data like Django's (core/logs.py); there is no access
log here: nginx writes it, without addresses in full and without query strings.
"""

import os

from config.body_drain import must_close

# Keep-alive above the idle timeout of the clients (nginx's upstream keepalive, Node's fetch): the
# client, not gunicorn, closes idle connections, so a request never lands on a closing one.
keepalive = 75
# A worker stuck this long is replaced (the page cache serves stale pages meanwhile).
timeout = 60
graceful_timeout = 20
accesslog = None
# Every line scrubbed of addresses, query strings and tokens, whatever the format (core/logs.py).
logger_class = "core.logs.GunicornLogger"


def pre_request(worker, req):
    """A body too large for config/body_drain.py to drain: the answer closes the connection, and
    says so, instead of announcing keep-alive and closing anyway."""
    if must_close(req.headers):
        req.must_close = True


# Several gunicorns run side by side (one per instance): no shared control socket in the home folder.
control_socket_disable = True

if os.environ.get("LOG_FORMAT") == "json":
    _handler = {"class": "logging.StreamHandler", "formatter": "json", "stream": "ext://sys.stderr"}
    logconfig_dict = {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"json": {"()": "core.logs.JsonFormatter"}},
        "handlers": {"console": _handler, "error_console": _handler},
        "root": {"level": "WARNING", "handlers": ["console"]},
        "loggers": {
            "gunicorn.error": {
                "level": "WARNING",
                "handlers": ["error_console"],
                "propagate": False,
            },
            "gunicorn.access": {"level": "WARNING", "handlers": ["console"], "propagate": False},
        },
    }
