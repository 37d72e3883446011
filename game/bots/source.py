"""Where a table's life comes from: the live `TableDirector` (engine, faces, bots on the sim clock),
or a recording played back. A table view draws from either through this one interface.

A view steps its source (`step(dt)` returns the engine's events of that step), reads the engine
state and each seat's observation, and poses every face at the source's time. Only a live source
takes the humans' moves (`human_*`); a recording refuses them (`live` says which it is).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, Protocol

from ..rules.core import Event, GameState, Observation
from ..social.signals import Signal
from ..social.table import Pose


class Faces(Protocol):
    """The faces of a table: where each looks, its lids and expression, at any moment."""

    @property
    def t(self) -> float: ...

    def pose(self, seat: int, t: float | None = None) -> Pose: ...

    def looking_at(self, seat: int, t: float) -> int:
        """Whom (or what) `seat`'s face looks at, at `t`: its pose's `gaze`, without the rest."""
        ...

    def winking_at(self, seat: int, t: float) -> tuple[int, float] | None:
        """The seat `seat` is winking at, at `t`, and when that wink began (None: no wink then)."""
        ...

    def lid_signals(self, since: float, t: float) -> list[Signal]:
        """Every face's signals that move eyelids (winks, blinks) begun by `t` and lasting past
        `since`: those a frame posed at `t` must show, when the frame before was posed at `since`."""
        ...


class TableSource(Protocol):
    live: bool  # the humans act through it (a recording takes no moves)

    @property
    def state(self) -> GameState[Observation]: ...

    @property
    def social(self) -> Faces: ...

    @property
    def bots(self) -> Collection[int]:
        """The bot seats."""
        ...

    @property
    def t(self) -> float: ...

    def step(self, dt: float) -> list[Event]: ...

    def observe(self, seat: int | None) -> Observation: ...

    def forget_observations(self) -> None:
        """After the state was changed other than through the source (a scene, a test)."""

    def thinking(self) -> int | None: ...

    def close(self) -> None: ...

    def human_act(self, action: Any) -> list[Event]: ...

    def human_look(self, seat: int, target: int) -> None: ...

    def human_wink(self, seat: int, target: int) -> bool: ...

    def human_gesture(self, seat: int, kind: str, target: int | None) -> bool: ...
