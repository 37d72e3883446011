"""A live table of bots only, watched: the director plays it on the sim clock as any table's, but
the view takes it for a table nobody plays at (`live` False: no move of a human, no results at
the end, nothing kept), and its trace is read as it is written (the winks, the signals and what
each bot's eyes made of them: sightings.py)."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from ...bots.source import Faces, TableSource
from ...rules.core import Event, GameState, IllegalAction, Observation


class WatchedSource:
    """`TableSource` of a director nobody plays at: everything is the director's but the humans'."""

    live = False

    def __init__(self, director: TableSource) -> None:
        self.director = director

    @property
    def state(self) -> GameState[Observation]:
        return self.director.state

    @property
    def social(self) -> Faces:
        return self.director.social

    @property
    def bots(self) -> Collection[int]:
        return self.director.bots

    @property
    def t(self) -> float:
        return self.director.t

    def step(self, dt: float) -> list[Event]:
        return self.director.step(dt)

    def observe(self, seat: int | None) -> Observation:
        return self.director.observe(seat)

    def forget_observations(self) -> None:
        self.director.forget_observations()

    def thinking(self) -> int | None:
        return self.director.thinking()

    def close(self) -> None:
        self.director.close()

    def human_act(self, action: Any) -> list[Event]:
        raise IllegalAction("nobody plays at a table of bots watched", code="bot_seat")

    def human_look(self, seat: int, target: int) -> None:
        pass

    def human_wink(self, seat: int, target: int) -> bool:
        return False

    def human_gesture(self, seat: int, kind: str, target: int | None) -> bool:
        return False
