"""No text is cut off by the window's edge or drawn over another, at every size from 1024×576 to
2560×1440, in both languages, on every screen (the busiest table states included)."""

from __future__ import annotations

from typing import Any

import pytest

from game.ui.headless import step
from game.ui.scenes import scene_names, show_scene

from .screen import frame_texts, layout_problems, pretend_size

SIZES = [(1024, 576), (1280, 720), (1920, 1080), (2560, 1440)]


CASES = [(size, lang, 1.0) for size in SIZES for lang in ("en", "fr")]
CASES += [((1024, 576), "fr", 1.6), ((1920, 1080), "en", 1.6)]  # the largest text, for a television


@pytest.mark.parametrize(
    ("size", "lang", "text"), CASES, ids=[f"{w}x{h}-{lang}-{t}" for (w, h), lang, t in CASES]
)
def test_no_text_is_cut_off_or_overlaps_another(
    window: Any, size: tuple[int, int], lang: str, text: float
) -> None:
    from dataclasses import replace

    window.apply_settings(replace(window.settings, language=lang, text_size=text), save=False)
    problems: list[str] = []
    with pretend_size(window, *size):
        for scene in scene_names():
            show_scene(window, scene, seed=3)
            step(window, 4)
            problems += [f"{scene}: {p}" for p in layout_problems(frame_texts(window), *size)]
    assert problems == []
