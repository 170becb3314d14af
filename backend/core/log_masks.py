"""The shared list of secrets masked in every log (deploy/log-masks.json), for Python and nginx.

core/logs.py applies it to Django's, gunicorn's and nginx's error log lines; the Node server reads
the same file (frontend/app/lib/server-log.ts); nginx's access log cannot run code, so its maps are
written from the list into deploy/nginx.conf.template between two marker lines:

    python -m core.log_masks --write     rewrites that block
    python -m core.log_masks --check     fails when the template's block differs (also a test)

This module imports nothing from Django.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
MASKS_FILE = REPO / "deploy" / "log-masks.json"
NGINX_TEMPLATE = REPO / "deploy" / "nginx.conf.template"
BEGIN = "    # --- begin: generated from deploy/log-masks.json by `python -m core.log_masks --write` ---"
END = "    # --- end: generated ---"


@dataclass(frozen=True)
class Mask:
    name: str
    before: str
    secret: str
    mask: str

    @property
    def pattern(self) -> re.Pattern[str]:
        """For free text: the context kept as group 1, the secret after it replaced."""
        return re.compile(f"({self.before}){self.secret}")


@cache
def masks() -> tuple[Mask, ...]:
    entries = json.loads(MASKS_FILE.read_text(encoding="utf-8"))["masks"]
    return tuple(Mask(**entry) for entry in entries)


def apply(text: str) -> str:
    for mask in masks():
        # sub() calls the function before the loop moves on: mask is this iteration's.
        text = mask.pattern.sub(lambda match: match.group(1) + mask.mask, text)  # noqa: B023
    return text


def nginx_maps(source: str = "$request_path", result: str = "$log_path") -> str:
    """One map per mask, chained: each masks its secret in the previous one's value (nginx's map
    applies one regex per lookup). Evaluated only when a log line is written."""
    lines: list[str] = []
    previous = source
    for index, mask in enumerate(masks()):
        name = result if index == len(masks()) - 1 else f"{result}_{index}"
        regex = f"^(?<before>.*?{mask.before}){mask.secret}(?<after>.*)$"
        lines += [
            f"    # {mask.name}",
            f"    map {previous} {name} {{",
            f'        "~{regex}" "$before{mask.mask}$after";',
            f"        default {previous};",
            "    }",
        ]
        previous = name
    return "\n".join(lines)


def _split(template: str) -> tuple[str, str, str]:
    head, begin, rest = template.partition(BEGIN + "\n")
    block, end, tail = rest.partition(END + "\n")
    if not begin or not end:
        raise ValueError(f"{NGINX_TEMPLATE.name}: the generated block's marker lines are missing")
    return head + begin, block, end + tail


def template_block(template: str | None = None) -> str:
    text = NGINX_TEMPLATE.read_text(encoding="utf-8") if template is None else template
    return _split(text)[1].rstrip("\n")


def write_template() -> None:
    head, _, tail = _split(NGINX_TEMPLATE.read_text(encoding="utf-8"))
    NGINX_TEMPLATE.write_text(f"{head}{nginx_maps()}\n{tail}", encoding="utf-8")


def main(argv: list[str]) -> int:
    if argv[1:] == ["--write"]:
        write_template()
        return 0
    if argv[1:] == ["--check"]:
        if template_block() != nginx_maps():
            print(f"{NGINX_TEMPLATE}: stale log masks; run python -m core.log_masks --write")
            return 1
        return 0
    print(nginx_maps())
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
