"""The replay screens' scenes for `screenshot` and `bench frames`: their recordings made inside
the scene from a seeded table of bots (sample.py), no file of the player's needed."""

from __future__ import annotations

import arcade

from .sample import long_wink_recording, wink_recording
from .screen import ReplayView

SCENE_SEAT = 1  # whose eyes the scenes watch with


def replay(window: arcade.Window, seed: int) -> arcade.View:
    """A six-seat Wink game watched by one seat, mid-game, with its timeline."""
    recording = wink_recording(6, seed)
    view = ReplayView(recording, seat=SCENE_SEAT, back="menu")
    view.seek(recording.end * 0.45)
    return view


def replay_playing(window: arcade.Window, seed: int) -> arcade.View:
    """The ten-minute eight-seat Wink game playing at 1× (what `bench replay` measures)."""
    view = ReplayView(long_wink_recording(), seat=SCENE_SEAT, back="menu")
    view.seek(60.0)
    view.set_playing(True)
    return view
