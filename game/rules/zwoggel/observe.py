"""What one seat may know (`observation`), the post-game reveal, and `hide_others` for leak tests.

Public: the face-up cards, where the face-down cards lie and who placed each (everyone watched),
the free cells, the stock size, how many cards the current seat drew, every caught Zwoggel (Z8),
and how many of each colour the deck holds.
A seat also sees the cards it holds now (drawn, not placed yet). Once placed, a card is hidden
from everyone, its placer included (Z10): a seat's observation names the cells of its own
placements still face down, never their colours; remembering them is the player's job.
Nobody learns the stock's order or what it still holds.
"""

# No `from __future__ import annotations` here: Python 3.11 reads no NotRequired in postponed
# annotations, and the observation type would tell whoever reads it at run time that every key is there.
import random
from typing import Any, NotRequired, TypeVar

from ..core import Observation, check_seat
from .cards import COLOURS
from .phase import Phase
from .table import ZwoggelTable

Table = TypeVar("Table", bound=ZwoggelTable)
# How to read the lists of mixed items of `face_up` and `face_down` (a list's type cannot say
# which item is which): `cast(list[FaceUpRow], obs["face_up"])`.
FaceUpRow = tuple[int, int, str]  # [x, y, colour]
FaceDownRow = tuple[int, int, int | None]  # [x, y, the seat that placed it or None]


class ZwoggelObservation(Observation):
    """What `observation` gives: cells are [x, y] lists, colours their words ("red", "green")."""

    names: list[str]
    current: int
    phase: str  # "reveal", "place" or "over"
    reveals_left: int
    turn: int
    face_up: list[list[int | str]]  # [x, y, colour]
    face_down: list[list[int | None]]  # [x, y, the seat that placed it or None for a start card]
    free: list[list[int]]  # the empty cells a card may be placed on
    stock: int  # how many cards it holds
    drawn: int  # how many cards the current seat holds to place
    caught: list[list[str]]  # per seat, the colours it caught
    holes: list[list[int]]  # where cards were caught, in order
    out: list[bool]
    winners: list[int]
    deck: dict[str, int]  # colour -> how many the deck holds
    my_placements: NotRequired[list[list[int]]]  # a seat's own placements still face down
    hand: NotRequired[list[str]]  # the colours the seat holds to place (sorted)


def observation(state: ZwoggelTable, seat: int | None) -> ZwoggelObservation:
    """Everything `seat` may know now and nothing else; `None` is a spectator (public facts only)."""
    check_seat(seat, state.n, spectator=True)
    display, colour = state.display, state.colour
    obs: ZwoggelObservation = {
        "game": "zwoggel",
        "players": state.n,
        "names": list(state.names),
        "seat": seat,
        "current": state.current,
        "phase": state.phase.name.lower(),
        "reveals_left": state.reveals_left,
        "turn": state.turn,
        "face_up": sorted([x, y, COLOURS[c]] for (x, y), c in display.up.items()),
        "face_down": sorted([x, y, display.placer.get((x, y))] for x, y in display.down),
        "free": sorted([x, y] for x, y in display.frontier),
        "stock": len(state.stock),
        "drawn": len(state.hand),
        "caught": [[COLOURS[colour[c]] for c in pile] for pile in state.caught],
        "holes": [list(cell) for cell in state.holes],
        "out": list(state.out),
        "over": state.is_over(),
        "winners": list(state.winners_),
        "end": None if state.end is None else state.end.to_json(),
        "deck": dict(zip(COLOURS, (state.config.reds, state.config.greens), strict=True)),
    }
    if seat is not None:
        obs["my_placements"] = sorted([x, y] for (x, y), s in display.placer.items() if s == seat)
        holds = seat == state.current and state.phase is Phase.PLACE
        obs["hand"] = sorted(COLOURS[colour[c]] for c in state.hand) if holds else []
    return obs


def reveal_all(state: ZwoggelTable) -> dict[str, Any]:
    """The post-game reveal: the colour of every card still face down, and the stock from the top."""
    if not state.is_over():
        raise ValueError("face-down cards are revealed only after the game")
    colour, cards = state.colour, state.display.cards
    return {
        "face_down": sorted([x, y, COLOURS[colour[cards[(x, y)]]]] for x, y in state.display.down),
        "stock": [COLOURS[colour[c]] for c in reversed(state.stock)],
    }


def hide_others(state: Table, seat: int, rng: random.Random) -> Table:
    """A copy in which every card `seat` cannot see is reshuffled among the places of such cards.

    Unseen: every face-down card (its own placements too, Z10), the stock, and the cards another
    seat drew and holds. Only the cards `seat` holds now do not move.
    """
    other = state.copy()
    display = other.display
    cells = list(display.down)
    hand_hidden = seat != state.current
    pool = [display.cards[c] for c in cells] + other.stock + (other.hand if hand_hidden else [])
    rng.shuffle(pool)
    for i, cell in enumerate(cells):
        display.cards[cell] = pool[i]
    k, s = len(cells), len(other.stock)
    other.stock = pool[k : k + s]
    if hand_hidden:
        other.hand = pool[k + s :]
    return other
