"""The code type-checks: mypy, as pyproject.toml configures it ([tool.mypy]), passes on `game/`;
and that configuration stays strict enough to see through the parts' interfaces (a flag turned
off, an error code disabled or a module of ours ignored would let a wrong interface pass).

mypy keeps its cache in the repository's .mypy_cache/: a run after a small change takes a
second, a first run about ten.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
STRICT = (
    "check_untyped_defs",
    "disallow_untyped_defs",
    "disallow_incomplete_defs",
    "warn_unused_ignores",
    "warn_redundant_casts",
    "no_implicit_optional",
    "strict_equality",
)
# Settings that would hide errors, wherever they stand (the whole config, or a module's override).
HIDING = (
    "ignore_errors",
    "disable_error_code",
    "follow_imports",
    "allow_untyped_defs",
    "ignore_missing_imports",
)


def mypy_config() -> dict[str, Any]:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    config: dict[str, Any] = pyproject["tool"]["mypy"]
    return config


def test_mypy_passes() -> None:
    assert importlib.util.find_spec("mypy"), "mypy is part of the test extra: pip install -e '.[test]'"
    done = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, f"mypy finds type errors in game/:\n{done.stdout}{done.stderr}"


def test_mypy_checks_all_of_game_on_python_311() -> None:
    config = mypy_config()
    assert config.get("packages") == ["game"]
    assert config.get("python_version") == "3.11"
    assert "exclude" not in config and "files" not in config


def test_mypy_config_is_strict() -> None:
    config = mypy_config()
    off = [flag for flag in STRICT if config.get(flag) is not True]
    assert not off, f"[tool.mypy] must keep these on: {', '.join(off)}"
    hiding = [key for key in HIDING if key in config]
    assert not hiding, f"[tool.mypy] must not set {', '.join(hiding)} for every module"


def test_mypy_overrides_only_forgive_missing_types_of_others() -> None:
    """An override may only say that a third-party module ships no types; none may weaken a flag,
    and none may name a module of ours."""
    for override in mypy_config().get("overrides", []):
        modules = override.get("module")
        modules = [modules] if isinstance(modules, str) else list(modules or [])
        assert modules, f"an override names no module: {override}"
        ours = [m for m in modules if m == "game" or m.startswith("game.")]
        assert not ours, f"an override names our own modules: {ours}"
        assert set(override) <= {"module", "ignore_missing_imports"}, f"an override weakens mypy: {override}"
