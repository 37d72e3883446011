"""The screenshot scene of a game's guided game: the table at the step its guide shows in pictures
(`Guide.scene`), its pointer and line drawn; nothing is written to the player's progress."""

from __future__ import annotations

from typing import Any

from ...games import game_spec
from ...store.guide_progress import GuideProgress
from ..headless import step
from .keeping import profile_of
from .table import GuidedTable, guided_class_of

SETTLE_S = 1.0  # the table runs this long first (the faces come to life, the layout settles)


def guide_scene(window: Any, game: str) -> GuidedTable:
    spec = game_spec(game)
    assert spec.guide is not None and spec.table is not None
    profile = profile_of(window.settings)
    guide = spec.guide.load()(profile, window.settings.player_face)
    unkept = GuideProgress(writer=lambda _write: None)
    view: GuidedTable = guided_class_of(spec)(guide, guide.scene_step(), unkept, profile)
    window.show_view(view)
    step(window, round(SETTLE_S * 60))
    return view
