"""Faces played back from what a trace recorded: the same poses the live table drew, exactly.

A live face's pose (`SocialTable.pose`) is `pose_at` of four facts, and the trace records each of
them with its exact times: where the face looked (its gaze records), its signals (start and
duration), its fidgets (start and duration), and how it sways when idle (the header). Fed those
facts in the order they were recorded, `RecordedFaces.pose(seat, t)` is the live pose at `t`, for
any `t` of the table's life (not only the moment the live table was at).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import replace

from .fidgets import Fidget
from .gaze import GazeLog
from .pose import Idle, Pose, pose_at
from .signals import Signal

BLINKS = ("blink", "half_blink", "slow_blink")  # cut short by a wink of the same face (a "cut" record)


class RecordedFaces:
    """Every face of a recorded table: `look`, `signal` and `fidget` feed it (in recorded order),
    `pose(seat, t)` reads it. `t` is the moment being shown (a recorded table moves it)."""

    def __init__(self, idle: Sequence[Idle]) -> None:
        self.n = len(idle)
        self.idle = tuple(idle)
        self.t = 0.0
        self.gaze = [GazeLog() for _ in range(self.n)]
        self._signals: list[list[Signal]] = [[] for _ in range(self.n)]  # by seat, in order of start
        self._signal_starts: list[list[float]] = [[] for _ in range(self.n)]
        self._longest = [0.0] * self.n  # the longest signal of each seat
        self._fidgets: list[list[Fidget]] = [[] for _ in range(self.n)]
        self._fidget_starts: list[list[float]] = [[] for _ in range(self.n)]

    # ------------------------------------------------------------ what was recorded
    def look(self, seat: int, t: float, target: int) -> None:
        """`seat` looked at `target` from `t` (a gaze record)."""
        self.gaze[seat].look(t, target)

    def signal(self, signal: Signal) -> None:
        """A signal began (a signal record); those of one seat that begin together keep their order."""
        seat = signal.seat
        starts = self._signal_starts[seat]
        i = bisect_right(starts, signal.start)
        starts.insert(i, signal.start)
        self._signals[seat].insert(i, signal)
        self._longest[seat] = max(self._longest[seat], signal.duration)

    def fidget(self, seat: int, fidget: Fidget) -> None:
        """`seat` began `fidget` (a fidget record)."""
        starts = self._fidget_starts[seat]
        i = bisect_right(starts, fidget.start)
        starts.insert(i, fidget.start)
        self._fidgets[seat].insert(i, fidget)

    def cut(self, seat: int, kind: str, start: float, end: float) -> None:
        """`seat`'s gesture `kind` begun at `start` as a fidget ended at `end`, before its time
        (a cut record): it and its fidget last until then; begun at `end`, they never showed. A blink
        the face's wink cut short (`BLINKS`) lasts until then likewise."""
        signals, starts = self._signals[seat], self._signal_starts[seat]
        for i in range(bisect_right(starts, start) - 1, -1, -1):
            s = signals[i]
            if s.start != start:
                break
            if s.kind == kind and (not s.on_lids or kind in BLINKS):
                if end > start:
                    signals[i] = replace(s, cut=end)
                else:
                    del signals[i], starts[i]
                break
        if kind in BLINKS:  # a blink a wink cut short (its fidget, if it was one, goes on unseen)
            return
        fidgets, fidget_starts = self._fidgets[seat], self._fidget_starts[seat]
        i = bisect_right(fidget_starts, start) - 1
        if i >= 0 and fidgets[i].start == start and fidgets[i].end > end:
            if end > start:
                fidgets[i] = replace(fidgets[i], cut=end)
            else:
                del fidgets[i], fidget_starts[i]

    # ------------------------------------------------------------ drawing
    def signals_at(self, seat: int, t: float) -> list[Signal]:
        """`seat`'s signals that cover `t`, in the order they began."""
        signals, starts = self._signals[seat], self._signal_starts[seat]
        longest = self._longest[seat]
        i = bisect_right(starts, t) - 1
        found = []
        # A signal that began before one ending by `t` cannot last past `t`: no longer than the longest.
        while i >= 0 and starts[i] + longest > t:
            s = signals[i]
            if s.end > t:
                found.append(s)
            i -= 1
        found.reverse()
        return found

    def lid_signals(self, since: float, t: float) -> list[Signal]:
        """Every face's signals that move eyelids begun by `t` and lasting past `since`, seat by
        seat, each seat's in the order they began."""
        found: list[Signal] = []
        for seat in range(self.n):
            signals, starts, longest = self._signals[seat], self._signal_starts[seat], self._longest[seat]
            i = bisect_right(starts, t) - 1
            mine: list[Signal] = []
            while i >= 0 and starts[i] + longest > since:  # (none begun earlier lasts past `since`)
                s = signals[i]
                if s.on_lids and s.lasts_past(since):
                    mine.append(s)
                i -= 1
            found += reversed(mine)
        return found

    def looking_at(self, seat: int, t: float) -> int:
        """Whom (or what) `seat`'s face looks at, at `t`: its pose's `gaze`, without the rest."""
        return self.gaze[seat].at(t)

    def winking_at(self, seat: int, t: float) -> tuple[int, float] | None:
        """Whom `seat`'s wink at `t` was aimed at, and when it began (None: no wink then)."""
        for s in self.signals_at(seat, t):
            if s.kind == "wink" and s.target is not None:
                return s.target, s.start
        return None

    def fidget_at(self, seat: int, t: float) -> Fidget | None:
        """The fidget `seat` was making at `t`: the last one begun by then, if it still lasts."""
        i = bisect_right(self._fidget_starts[seat], t) - 1
        if i < 0:
            return None
        f = self._fidgets[seat][i]
        return f if f.start <= t < f.end else None

    def pose(self, seat: int, t: float | None = None) -> Pose:
        """What the screen drew of `seat`'s face at `t` (the moment shown by default)."""
        t = self.t if t is None else t
        return pose_at(
            t, self.gaze[seat].at(t), self.signals_at(seat, t), self.fidget_at(seat, t), self.idle[seat]
        )
