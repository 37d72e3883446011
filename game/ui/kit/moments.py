"""The viewer's own moments, said where they look: just above their hand, one line each.

A moment is something that is the viewer's to act on or to know (a card of theirs called, a face
that looks at them now, what became of their card). Live moments come from the table's state every
refresh and stay exactly as long as they are true; an outcome (`tell`) stays a few seconds. Each
line is for one seat alone and shows only while that seat's view is confirmed; the lines stack,
none covering another, and nothing else the table draws (the your-turn caption is across the
board's middle) covers them.
"""

from __future__ import annotations

from dataclasses import dataclass

OUTCOME_S = 9.0  # an outcome line stays this long (sim seconds)
MOST = 2  # lines shown at once (no more: they lie over the board's edge): the live ones first, then outcomes


@dataclass(frozen=True)
class Moment:
    """One line: `text`; `urgent` when it asks for an action now (drawn in gold); `seat`: the face
    it is about (ringed on the table), if any."""

    text: str
    urgent: bool = False
    seat: int | None = None


@dataclass
class Outcome:
    moment: Moment
    owner: int
    until: float


class MomentLines:
    """What the viewer's moment lines say (moment_plates.py draws them). Pure: a test or a scripted
    player reads exactly what the screen shows."""

    def __init__(self) -> None:
        self.owner: int | None = None
        self.live: list[Moment] = []
        self.outcomes: list[Outcome] = []

    def show(self, owner: int, moments: list[Moment]) -> None:
        """The moments true now for `owner` (what was live before and is not in the list is over)."""
        self.owner, self.live = owner, list(moments)

    def tell(self, owner: int, text: str, now: float) -> None:
        """What became of something of `owner`'s: a line that stays a few seconds."""
        self.outcomes = [o for o in self.outcomes if o.until > now][-(MOST - 1) :]
        self.outcomes.append(Outcome(Moment(text), owner, now + OUTCOME_S))

    def current(self, viewer: int | None, now: float) -> list[Moment]:
        """What `viewer` reads now (nothing on a shared screen): the live moments, then outcomes."""
        if viewer is None:
            return []
        live = self.live if self.owner == viewer else []
        told = [o.moment for o in self.outcomes if o.owner == viewer and o.until > now]
        return (live + told[::-1])[:MOST]

    def urgent_seats(self, viewer: int | None, now: float) -> list[int]:
        """The faces the viewer should watch now (ringed)."""
        return [m.seat for m in self.current(viewer, now) if m.seat is not None]
