"""Every store test runs against a fresh temporary data folder, never the player's own."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "userdata"
    monkeypatch.setenv("WINKHOUSE_DATA_DIR", str(folder))
    return folder
