"""Every command-line test runs with its own user folders (data and logs), and leaves no log
handler behind."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game import logs


@pytest.fixture(autouse=True)
def user_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("WINKHOUSE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WINKHOUSE_LOG_DIR", str(tmp_path / "logs"))
    yield
    logs.uninstall()
