"""The rules packages import their engine on first use of one of their names (game/rules/lazy.py)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("wink", "winkybilly", "zwoggel")


def run(code: str) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert done.returncode == 0, done.stderr
    found: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return found


@pytest.mark.parametrize("game", GAMES)
def test_the_config_alone_loads_no_engine_and_a_name_loads_it(game: str) -> None:
    found = run(
        f"""
        import json, sys
        import game.rules.{game}.config as config
        before = sorted(m for m in sys.modules if m.startswith("game.rules.{game}."))
        import game.rules.{game} as package
        engine = package.ENGINE
        try:
            package.NO_SUCH_NAME
            unknown = None
        except AttributeError as exc:
            unknown = str(exc)
        state = "game.rules.{game}.state" in sys.modules
        print(json.dumps({{"before": before, "engine": engine.name, "state": state, "unknown": unknown}}))
        """
    )
    assert f"game.rules.{game}.state" not in found["before"]  # type: ignore[operator]
    assert f"game.rules.{game}.api" not in found["before"]  # type: ignore[operator]
    assert found["engine"] == game and found["state"] is True
    assert found["unknown"] == f"module 'game.rules.{game}' has no attribute 'NO_SUCH_NAME'"


@pytest.mark.parametrize("game", GAMES)
def test_a_module_of_the_engine_imported_first_still_finds_its_siblings(game: str) -> None:
    # state.py does `from . import observe, serialize`: the package hands that to the import
    # system instead of importing the whole engine half-way through state.py
    found = run(
        f"""
        import json
        import game.rules.{game}.state as state
        from game.rules.{game} import ENGINE
        print(json.dumps({{"engine": ENGINE.name, "observe": hasattr(state, "observe")}}))
        """
    )
    assert found == {"engine": game, "observe": True}
