"""Every store test runs against a fresh temporary data folder, never the player's own, and starts
and ends with no notice waiting."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.store.notices import take_notices


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "userdata"
    monkeypatch.setenv("WINKHOUSE_DATA_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def no_notices_left() -> Iterator[None]:
    take_notices()
    yield
    take_notices()
