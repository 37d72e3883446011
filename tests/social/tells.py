"""Watchers that never look at an eyelid: they name a holder from gaze, expressions and timing alone.

Read from the trace of bot games (`game.bots.trace` records); used by the no-tell test. Each
watcher sees, for one call, the faces' gaze and expressions from the call until the caller's
next turn, and names the seat it believes holds the twin.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field

EYELIDS = ("wink", "blink", "half_blink", "slow_blink")


@dataclass
class Window:
    """What the faces did from one call until the caller's next turn (eyelids left out)."""

    caller: int
    start: float
    end: float
    holder: int
    gaze: dict[int, list[tuple[float, object]]] = field(default_factory=dict)  # seat -> (t, target)
    expressions: dict[int, list[tuple[float, str]]] = field(default_factory=dict)


def windows(records: list[dict], players: int) -> list[Window]:
    """Every call that had a holder, in every game of a trace, with what the faces did meanwhile."""
    out: list[Window] = []
    games: dict[int, list[dict]] = {}
    for r in records:
        games.setdefault(r["game"], []).append(r)
    for recs in games.values():
        truth = next(r["holders"] for r in recs if r["kind"] == "truth")
        calls = [r for r in recs if r["kind"] == "action" and r["action"] == "call"]
        for i, call in enumerate(calls):
            holder = truth[str(call["number"])]
            if holder is None:
                continue
            later = [c["t"] for c in calls[i + 1 :] if c["seat"] == call["seat"]]
            end = later[0] if later else recs[-1]["t"]
            w = Window(call["seat"], call["t"], end, holder)
            for r in recs:
                if r["kind"] == "gaze" and r["t"] <= end:
                    w.gaze.setdefault(r["seat"], []).append((r["t"], r["target"]))
                elif r["kind"] == "expression" and w.start <= r["t"] <= end:
                    w.expressions.setdefault(r["seat"], []).append((r["t"], r["expression"]))
            out.append(w)
    return out


def target_at(w: Window, seat: int, t: float) -> object:
    """Where `seat` looked at `t`: its last gaze record at or before `t` ("grid" before any)."""
    gaze = w.gaze.get(seat, [])
    times = _times(gaze)
    k = bisect_right(times, t)
    return gaze[k - 1][1] if k else "grid"


_TIMES: dict[int, tuple[list[tuple[float, object]], int, list[float]]] = {}


def _times(gaze: list[tuple[float, object]]) -> list[float]:
    """The times of a gaze list (kept in time order by the trace), worked out once per list."""
    cached = _TIMES.get(id(gaze))
    if cached is None or cached[0] is not gaze or cached[1] != len(gaze):
        times = [when for when, _ in gaze]
        assert times == sorted(times), "gaze records out of time order"
        cached = _TIMES[id(gaze)] = (gaze, len(gaze), times)
    return cached[2]


def time_on(w: Window, seat: int, target: object, t0: float, t1: float, step: float = 0.05) -> float:
    n = max(1, int((t1 - t0) / step))
    return sum(step for k in range(n) if target_at(w, seat, t0 + k * step) == target)


def meetings(w: Window, seat: int, step: float = 0.05) -> list[tuple[float, float]]:
    """(start, length) of every time `seat`'s eyes met the caller's during the window."""
    out: list[tuple[float, float]] = []
    since = None
    t = w.start
    while t < w.end:
        mutual = target_at(w, seat, t) == w.caller and target_at(w, w.caller, t) == seat
        if mutual and since is None:
            since = t
        elif not mutual and since is not None:
            out.append((since, t - since))
            since = None
        t += step
    if since is not None:
        out.append((since, w.end - since))
    return out


def suspects(w: Window, players: int) -> list[int]:
    return [s for s in range(players) if s != w.caller]


def most_gaze_on_caller(w: Window, players: int) -> int:
    return max(suspects(w, players), key=lambda s: time_on(w, s, w.caller, w.start, w.end))


def first_to_meet_eyes(w: Window, players: int) -> int:
    return min(suspects(w, players), key=lambda s: ([m[0] for m in meetings(w, s)] or [1e9])[0])


def longest_meeting(w: Window, players: int) -> int:
    return max(suspects(w, players), key=lambda s: max([m[1] for m in meetings(w, s)] or [0.0]))


def most_meetings(w: Window, players: int) -> int:
    return max(suspects(w, players), key=lambda s: len(meetings(w, s)))


def most_expressions(w: Window, players: int) -> int:
    return max(suspects(w, players), key=lambda s: len(w.expressions.get(s, [])))


def first_to_look(w: Window, players: int) -> int:
    def first(s: int) -> float:
        for when, what in w.gaze.get(s, []):
            if when >= w.start and what == w.caller:
                return when
        return 1e9

    return min(suspects(w, players), key=first)


WATCHERS: dict[str, Callable[[Window, int], int]] = {
    "most gaze on the caller": most_gaze_on_caller,
    "first to meet the caller's eyes": first_to_meet_eyes,
    "longest meeting of eyes": longest_meeting,
    "most meetings of eyes": most_meetings,
    "most expressions": most_expressions,
    "first to look at the caller": first_to_look,
}
