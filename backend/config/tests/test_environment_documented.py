"""Every environment variable the code reads is in a configuration table of README.md or
deploy/README.md. Found by reading the code (Python, TypeScript, shell, the Makefile) and, for the
settings, by environs' own record of what settings.py read (env.dump())."""

import re
from pathlib import Path

from config.env import env

REPO = Path(__file__).resolve().parents[3]
TABLES = [REPO / "README.md", REPO / "deploy" / "README.md"]
NAME = r"([A-Z][A-Z0-9_]*[A-Z0-9])"
READS = {
    # env_int("X", …), env.str("X", …), env.email_url("X", …); os.environ.get("X"), os.getenv("X")
    ".py": [
        rf"\benv(?:_|\.)[a-z_]+\(\s*\"{NAME}\"",
        rf"\bos\.environ(?:\.get\(|\[)\s*\"{NAME}\"",  # not a WSGI request's environ
        rf"\bgetenv\(\s*\"{NAME}\"",
    ],
    # process.env.X, process.env["X"], env.X (the *FromEnv(env = process.env) readers)
    ".ts": [rf"(?<!meta\.)\benv\.{NAME}\b", rf"\benv\[\s*[\"']{NAME}[\"']\s*\]"],
    # ${X:-default}, ${X:=default}, ${X-default}: a variable the caller may set
    ".sh": [rf"\$\{{{NAME}:?[-=]"],
    "Makefile": [rf"^{NAME}\s*\?=", rf"\$\$\{{{NAME}:?[-=]"],
}
READS[".tsx"] = READS[".ts"]
SOURCES = [
    "backend/**/*.py",
    "scripts/*.py",
    "scripts/*.sh",
    "Makefile",
    "frontend/server.ts",
    "frontend/*.config.ts",
    "frontend/app/**/*.ts",
    "frontend/app/**/*.tsx",
    "frontend/e2e/**/*.ts",
]
SKIP_PARTS = {".venv", "node_modules", "build", "__pycache__"}
# Set by the operating system or the shell, not by whoever configures the site.
NOT_OURS = {"PATH", "HOME", "PWD", "DJANGO_SETTINGS_MODULE", "PGPASSWORD"}


def code_reads() -> dict[str, str]:
    """Variable name → the first place that reads it."""
    found: dict[str, str] = {}
    for pattern in SOURCES:
        for path in sorted(REPO.glob(pattern)):
            relative = path.relative_to(REPO)
            if SKIP_PARTS & set(relative.parts) or relative.name.endswith(".test.ts"):
                continue
            if relative.parts[-1] == "test_environment_documented.py":
                continue
            kind = "Makefile" if path.name == "Makefile" else path.suffix
            text = path.read_text()
            for regex in READS.get(kind, []):
                for match in re.finditer(regex, text, re.MULTILINE):
                    line = text.count("\n", 0, match.start()) + 1
                    found.setdefault(match.group(1), f"{relative}:{line}")
    for name in env.dump():
        found.setdefault(name, "backend/config/settings.py (environs)")
    return {name: where for name, where in found.items() if name not in NOT_OURS}


def documented() -> set[str]:
    names: set[str] = set()
    for readme in TABLES:
        for line in readme.read_text().splitlines():
            if line.startswith("|"):
                names.update(re.findall(rf"`{NAME}`", line))
    return names


def test_the_search_finds_the_known_readers():
    reads = code_reads()
    # one of each kind, so a broken pattern cannot pass silently
    for name in ("DATABASE_URL", "S3_ENDPOINT_URL", "BACKEND_URL", "RENDER_CONCURRENCY",
                 "WEB_CONCURRENCY", "POSTGRES_TEST_URL", "AUDIT_STRICT", "FUZZ_SEED"):  # fmt: skip
        assert name in reads, name


def test_every_environment_variable_is_documented():
    missing = {name: where for name, where in code_reads().items() if name not in documented()}
    advice = "\n".join(
        f"  {name} (read in {where}): add the row\n"
        f"    | `{name}` | <default> | <what it does> |\n"
        f'  to the table under "## Configuration" in README.md'
        + (
            " (or deploy/README.md's table of make prod's variables)"
            if name.startswith("PROD_")
            else ""
        )
        for name, where in sorted(missing.items())
    )
    assert not missing, f"{len(missing)} environment variable(s) in no README table:\n{advice}"
