"""No text is cut off by the window's edge or drawn over another, at every size from 1024×576 to
2560×1440, in both languages, on every screen (the busiest table states included).

Each screen is built once per language and text size, then laid out again for every window size
of that pass in the same window (as when the player resizes it), and the texts a frame draws at
each size are checked (scene_pass.py). The first case of a language and text size works its pass
out (test_views.py reads the same English pass's pictures); each case then reads its own size."""

from __future__ import annotations

from typing import Any

import pytest

from .scene_pass import PASSES, scene_pass

CASES = [(size, lang, text) for (lang, text), sizes in PASSES.items() for size in sorted(sizes)]


@pytest.mark.parametrize(
    ("size", "lang", "text"),
    [  # the cases of a language and text size in one worker, which lays their screens out once
        pytest.param(*case, marks=pytest.mark.xdist_group(f"layout-{case[1]}-{case[2]}")) for case in CASES
    ],
    ids=[f"{w}x{h}-{lang}-{t}" for (w, h), lang, t in CASES],
)
def test_no_text_is_cut_off_or_overlaps_another(
    window: Any, size: tuple[int, int], lang: str, text: float
) -> None:
    assert scene_pass(window, lang, text).problems[size] == []
