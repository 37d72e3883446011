"""A guided game as data: a fixed table, the bots' script, and the steps the player is led through.

A `Step` says one thing (`line`, a catalogue key) about one place of the table (`point`), and
waits for what ends it (`ends`): the player pressing Next, a move of the player's, a wink, or an
event of the game. The player's mistaken moves are refused with `mistake`; once it is done, `done`
says why it mattered. A step's `cues` are what the bots do while it waits: an action (a call, a
naming, an accusation), a look held at a face, a wink. Bots do nothing else: they look around.

Moves, signals and events are matched by their fields: a move as the trace writes it
({"action": "call", "seat": 0, "number": 24}: `move_fields`), a signal made at the table (a wink
or a deliberate gesture, the player's or a bot's) as {"seat": 2, "signal": "wink",
"target": 0, "seen_by": (0,)} (`signal_fields`: seen_by, the faces looking at the signer), an
event as {"kind": "named_right", "seat": 1, "target": 0, …}.
`Expect.match` names the fields that must be equal; `Expect.answer` is the move a person makes
(replayed on resume, played by the tests).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ..rules.core import Event
from ..setup import TableSetup
from ..social.signals import WINK

Place = tuple[Any, ...]  # a named place of the table: ("seat", 2), ("card", 24), ("region", "hand")…

NEXT = "next"  # the player presses Next (or Space)
MOVE = "move"  # a move of the player's (an engine action)
SIGNAL = "signal"  # a wink or a deliberate gesture made at the table (by the player or a bot)
EVENT = "event"  # an event of the game (the bots' moves too)
ENDS = (NEXT, MOVE, SIGNAL, EVENT)


@dataclass(frozen=True)
class Expect:
    """What ends a step: `kind` (NEXT, MOVE, SIGNAL, EVENT) whose fields include `match`."""

    kind: str = NEXT
    match: Mapping[str, Any] = field(default_factory=dict)
    # MOVE: the move a person makes; the player's SIGNAL: (signal, target) ("wink", 1)
    answer: Any = None

    def __post_init__(self) -> None:
        if self.kind not in ENDS:
            raise ValueError(f"a step ends on one of {', '.join(ENDS)}, not {self.kind!r}")

    def met(self, kind: str, fields: Mapping[str, Any]) -> bool:
        return kind == self.kind and all(fields.get(k) == v for k, v in self.match.items())


@dataclass(frozen=True)
class Cue:
    """What a bot (`seat`) does `at_s` seconds after its step begins: "act" (`action`, an engine
    action: applied as that bot's move), "look" (at `target`, held `hold_s`) or "signal" (a wink
    lasting `hold_s`, 0 for the face's own length; or the gesture `signal`, at `target`). With
    `every_s`, a look or a signal comes again that often while the step waits (a player who missed
    it sees it again)."""

    seat: int
    at_s: float
    do: str
    action: Any = None
    target: int = 0
    hold_s: float = 0.0
    every_s: float = 0.0
    signal: str = WINK

    def __post_init__(self) -> None:
        if self.do not in ("act", "look", "signal"):
            raise ValueError(f"a cue acts, looks or signals, not {self.do!r}")


@dataclass(frozen=True)
class Step:
    """One thing said and waited for. `names`: placeholders of the lines filled with seats' names
    ({"partner": 2}); `params`: the others ({"number": 24})."""

    name: str  # stable: kept in the player's progress
    line: str  # catalogue key
    point: Place | None
    ends: Expect = Expect()
    done: str = ""  # catalogue key said once the step is done ("": none; straight on)
    mistake: str = ""  # catalogue key said when the player's move is refused ("": the kit's own)
    cues: tuple[Cue, ...] = ()
    names: Mapping[str, int] = field(default_factory=dict)
    params: Mapping[str, Any] = field(default_factory=dict)
    # where the done line points, if not at `point` ("Laid out here": the card just laid)
    done_point: Place | None = None

    def values(self, seat_names: tuple[str, ...]) -> dict[str, Any]:
        """The placeholders of this step's lines."""
        return {**self.params, **{k: seat_names[s] for k, s in self.names.items()}}


@dataclass(frozen=True)
class Guide:
    """One game's guided game: its table (the human at seat `you`), steps and closing line."""

    game: str
    setup: TableSetup
    you: int
    steps: tuple[Step, ...]
    closing: str  # catalogue key of the last line, beside "Play a real game"
    scene: str = ""  # the step the screenshot scene `guide-<game>` shows ("": the first that points)
    # A real-time game (its engine's clock runs with the table's): the whole table stands still
    # while the player reads (a step that waits for Next, a done line), so nothing runs out.
    real_time: bool = False

    def __post_init__(self) -> None:
        names = [s.name for s in self.steps]
        if len(set(names)) != len(names):
            raise ValueError("two steps of a guide share a name")

    def index(self, name: str) -> int | None:
        """Where the step called `name` is (None: no such step, an older guide's)."""
        return next((i for i, s in enumerate(self.steps) if s.name == name), None)

    def state_at(self, index: int) -> Any:
        """The dealt table brought to step `index`: the bots' moves and the player's answers of
        every step before it, replayed (winks and looks change nothing the engine keeps)."""
        state = self.setup.new_state()
        for step in self.steps[:index]:
            for cue in step.cues:
                if cue.do == "act":
                    state.apply(cue.action)
            if step.ends.kind == MOVE:
                state.apply(step.ends.answer)
        return state

    def scene_step(self) -> int:
        """The step the screenshot scene shows."""
        named = self.index(self.scene) if self.scene else None
        if named is not None:
            return named
        return next((i for i, s in enumerate(self.steps) if s.point is not None), 0)

    def real_setup(self, seed: int) -> TableSetup:
        """A real game at the same seats (dealt from `seed`)."""
        return replace(self.setup, seed=seed)

    def seat_names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.setup.seats)


def move_fields(action: Any) -> dict[str, Any]:
    """A move's fields, as the trace writes them: its kind ("call") and its own fields."""
    own: dict[str, Any] = getattr(action, "_asdict", dict)()
    return {"action": type(action).__name__.lower(), **own}


def event_fields(event: Event) -> dict[str, Any]:
    return {"kind": event.kind, **event.data}


def signal_fields(
    seat: int, signal: str, target: int | None, seen_by: tuple[int, ...] = ()
) -> dict[str, Any]:
    """A signal's fields; `seen_by`: the faces looking at the signer as it begins, who may catch
    it (a step may want its target's eyes and nobody else's: {"seen_by": (target,)})."""
    return {"seat": seat, "signal": signal, "target": target, "seen_by": seen_by}
