"""A recorded table played back: the source a view draws from in a replay (`RecordedTable`).

It answers what a view asks a live `TableDirector` while it draws and steps it: `t`, `state`,
`step(dt)`, `observe(seat)`, `social` (the faces: `pose(seat, t)`, `t`), `thinking()`, `bots`,
`close()`, and refuses the human's moves. Its state is the engine dealt from the header's config
and seed, with every recorded action applied at its time; its faces are posed from the recorded
gaze, signals and fidgets with the function the live table poses them with (`pose_at`). Stepped
with the same `dt`s as the live table was, it goes through the same `t`, bit for bit, and at each
one its state, observations, poses and thinking seat are the live table's, exactly: a replay is
the recording played back, never a simulation that might drift. `seek(t)` shows any moment.

One difference of rhythm: the live director applies the bots' actions inside a step and a
human's between two steps (at the `t` of the step before); a recording applies both in the step
that reaches their time, and returns the events of both. Actions made at `t` 0, before the first
step, are applied when the table is made (their events are `opening`).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from typing import Any, Protocol

from ..rules.core import Event, IllegalAction
from ..social.recorded import RecordedFaces


class Unseen:
    """No screen was recorded (a `simulate` trace): each seat watched its own moments."""

    def __repr__(self) -> str:
        return "UNSEEN"


UNSEEN = Unseen()


class Recorded(Protocol):
    """What a recorded table is played back from (a `recording.Recording`)."""

    @property
    def humans(self) -> frozenset[int]: ...

    @property
    def bots(self) -> frozenset[int]: ...

    @property
    def actions(self) -> Sequence[tuple[float, Any]]:
        """(t, action), in the order they were applied."""
        ...

    @property
    def screens(self) -> Sequence[int | Unseen | None]:
        """Whose private view the screen showed at each action."""
        ...

    @property
    def thinking(self) -> Sequence[tuple[float, int | None]]: ...

    def new_state(self) -> Any: ...

    def new_faces(self) -> RecordedFaces: ...


class RecordedTable:
    """A recorded table played back: what a view reads from a live `TableDirector`."""

    live = False  # nobody acts at a recording

    def __init__(self, recording: Recorded) -> None:
        self.recording = recording
        self.humans = recording.humans
        self.bots = recording.bots  # the bot seats
        self.social = recording.new_faces()
        self._thinking_times = [t for t, _ in recording.thinking]
        self._restart()
        self.opening: list[Event] = self._catch_up()  # the events of actions made at t 0

    @property
    def t(self) -> float:
        """The moment shown, on the table's sim clock."""
        return self.social.t

    @property
    def over(self) -> bool:
        return bool(self.state.is_over())

    def _restart(self) -> None:
        self._screens: dict[int, int | Unseen | None] = {}  # an event of the last step -> the screen then
        self.state = self.recording.new_state()
        self.social.t = 0.0
        self._next = 0  # the first action not applied yet
        self._seen: dict[int | None, Any] = {}

    def _catch_up(self) -> list[Event]:
        """Apply the recorded actions whose time has come, in recorded order; their events."""
        events: list[Event] = []
        actions, screens, t = self.recording.actions, self.recording.screens, self.t
        self._screens.clear()
        while self._next < len(actions) and actions[self._next][0] <= t:
            made = self.state.apply(actions[self._next][1])
            for e in made:
                self._screens[id(e)] = screens[self._next]
            events += made
            self._next += 1
            self._seen.clear()
        return events

    def saw(self, event: Event, seat: int | None) -> bool:
        """Whether the live screen showed `seat`'s private view when `event` happened (of the events
        of the last step): so its private moments played for them (always, where no screen was
        recorded)."""
        screen = self._screens.get(id(event), UNSEEN)
        return screen is UNSEEN or screen == seat

    # ------------------------------------------------------------ time
    def step(self, dt: float) -> list[Event]:
        """Advance by `dt` as the live director did (not once the game is over); the engine's
        events of the actions applied meanwhile."""
        if self.state.is_over():
            return []
        self.social.t += dt
        return self._catch_up()

    def seek(self, t: float) -> list[Event]:
        """Show the moment `t` (or the end of the game, if it ended before): the events of the
        actions applied to get there, all of them from the opening when `t` is earlier than now."""
        if t < self.t:
            self._restart()
        self.social.t = t
        events = self._catch_up()
        if self.state.is_over() and self._next:
            self.social.t = min(t, self.recording.actions[self._next - 1][0])
        return events

    # ------------------------------------------------------------ what a view reads
    def observe(self, seat: int | None) -> Any:
        """`state.observation(seat)`, made once until an action changes the state. Shared: whoever
        reads it must not change it."""
        seen = self._seen
        if seat not in seen:
            seen[seat] = self.state.observation(seat)
        return seen[seat]

    def forget_observations(self) -> None:
        self._seen.clear()

    def thinking(self) -> int | None:
        """The bot seat the live table showed thinking at this moment, else None."""
        i = bisect_right(self._thinking_times, self.t) - 1
        return self.recording.thinking[i][1] if i >= 0 else None

    def close(self) -> None:
        """Nothing to stop: a recording runs no bots."""

    # ------------------------------------------------------------ no moves
    def human_act(self, action: Any) -> list[Event]:
        """A replay takes no moves."""
        raise IllegalAction("a recorded table takes no moves", code="replay")

    def human_look(self, seat: int, target: int) -> None:
        """Where a watcher points changes nothing recorded."""

    def human_wink(self, seat: int, target: int) -> bool:
        return False

    def human_gesture(self, seat: int, kind: str, target: int | None) -> bool:
        return False
