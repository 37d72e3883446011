"""Zwoggel's guided game: reveals, a line and its catch, laying three cards out (take back,
confirm), a trap and a bluff. Two at the table, the player first, on a board a few turns in
(deal.py): each lesson comes in a move or two.

    You turn (1, 0): red, beside the face-up red (0, 0): two reds in a row. The end (2, 0) is a
    red face down: you turn (2, 1) instead (green: two greens in a row). You draw red, red, green:
    you lay one out and take it back, then a red on (-1, 0) (the open end of the reds: a trap), the
    other red on (3, 1) (the end of the greens: a bluff), the green anywhere, and confirm. Margot
    turns your trap and keeps the card it closed the line with, then turns (0, -1) (red, no line).

The laying out is the screen's (layout.py): the guided table hands the guide those moves, and the
engine's places come with the confirmation. Resuming inside the layout starts it again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...rules.zwoggel import GREEN, RED, Place, Reveal
from ...setup import SeatSetup, TableSetup, unique_names
from ..guide import EVENT, MOVE, Cue, Expect, Guide, Step
from .deal import BLUFF, BOT_NAME, DANGER, FIRST, MARGOT, PLAYER, SAFE, SECOND, TRAP, guided_state
from .layout import LAYOUT, Confirm, Lay, TakeBack

SEED = 23  # deals the cards no lesson reaches (the stacked deal names the rest)
YOU = PLAYER
LAST = (3, 0)  # where the answer of the "last" step lays the green (any glowing cell will do)
FIRST_LAY = (2, -1)  # where the answer of the "lay" step lays a card out before taking it back
WATCH_S = 2.0  # Margot's first reveal, this long after her turn's step begins
NEXT_S = 2.5  # and her second, this long after the catch is said


def setup(you: str, face: int) -> TableSetup:
    seats = unique_names(  # (a player who calls themself Margot sits beside "Margot 2")
        [
            SeatSetup(kind="human", name=you, face=face),
            SeatSetup(kind="bot", name=BOT_NAME, difficulty="beginner", personality=BOT_NAME),
        ]
    )
    return TableSetup("zwoggel", len(seats), {}, tuple(seats), SEED)


def reveal(cell: tuple[int, int]) -> Expect:
    return Expect(MOVE, {"action": "reveal", "seat": YOU, "x": cell[0], "y": cell[1]}, Reveal(YOU, *cell))


def lay(colour: int | None, cell: tuple[int, int] | None, answer: tuple[int, tuple[int, int]]) -> Expect:
    """The player lays a card out: of `colour` on `cell` (None: any)."""
    match: dict[str, Any] = {"action": "lay", "seat": YOU}
    if colour is not None:
        match["colour"] = colour
    if cell is not None:
        match |= {"x": cell[0], "y": cell[1]}
    return Expect(MOVE, match, Lay(YOU, answer[0], *answer[1]))


LAYOUT_STEPS = ("lay", "take_back", "trap", "bluff", "last", "confirm")  # one layout: resumed at its start

STEPS = (
    Step("welcome", "guide.zwoggel.welcome", ("region", "board")),
    Step(
        "reveal",
        "guide.zwoggel.reveal",
        ("cell", FIRST),
        reveal(FIRST),
        done="guide.zwoggel.reveal_done",
        mistake="guide.zwoggel.reveal_mistake",
    ),
    Step("line", "guide.zwoggel.line", ("cell", DANGER)),
    Step(
        "reveal_away",
        "guide.zwoggel.reveal_away",
        ("cell", SECOND),
        reveal(SECOND),
        done="guide.zwoggel.reveal_away_done",
        mistake="guide.zwoggel.reveal_away_mistake",
    ),
    Step(
        "lay",
        "guide.zwoggel.lay",
        ("region", "hand"),
        lay(None, None, (GREEN, FIRST_LAY)),
        done="guide.zwoggel.lay_done",
        mistake="guide.zwoggel.lay_mistake",
        done_point=("laid", 0),  # "Laid out here": the card just laid, not the hand
    ),
    Step(
        "take_back",
        "guide.zwoggel.take_back",
        ("laid", 0),
        Expect(MOVE, {"action": "takeback", "seat": YOU}, TakeBack(YOU, *FIRST_LAY)),
        done="guide.zwoggel.take_back_done",
        mistake="guide.zwoggel.take_back_mistake",
    ),
    Step(
        "trap",
        "guide.zwoggel.trap",
        ("cell", TRAP),
        lay(RED, TRAP, (RED, TRAP)),
        done="guide.zwoggel.trap_done",
        mistake="guide.zwoggel.trap_mistake",
    ),
    Step(
        "bluff",
        "guide.zwoggel.bluff",
        ("cell", BLUFF),
        lay(RED, BLUFF, (RED, BLUFF)),
        done="guide.zwoggel.bluff_done",
        mistake="guide.zwoggel.bluff_mistake",
    ),
    Step(
        "last",
        "guide.zwoggel.last",
        ("region", "hand"),
        lay(GREEN, None, (GREEN, LAST)),
        mistake="guide.zwoggel.last_mistake",
    ),
    Step(
        "confirm",
        "guide.zwoggel.confirm",
        ("button", "confirm"),
        Expect(MOVE, {"action": "confirm", "seat": YOU}, Confirm(YOU)),
        done="guide.zwoggel.confirm_done",
        mistake="guide.zwoggel.confirm_mistake",
    ),
    Step(
        "watch",
        "guide.zwoggel.watch",
        ("seat", MARGOT),
        Expect(EVENT, {"kind": "caught", "seat": MARGOT}),
        cues=(Cue(MARGOT, WATCH_S, "act", Reveal(MARGOT, *TRAP)),),
        names={"bot": MARGOT},
    ),
    Step(
        "sprung",
        "guide.zwoggel.sprung",
        ("caught", MARGOT, 0),
        cues=(Cue(MARGOT, NEXT_S, "act", Reveal(MARGOT, *SAFE)),),
        names={"bot": MARGOT},
    ),
)


@dataclass(frozen=True)
class ZwoggelGuide(Guide):
    """Zwoggel's guide: its table starts from the stacked deal, and its layout moves are the
    screen's, played by the engine only when confirmed."""

    def state_at(self, index: int) -> Any:
        state = guided_state(self.seat_names(), self.setup.seed)
        laid: list[Lay] = []
        for step in self.steps[:index]:
            for cue in step.cues:
                if cue.do == "act":
                    state.apply(cue.action)
            if step.ends.kind != MOVE:
                continue
            move = step.ends.answer
            if type(move) is Lay:
                laid.append(move)
            elif type(move) is TakeBack:
                laid = [m for m in laid if (m.x, m.y) != (move.x, move.y)]
            elif type(move) is Confirm:
                for m in laid:
                    state.apply(Place(m.seat, m.colour, m.x, m.y))
                laid = []
            elif not isinstance(move, LAYOUT):
                state.apply(move)
        return state

    def index(self, name: str) -> int | None:
        """A layout left half done starts again at its first step (what was laid out is the
        screen's, not kept)."""
        if name in LAYOUT_STEPS:
            name = LAYOUT_STEPS[0]
        return super().index(name)


def guide(you: str, face: int) -> ZwoggelGuide:
    """Zwoggel's guided game, the player seated as `you` with their `face`."""
    return ZwoggelGuide("zwoggel", setup(you, face), YOU, STEPS, "guide.zwoggel.closing", scene="reveal_away")
