"""The winks and signals of a watched table as they happen, and what each bot's eyes made of them,
read from the table's trace as the director writes it (its "signal" and "perceived" records,
game/bots/trace.py): the truth, for the watch screen only.

A **sighting** is a deliberate signal: a face's wink or gesture aimed at another face (blinks,
fidgets and idle gestures aim at nobody). Each bot that believed it saw it is noted on it (with
what it believed and how sure it was), and once it is over, each face that was looking at the
signalling face and saw nothing (`judge`); a bot that believed it saw a wink or a gesture where there
was only a blink or an idle look is a **mistake**, noted apart. Pure: no arcade.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ...social.signals import GESTURES, WINK

LATE_S = 0.6  # a bot's eyes judge a signal this long after it ends at most (its perception's delay)
KEEP_S = 4.0  # a sighting stays on the screen this long after it ends


@dataclass
class Sighting:
    seat: int
    kind: str  # a wink or a gesture
    target: int  # -1: aimed at nobody (a blink, an idle gesture)
    start: float
    end: float
    seen_by: dict[int, float] = field(default_factory=dict)  # observer -> certainty
    missed_by: tuple[int, ...] | None = None  # the faces that looked at it and saw nothing (once over)

    def on(self, t: float) -> bool:
        """Under way at `t`."""
        return self.start <= t < self.end


@dataclass(frozen=True)
class Mistake:
    observer: int
    of: int
    believed: str
    t: float
    actual: str  # what the face did then ("" for nothing at all)


class Sightings:
    """The trace's sink for a watched table (`write`), and what the screen asks of it."""

    def __init__(self) -> None:
        self.sightings: list[Sighting] = []  # the deliberate ones (aimed at a face)
        self.faces: list[Sighting] = []  # everything a face did lately (blinks too), for the mistakes
        self.mistakes: list[Mistake] = []
        self.changes = 0  # moves on with every sighting or perception noted (the screen redraws then)

    def write(self, record: Mapping[str, Any]) -> None:
        kind = record.get("kind")
        if kind == "signal":
            signal = Sighting(
                int(record["seat"]),
                str(record["signal"]),
                -1 if record.get("target") is None else int(record["target"]),
                float(record["start"]),
                float(record["end"]),
            )
            self.faces.append(signal)
            if signal.target >= 0:
                self.sightings.append(signal)
                self.changes += 1
        elif kind == "fidget":  # an idle gesture: nobody's signal, but a face did make it
            start = float(record["start"])
            end = start + float(record["duration"])
            self.faces.append(Sighting(int(record["seat"]), str(record["fidget"]), -1, start, end))
        elif kind == "perceived":
            self.perceived(record)

    def perceived(self, record: Mapping[str, Any]) -> None:
        """A bot believes it saw something: noted on the sighting it was; a mistake if the face
        did something else (a blink taken for a wink) or nothing at all."""
        t, of, believed = float(record["t"]), int(record["of"]), str(record["signal"])
        observer = int(record["seat"])
        if observer == of:
            return
        made = [s for s in self.faces if s.seat == of and s.start <= t <= s.end + LATE_S]
        right = next((s for s in reversed(made) if s.kind == believed), None)
        if right is None and (believed == WINK or believed in GESTURES):
            actual = made[-1].kind if made else ""
            self.mistakes.append(Mistake(observer, of, believed, t, actual))
            self.changes += 1
        elif right is not None and right.target >= 0:
            right.seen_by[observer] = float(record.get("certainty") or 0.0)
            self.changes += 1

    def shown(self, t: float) -> list[Sighting]:
        """The sightings on the screen at `t`: under way, or ended less than `KEEP_S` ago."""
        self.forget(t)
        return [s for s in self.sightings if s.start <= t < s.end + KEEP_S]

    def judge(self, t: float, n: int, looking_at: Callable[[int, float], int]) -> bool:
        """Each sighting over by `t` (and the time its watchers' eyes had to judge it) gets the
        faces that were looking at the signalling face halfway through it and believed they saw
        nothing (`looking_at(seat, t)`: whom a face looked at then). True if any was judged."""
        judged = False
        for s in self.sightings:
            if s.missed_by is None and s.end + LATE_S <= t:
                middle = (s.start + s.end) / 2
                s.missed_by = tuple(
                    o
                    for o in range(n)
                    if o != s.seat and o not in s.seen_by and looking_at(o, middle) == s.seat
                )
                judged = True
        if judged:
            self.changes += 1
        return judged

    def mistakes_shown(self, t: float) -> list[Mistake]:
        return [m for m in self.mistakes if m.t <= t < m.t + KEEP_S]

    def forget(self, t: float) -> None:
        """What left the screen long ago goes (a long game keeps only its last moments)."""
        if len(self.sightings) > 64:
            self.sightings = [s for s in self.sightings if s.end + KEEP_S > t]
        if len(self.faces) > 256:
            self.faces = [s for s in self.faces if s.end + LATE_S > t]
        if len(self.mistakes) > 64:
            self.mistakes = [m for m in self.mistakes if m.t + KEEP_S > t]
