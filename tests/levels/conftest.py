"""Level tests start and end with no notice waiting and the shipped files freshly loaded."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.store.levels import load_difficulties, load_personalities, load_practice_levels
from game.store.notices import take_notices

LOADERS = (load_difficulties, load_personalities, load_practice_levels)


@pytest.fixture(autouse=True)
def fresh_levels() -> Iterator[None]:
    take_notices()
    yield
    for loader in LOADERS:
        loader.cache_clear()  # a test may have loaded broken files in place of the shipped ones
    take_notices()
