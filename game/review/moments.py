"""What mattered to one seat in a recorded game, and the marks of a replay's timeline.

Read after the game from its recording (`game.bots.recording.Recording`): the signal records say
who winked or signalled at whom and when, the engine replayed along them says what was true then
(who held the twin of the called number; whose team's secret signal it was) and what came of it
(an accusation, a name, a call). This is the post-game truth, shown to a player once their game
is over: nothing here is for a table in play.

A **wink** (Wink) is one made by the holder of the twin of the number under the target's pawn, at
the target: the wink the rules ask for. Several winks of one holder at one caller over one number
are one moment (the first wink's time), caught when anyone accuses the holder of that number
rightly (`accused`, right) or the caller names them (`named_right`).

A **signal** (WinkyBilly) is a seat's team's secret signal (the header's `facts`) made at its
partner while it holds a set (a feint without one is no signal to catch). A seat's signals are
one moment until its hand is replaced or its team is called on: answered when the partner calls
WINKY rightly, spotted when an opponent calls CONTRE WINKY on the signaller rightly.

Kinds of moments, for the seat they are found for:

- Wink: "wink_at_you" (a wink aimed at the seat), "your_wink_caught" (the seat's own wink, accused
  rightly by someone other than its target), "your_wink_unseen" (its own wink nobody accused),
  "wink_caught" (a wink between two others the seat accused rightly), "wink_missed" (a wink between
  two others the seat did not accuse rightly).
- WinkyBilly: "signal_to_you" (the partner's signal to the seat), "signal_sent" (the seat's own),
  "signal_answered" (its own, answered by WINKY: also counted as sent), "signal_spotted" (its own,
  caught by CONTRE WINKY: also counted as sent), "signal_caught" (an opponent's signal the seat
  called CONTRE WINKY on rightly), "signal_missed" (an opponent's signal the seat did not).

Each game finds its own (game/review/<game>/moments.py, its review's `moments`, named by its
spec); `moments_for` asks the recording's game. `tally` counts them with "signal_sent" counting
every own signal, answered or spotted or not.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..games import game_spec
from ..rules.core import Event
from ..rules.engine import Engine
from ..social.signals import WINK

WINK_KINDS = ("wink_at_you", "your_wink_caught", "your_wink_unseen", "wink_caught", "wink_missed")
SIGNAL_KINDS = (
    "signal_to_you",
    "signal_sent",
    "signal_answered",
    "signal_spotted",
    "signal_caught",
    "signal_missed",
)
KINDS = WINK_KINDS + SIGNAL_KINDS

# engine event kind -> timeline mark kind (events not named here make no mark)
MARKED_EVENTS = {
    "call": "call",
    "named_right": "name",
    "named_wrong": "name",
    "accused": "accusation",
    "winky": "winky",
    "contre": "contre",
    "double": "winky",
    "coup_de_feu": "round",
    "place": "trap",
    "caught": "caught",
    "out": "out",
    "game_over": "end",
}


class Recorded(Protocol):
    """What is read of a recording (a `game.bots.recording.Recording`)."""

    @property
    def records(self) -> Sequence[dict[str, Any]]: ...

    @property
    def actions(self) -> Sequence[tuple[float, Any]]: ...

    @property
    def facts(self) -> dict[str, Any]: ...

    @property
    def n(self) -> int: ...

    @property
    def engine(self) -> Engine: ...

    def new_state(self) -> Any: ...


@dataclass(frozen=True)
class Moment:
    """One wink or signal that mattered to the seat it was found for."""

    kind: str
    t: float  # when the (first) signal began, in sim seconds from the table's opening
    end: float  # when it (the first signal) ended
    seat: int  # who made it
    target: int | None  # at whom
    caught_by: tuple[int, ...] = ()  # who accused, named or called it rightly, in order
    caught_at: float | None = None  # when it was first caught
    number: int | None = None  # Wink: the called number the wink was about


@dataclass(frozen=True)
class Mark:
    """A place on a replay's timeline: something happened at `t` involving `seats`."""

    t: float
    kind: str
    seats: tuple[int, ...]


@dataclass
class Episode:
    """One holder's winks (or one seat's signals) about one thing, and what came of them."""

    seat: int
    target: int | None
    t: float
    end: float
    about: Any  # Wink: the number; WinkyBilly: the signaller's hand epoch
    caught_by: list[int] = field(default_factory=list)
    caught_at: float | None = None
    answered: bool = False
    open: bool = True


def played(recording: Recorded) -> Iterator[tuple[dict[str, Any], Any, list[Event]]]:
    """Every record of the game in order, with the engine's state just after it and the events of
    the action it applied (empty for other records). The state is one object, changed in place."""
    state = recording.new_state()
    actions = recording.actions
    i = 0
    for record in recording.records[1:]:
        events: list[Event] = []
        if record["kind"] == "action":
            events = state.apply(actions[i][1])
            i += 1
        yield record, state, events


def moments_for(recording: Recorded, seat: int) -> list[Moment]:
    """What mattered to `seat` in the recorded game, in time order (none for a game without winks
    or signals): found by the moment finder of its game's review (`GameSpec.review`)."""
    if not 0 <= seat < recording.n:
        raise ValueError(f"seat {seat} is not a seat of this table (0 to {recording.n - 1})")
    spec = game_spec(recording.engine.name)
    finder = spec.review.load().moments if spec.review is not None else None
    if finder is None:
        return []
    found: list[Moment] = finder(recording, seat)
    return found


def moment(kind: str, ep: Episode, number: int | None = None) -> Moment:
    """The moment `kind` an episode is for one seat."""
    return Moment(kind, ep.t, ep.end, ep.seat, ep.target, tuple(ep.caught_by), ep.caught_at, number)


def tally(moments: Sequence[Moment]) -> dict[str, int]:
    """kind -> how many, every kind present; "signal_sent" counts every own signal."""
    counts = dict.fromkeys(KINDS, 0)
    for m in moments:
        counts[m.kind] += 1
    counts["signal_sent"] += counts["signal_answered"] + counts["signal_spotted"]
    return counts


def marks(recording: Recorded, seat: int | None, revealed: bool) -> list[Mark]:
    """The marks of a replay's timeline, as `seat` (None: the room) may see them: the engine's
    events it was shown (public ones, and its own private ones), the winks and signals it made or
    that were aimed at it; with `revealed` (the game is over and everything is shown), every event
    and every wink and signal."""
    signals = recording.facts.get("signals", {})
    team_signals = set(signals.values()) if isinstance(signals, dict) else set()
    out: list[Mark] = []
    for record, _state, events in played(recording):
        t = float(record["t"])
        if record["kind"] == "signal":
            who, target, kind = record["seat"], record.get("target"), record.get("signal")
            if kind != WINK and kind not in team_signals:
                continue
            if target is None:
                continue  # a gesture aimed at nobody: a fidget, not a signal
            if revealed or seat in (who, target):
                out.append(Mark(float(record["start"]), WINK if kind == WINK else "signal", (who, target)))
            continue
        for e in events:
            mark = MARKED_EVENTS.get(e.kind)
            if mark is None:
                continue
            if e.to is not None and not revealed and e.to != seat:
                continue  # another seat's private event
            seats = tuple(v for k in ("seat", "target") if isinstance(v := e.data.get(k), int))
            out.append(Mark(t, mark, seats))
    return sorted(out, key=lambda m: m.t)
