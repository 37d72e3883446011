"""The replay screens' scenes for `screenshot` and `bench frames`: their recordings made inside
the scene from a seeded table of bots (sample.py), no file of the player's needed."""

from __future__ import annotations

import arcade

from ...games import game_spec
from .sample import game_recording, long_wink_recording, scene_wink_recording
from .screen import ReplayView

SCENE_SEAT = 1  # whose eyes the scenes watch with


def replay(window: arcade.Window, seed: int) -> arcade.View:
    """A six-seat Wink game watched by one seat, mid-game, with its timeline."""
    recording = scene_wink_recording(6, seed)
    view = ReplayView(recording, seat=SCENE_SEAT, back="menu")
    view.seek(recording.end * 0.45)
    return view


def replay_playing(window: arcade.Window, seed: int) -> arcade.View:
    """The ten-minute eight-seat Wink game playing at 1× (what `bench replay` measures)."""
    view = ReplayView(long_wink_recording(), seat=SCENE_SEAT, back="menu")
    view.seek(60.0)
    view.set_playing(True)
    return view


def revealed(window: arcade.Window, seed: int, game: str) -> arcade.View:
    """A whole game of `game`'s bots, the most seats it seats, watched by one seat after the end,
    everything revealed: every hand and pile face up."""
    players = max(game_spec(game).possible_players())
    view = ReplayView(game_recording(game, players, seed), seat=SCENE_SEAT, back="menu")
    view.seek(view.replay.end if view.replay is not None else 0.0)
    view.do("reveal")
    return view


def missed_winks(window: arcade.Window, seed: int) -> arcade.View:
    """The reel of a six-seat Wink game for the seat with the most moments, in its first moment,
    at the signal (its faces ringed, its line said)."""
    from ...review.moments import moments_for
    from .reel import MissedWinksView

    recording = scene_wink_recording(6, seed)
    seat = max(range(recording.n), key=lambda s: (len(moments_for(recording, s)), -s))
    view = MissedWinksView(recording, seat=seat, back="menu")
    moment = view.moment
    if moment is not None and view.replay is not None:
        view.replay.seek(moment.t + min(0.08, (moment.end - moment.t) / 2))  # the eye shut
        view.playing = False
    return view
