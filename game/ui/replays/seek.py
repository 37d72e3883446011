"""Any moment of a recording shown at once: the table view drawn from it, seen by one seat's eyes
(or the room's), brought to the moment without stepping it frame by frame.

A live table is stepped a frame at a time (`FRAME`, its clock the sum of those steps, as floats),
and each recorded action is applied at the first step that reaches its time. A seek goes to the
same steps directly: from the moment shown, or from the opening when the moment is behind it (a
fresh source and view, made beforehand in an idle frame where the screen allows: `prepare`), it
stops only at the steps where something happened (an action applied, a human's wink the table
notes) and shows their events there, at that step's time, without sound. What the view keeps —
the log and its times, the board and its pawns' glides, the hand, the captions and flights, the
moment lines — is what the stepped view kept; the faces are posed from the recording at any time.
So a seek and a step to the same moment give the same table, and a jump anywhere in a ten-minute
game costs a few dozen events, not 36,000 frames.
"""

from __future__ import annotations

import gc
from bisect import bisect_left, bisect_right
from typing import Any

import arcade

from ...bots.recorded import RecordedTable
from ...bots.recording import Recording
from ...social.signals import WINK
from ..headless import FRAME
from ..kit.table import TableView, Watch
from ..replay import replay_setup
from ..routes import table

# A moment shown by a seek is as the stepped table showed it once the glides and flights begun
# before it are over: none lasts this long (a pawn's slide, a card's flight, at the slowest speed).
SETTLE_S = 3.0


class StepClock:
    """The times a live table's steps reach: 0, then each the one before plus `FRAME`, summed as the
    source sums them (so each is the float the stepped table's clock holds)."""

    def __init__(self, end: float) -> None:
        times, t = [0.0], 0.0
        while t <= end:
            t += FRAME
            times.append(t)
        self.times = times

    def at_or_after(self, t: float) -> float:
        """The first step that reaches `t` (the step an action recorded at `t` is applied in)."""
        i = bisect_left(self.times, t)
        return self.times[i] if i < len(self.times) else t

    def at_or_before(self, t: float) -> float:
        """The last step not after `t`: the moment a stepped table shows when asked for `t`."""
        return self.times[max(0, bisect_right(self.times, t) - 1)]


class Replay:
    """A recording watched through `seat`'s eyes (None: the room's): `view` is the game's own table
    drawn from it, `seek(t)` shows any moment, `step(dt)` plays on from it."""

    def __init__(self, recording: Recording, seat: int | None) -> None:
        self.recording = recording
        self.seat = seat
        self.setup = replay_setup(recording)
        self.end = recording.end
        self.clock = StepClock(self.end)
        # the steps where something is shown: each action's, and each step a human's wink is on
        # (the table notes the humans' winks from the faces, as the live table did, step by step)
        stops = {self.clock.at_or_after(t) for t, _action in recording.actions}
        stops |= self._wink_steps()
        self.stops = sorted(stops)
        # A resumed real-time game is recorded from its clock at the resume (its moves before are
        # the header's history): nothing was recorded before, so the replay opens there.
        records = recording.records
        self.begin = float(records[1]["t"]) if recording.history and len(records) > 1 else 0.0
        self.source, self.view = self._opening()
        self.spare: tuple[RecordedTable, TableView[Any, Any]] | None = None  # see `prepare`
        if self.begin > 0.0:
            self.view = self.seek(self.begin)

    def _wink_steps(self) -> set[float]:
        humans, times, steps = self.recording.humans, self.clock.times, set()
        for record in self.recording.records:
            if record["kind"] == "signal" and record["signal"] == WINK and record["seat"] in humans:
                start, end = record["start"], record["start"] + record["duration"]
                i = bisect_left(times, start)
                while i < len(times) and times[i] < end:
                    steps.add(times[i])
                    i += 1
        return steps

    # ------------------------------------------------------------ what it shows
    @property
    def t(self) -> float:
        return self.source.t

    def _opening(self) -> tuple[RecordedTable, TableView[Any, Any]]:
        """A fresh source and view of the table at its opening (as `replay_view` makes them, the
        view not shown yet)."""
        source = self.recording.table()
        opening = source.opening
        watch = Watch(source, self.seat, self.recording.facts, source.saw)
        view: TableView[Any, Any] = table(self.setup.game)(self.setup, source.state, watch=watch)
        if arcade.get_window() is not None:
            view.layout()
        if opening:
            view.show_events(opening)
            view.refresh()
        return source, view

    def prepare(self) -> None:
        """Make the next jump back's fresh table now, while nothing else is asked of the screen (an
        idle frame after a seek): a jump back then costs only the way forward from the opening."""
        if self.spare is None:
            self.spare = self._opening()

    def seek(self, t: float) -> TableView[Any, Any]:
        """Show the moment `t` (within the game): forward from the moment shown, or from the
        opening with a fresh view (returned: the caller draws it from now on)."""
        t = min(max(self.begin, t), self.end)
        collecting = gc.isenabled()
        gc.disable()  # the view left behind is freed by the collector later, not in the middle of the jump
        try:
            return self._seek(t)
        finally:
            if collecting:
                gc.enable()

    def _seek(self, t: float) -> TableView[Any, Any]:
        if t < self.source.t:
            self.source, self.view = self.spare or self._opening()
            self.spare = None
        view, source = self.view, self.source
        view.quiet = True  # the moments passed over make no sound
        try:
            stops = self.stops[bisect_right(self.stops, source.t) : bisect_right(self.stops, t)]
            settled = bisect_left(stops, t - SETTLE_S)  # stops whose glides are over by `t`
            for stop in stops[:settled]:
                self._show(source.seek(stop), refresh=False)
            if settled:
                view.refresh(snap=True)  # what those stops changed, in its place at once
            for stop in stops[settled:]:
                self._show(source.seek(stop))
            self._show(source.seek(t))
        finally:
            view.quiet = False
        view.clock = source.t
        view.stage.lids.jumped()  # (the winks passed over are not shown late)
        return view

    def _show(self, events: list[Any], refresh: bool = True) -> None:
        """What a step shows at the source's time: its events, flights due, the humans' winks, and
        (`refresh`) the table brought up to date as the step did, its glides begun then."""
        view = self.view
        view.show_events(events)
        view.stage.update()
        view.tick(0.0)
        if view.state.is_over() and view.over_since is None:
            view.over_since = view.clock
        if refresh:
            view.refresh()

    def step(self, dt: float) -> None:
        """Play on by `dt` of game time, as the live table stepped (the view's own fixed update)."""
        self.view.on_fixed_update(dt)

    # ------------------------------------------------------------ where the actions are
    def action_times(self) -> list[float]:
        """The step each action was shown at, in order (for stepping by action)."""
        return sorted({self.clock.at_or_after(t) for t, _a in self.recording.actions})

    def next_action(self) -> float | None:
        """The moment of the next action after the one shown (None: none left)."""
        times = self.action_times()
        i = bisect_right(times, self.source.t + 1e-9)
        return times[i] if i < len(times) else None

    def previous_action(self) -> float:
        """The moment of the last action before the one shown (the opening if none)."""
        times = self.action_times()
        i = bisect_left(times, self.source.t - 1e-9) - 1
        return times[i] if i >= 0 else 0.0
