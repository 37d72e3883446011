"""The whole suite's order for its two workers (pytest-xdist, `--dist loadgroup`): the longest
groups of tests go first, so that neither worker is left with one of them at the end while the
other waits (each group runs whole on one worker; xdist hands them out in the collection's order,
`--no-loadscope-reorder` in pyproject keeping it)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.i18n import set_language

# The groups that take a minute or more each (the layout checks of every scene, the screenshot
# command for every scene, the installed game, the watched calls, the browser), longest first.
LONGEST_FIRST = ("layout-", "smallest-shots", "install", "no-tells", "browser")


def group_of(item: pytest.Item) -> str:
    marker = item.get_closest_marker("xdist_group")
    if marker is None:
        return ""
    return str(marker.args[0] if marker.args else marker.kwargs.get("name", ""))


def rank(item: pytest.Item) -> int:
    group = group_of(item)
    for i, prefix in enumerate(LONGEST_FIRST):
        if group.startswith(prefix):
            return i
    return len(LONGEST_FIRST)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=rank)  # (stable: the rest keep their order)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Each test leaves the catalogue in English, whatever language it played in: the longest
    groups run first now, and a test after them must not read French by chance."""
    yield
    set_language("en")
