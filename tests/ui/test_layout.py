"""No text is cut off by the window's edge or drawn over another, at every size from 1024×576 to
2560×1440, in both languages, on every screen (the busiest table states included).

Each screen is built once per language and text size, then laid out again for every window size
of the matrix in the same window (as when the player resizes it), and the texts a frame draws at
each size are checked. The first case of a language and text size finds the problems at all of
its sizes; each case then reads its own."""

from __future__ import annotations

from typing import Any

import pytest

from game.ui.headless import step
from game.ui.scenes import scene_names, show_scene

from .screen import frame_texts, layout_problems

SIZES = [(1024, 576), (1280, 720), (1920, 1080), (2560, 1440)]


CASES = [(size, lang, 1.0) for size in SIZES for lang in ("en", "fr")]
CASES += [((1024, 576), "fr", 1.6), ((1920, 1080), "en", 1.6)]  # the largest text, for a television

GROUPS: dict[tuple[str, float], list[tuple[int, int]]] = {}
for _size, _lang, _text in CASES:
    GROUPS.setdefault((_lang, _text), []).append(_size)


def problems_at_every_size(window: Any, lang: str, text: float) -> dict[tuple[int, int], list[str]]:
    """Every screen built for the group's first size, in `lang` at `text` size, let run for four
    frames, then laid out again and drawn at each of the group's sizes (no time passing): the
    problems found at each size. (As `pretend_size`: layout reads the window's size; the pixels
    are not those of that size.)"""
    from dataclasses import replace

    window.apply_settings(replace(window.settings, language=lang, text_size=text), save=False)
    sizes = GROUPS[(lang, text)]
    problems: dict[tuple[int, int], list[str]] = {size: [] for size in sizes}
    real = (window._width, window._height)
    try:
        for scene in scene_names():
            for size in sizes:
                window._width, window._height = size
                if size == sizes[0]:  # built for this size, as the window it opens in
                    window.viewport = (0, 0, *size)
                    show_scene(window, scene, seed=3)
                    step(window, 4)
                else:  # the window resized: the same screen laid out again
                    window.dispatch_event("on_resize", *size)
                problems[size] += [f"{scene}: {p}" for p in layout_problems(frame_texts(window), *size)]
            window.ctx.finish()
    finally:
        window._width, window._height = real
        window.dispatch_event("on_resize", *real)
    return problems


@pytest.fixture(scope="module")
def found() -> dict[tuple[str, float], dict[tuple[int, int], list[str]]]:
    """Each group's problems by size, worked out by the first of its cases to run."""
    return {}


@pytest.mark.parametrize(
    ("size", "lang", "text"),
    [  # the cases of a language and text size in one worker, which lays their screens out once
        pytest.param(*case, marks=pytest.mark.xdist_group(f"layout-{case[1]}-{case[2]}")) for case in CASES
    ],
    ids=[f"{w}x{h}-{lang}-{t}" for (w, h), lang, t in CASES],
)
def test_no_text_is_cut_off_or_overlaps_another(
    window: Any, found: dict[Any, Any], size: tuple[int, int], lang: str, text: float
) -> None:
    if (lang, text) not in found:
        found[(lang, text)] = problems_at_every_size(window, lang, text)
    assert found[(lang, text)][size] == []
