"""`make audit`: known vulnerabilities in the locked dependencies.

- Python: pip-audit on backend/uv.lock (exported as pinned requirements), every known advisory fails.
- Frontend: npm audit on frontend/package-lock.json, advisories of high or critical severity fail.

Reviewed exceptions live in scripts/audit-exceptions.txt (one advisory id per line, with why and
until when). When the advisory services cannot be reached (no network), nothing can be known:
this says so plainly and passes, unless AUDIT_STRICT=1, which makes it fail then.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXCEPTIONS = ROOT / "scripts" / "audit-exceptions.txt"
UV = ROOT / ".tools" / "uv" / "bin" / "uv"
PIP_AUDIT = ROOT / "backend" / ".venv" / "bin" / "pip-audit"
BLOCKING_NPM = {"high", "critical"}


class Unreachable(Exception):
    """The advisory service did not answer: nothing was audited."""


def accepted() -> set[str]:
    ids = set()
    for line in EXCEPTIONS.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            ids.add(line.split()[0])
    return ids


def python_findings(ignore: set[str]) -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        requirements = Path(tmp) / "requirements.txt"
        report = Path(tmp) / "report.json"
        subprocess.run(
            [str(UV), "export", "--frozen", "--no-hashes", "--no-emit-project",
             "--format", "requirements-txt", "--output-file", str(requirements)],
            cwd=ROOT / "backend", check=True, capture_output=True,
        )  # fmt: skip
        done = subprocess.run(
            [str(PIP_AUDIT), "--requirement", str(requirements), "--no-deps", "--disable-pip",
             "--progress-spinner", "off", "--format", "json", "--output", str(report),
             "--timeout", "20"],
            capture_output=True, text=True,
        )  # fmt: skip
        if not report.exists() or not report.read_text().strip():
            raise Unreachable(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "")
        data = json.loads(report.read_text())
    findings = []
    for dependency in data.get("dependencies", []):
        for vuln in dependency.get("vulns", []):
            names = {vuln["id"], *vuln.get("aliases", [])}
            if not names & ignore:
                findings.append(f"{dependency['name']} {dependency['version']}: {vuln['id']}")
    return findings


def npm_findings(ignore: set[str]) -> list[str]:
    env = {**os.environ, "PATH": f"{(ROOT / '.tools' / 'node-path').read_text().strip()}:{os.environ['PATH']}"}
    done = subprocess.run(
        ["npm", "audit", "--json", "--audit-level=high"],
        cwd=ROOT / "frontend", capture_output=True, text=True, env=env,
    )  # fmt: skip
    try:
        data = json.loads(done.stdout)
    except json.JSONDecodeError as error:
        raise Unreachable(done.stderr.strip()[-300:]) from error
    if "error" in data:
        error = data["error"] if isinstance(data["error"], dict) else {}
        raise Unreachable(str(error.get("summary") or data.get("message") or error.get("code")))
    if "vulnerabilities" not in data:  # the registry refused the audit request (e.g. 405)
        raise Unreachable(str(data.get("message", "no audit report")))
    findings = []
    for name, entry in data.get("vulnerabilities", {}).items():
        for via in entry.get("via", []):
            if not isinstance(via, dict) or via.get("severity") not in BLOCKING_NPM:
                continue
            advisory = str(via.get("url", "")).rsplit("/", 1)[-1] or str(via.get("source"))
            if advisory not in ignore:
                findings.append(f"{name}: {advisory} ({via['severity']}) {via.get('title', '')}")
    return findings


def main() -> int:
    strict = os.environ.get("AUDIT_STRICT") == "1"
    ignore = accepted()
    failed = False
    for label, audit in (("Python (pip-audit)", python_findings), ("npm (npm audit)", npm_findings)):
        try:
            findings = audit(ignore)
        except Unreachable as why:
            print(f"audit: {label}: NOTHING WAS AUDITED, the advisory service could not be "
                  f"reached ({why or 'no answer'}).")  # fmt: skip
            failed = failed or strict
            continue
        if findings:
            print(f"audit: {label}: known vulnerabilities:")
            for finding in sorted(set(findings)):
                print(f"  - {finding}")
            failed = True
        else:
            print(f"audit: {label}: no known vulnerabilities (exceptions: {len(ignore)}).")
    if failed:
        print("audit: FAILED (fix, or review and add the advisory to scripts/audit-exceptions.txt)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
