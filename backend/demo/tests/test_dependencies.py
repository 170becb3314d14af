"""Dependencies on the demo data point one way (issue 23): the demo app imports the other apps, no
other app imports it, and the site's code never imports demo data.

Read from the source with `ast` (imports inside functions included), so that nothing has to be
imported to be checked. The demo data are the demo app (`demo`, `demo.*`) and an app's own seed
module (`members.demo`, `staff.demo`, … : `<app>.demo` or `<app>.demo_*` at the top of an app);
`payments.providers.demo` is the demo payment provider, part of the site, not demo data.
"""

from __future__ import annotations

import ast
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[2]
APPS = frozenset(path.parent.name for path in BACKEND.glob("*/apps.py"))


def module_name(path: Path) -> str:
    parts = list(path.relative_to(BACKEND).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(source: str, module: str, *, is_package: bool = False) -> set[str]:
    """Every module that `source` (the module `module`) imports; `from a import b` counts a and a.b,
    since b may be a submodule."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base_parts = package[: len(package) - node.level + 1] if node.level else []
            base = ".".join([*base_parts, *([node.module] if node.module else [])])
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def is_demo_app(module: str) -> bool:
    return module == "demo" or module.startswith("demo.")


def is_app_seed(module: str) -> bool:
    parts = module.split(".")
    return len(parts) == 2 and parts[0] in APPS and (parts[1] == "demo" or parts[1].startswith("demo_"))


def is_test(path: Path) -> bool:
    return "tests" in path.parts or path.name.startswith("test_") or path.name == "conftest.py"


def project_modules() -> dict[str, tuple[Path, set[str]]]:
    modules = {}
    for app in APPS:
        for path in (BACKEND / app).rglob("*.py"):
            if "migrations" in path.parts:
                continue
            name = module_name(path)
            imports = imported_modules(path.read_text(), name, is_package=path.name == "__init__.py")
            modules[name] = (path, imports)
    return modules


def violations(modules: dict[str, tuple[Path, set[str]]]) -> list[str]:
    found = []
    for name, (path, imports) in sorted(modules.items()):
        if is_demo_app(name) or is_test(path):
            continue  # the demo app may import anything; tests run on the seeded demo data
        for imported in sorted(imports):
            if is_demo_app(imported):
                found.append(f"{name} imports the demo app ({imported})")
            elif is_app_seed(imported) and not is_app_seed(name):
                found.append(f"{name} imports demo data ({imported})")
    return found


def test_no_app_imports_the_demo_app_and_the_sites_code_no_demo_data():
    modules = project_modules()
    assert violations(modules) == []


def test_content_has_no_demo_data_of_its_own_and_imports_none():
    # The app that held the seed before (its tests read the demo's texts, like every app's tests).
    modules = project_modules()
    content = {
        name: imports
        for name, (path, imports) in modules.items()
        if name.split(".")[0] == "content" and not is_test(path)
    }
    assert not [name for name in content if name.split(".")[-1].startswith("demo")]
    assert not [
        (name, imported)
        for name, imports in content.items()
        for imported in imports
        if is_demo_app(imported) or is_app_seed(imported)
    ]


def test_the_check_reads_the_real_graph():
    # The walk finds the source: the seed command imports the apps' seed modules and content's models.
    _, imports = project_modules()["demo.management.commands.seed_demo"]
    assert {"members.demo", "staff.demo", "content.models"} <= imports
    assert "payments.providers.demo" in project_modules()["payments.api"][1]


def test_the_check_finds_each_kind_of_wrong_import():
    relative = imported_modules("from . import demo", "members.api")
    assert "members.demo" in relative
    assert imported_modules("from .. import demo_images", "content.news.selectors") >= {"content.demo_images"}
    wrong = {
        "content.news.selectors": (BACKEND / "content/news/selectors.py", {"demo.texts"}),
        "events.selectors": (BACKEND / "events/selectors.py", {"members.demo"}),
        "members.demo": (BACKEND / "members/demo.py", {"demo.images"}),
        "legion.demo": (BACKEND / "legion/demo.py", {"members.demo"}),  # seed on seed: allowed
        "payments.api": (BACKEND / "payments/api.py", {"payments.providers.demo"}),  # not demo data
        "members.tests.test_x": (BACKEND / "members/tests/test_x.py", {"demo.texts", "members.demo"}),
    }
    assert violations(wrong) == [
        "content.news.selectors imports the demo app (demo.texts)",
        "events.selectors imports demo data (members.demo)",
        "members.demo imports the demo app (demo.images)",
    ]
