"""The tree stays ruff-clean (the quality bar), checked where CI runs the tests."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_check_is_clean() -> None:
    ruff = shutil.which("ruff")
    assert ruff, "ruff is part of the test extra: pip install -e '.[test]'"
    done = subprocess.run([ruff, "check", "--quiet", str(ROOT)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
