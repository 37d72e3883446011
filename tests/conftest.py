"""What every test of the suite shares."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.i18n import set_language


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Each test leaves the catalogue in English, whatever language it played in: a test that
    runs after it in the same worker must not read French by chance."""
    yield
    set_language("en")
