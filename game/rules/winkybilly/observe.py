"""What one seat may know (`observation`), the post-game `reveal`, and the leak-test reshuffler."""

# No `from __future__ import annotations` here: Python 3.11 reads no NotRequired in postponed
# annotations, and the observation type would tell whoever reads it at run time that every key is there.
import copy
import random
from typing import Any, NotRequired, TypedDict, TypeVar

from ..core import Observation, check_seat
from .cards import CARDS, type_name
from .config import BOX_TOKENS
from .phase import CallRecord, Phase
from .table import WinkyBillyTable

CardView = tuple[int, str]  # a card and its type's name: (0, "sheriff")
CARD_VIEW: tuple[CardView, ...] = tuple((card, type_name(card)) for card in range(CARDS))
PHASE_WORDS = {phase: phase.name.lower() for phase in Phase}
Table = TypeVar("Table", bound=WinkyBillyTable)


class CallView(TypedDict):
    """The last call, as the whole table saw it (`phase.CallRecord`)."""

    t: float
    seat: int
    call: str  # "winky", "contre" or "double"
    target: int
    right: bool
    shown: tuple[str, ...]


class OptionsView(TypedDict):
    """The table's options (`config.WinkyBillyConfig`)."""

    countdown_s: float
    idle_timeout_s: float
    check_s: float
    kems_style: bool
    redeal_sets: bool
    own_set_for_double: bool


class WinkyBillyObservation(Observation):
    """What `observation` gives: the public table, and a seat's own hand, team and partner."""

    names: tuple[str, ...]
    teams: tuple[int, ...]  # each seat's team
    t: float  # the game clock, in seconds
    phase: str  # "countdown", "exchange" or "over"
    exchange: int  # exchange phases so far, the current one included
    go_at: float
    countdown: float  # seconds left before the coup de feu
    idle_ends_at: float | None  # when an exchange phase closes by itself, if no one swaps
    check_until: float  # no swap nor holster before: a call is being checked
    saloon: list[CardView]
    pile: int  # how many cards it holds
    tokens: list[int]  # per team
    pot: int
    done: list[bool]  # holsters raised
    hand_sizes: list[int]
    out: list[bool]  # per team
    sudden_death: bool
    in_contention: list[int]
    calls: int  # how many calls were made
    last_call: CallView | None
    options: OptionsView
    winners: list[int]
    team: NotRequired[int]
    partner: NotRequired[int]
    hand: NotRequired[list[CardView]]


def call_view(record: CallRecord) -> CallView:
    """A call record as the observation shows it: its fields by name (`_asdict`, typed)."""
    return {
        "t": record.t,
        "seat": record.seat,
        "call": record.call,
        "target": record.target,
        "right": record.right,
        "shown": record.shown,
    }


def observation(state: WinkyBillyTable, seat: int | None) -> WinkyBillyObservation:
    """Everything `seat` may know now: its own hand and the public table; `None` is a spectator.

    Never another hand, never the order (or content) of the pile. Cards are (number, type) pairs.
    """
    check_seat(seat, state.n, spectator=True)
    c = state.config
    tokens = state.tokens
    phase = state.phase
    obs: WinkyBillyObservation = {
        "game": "winkybilly",
        "players": state.n,
        "names": state.names,
        "teams": state.seat_teams,
        "seat": seat,
        "t": state.t,
        "phase": PHASE_WORDS[phase],
        "exchange": state.phases,
        "go_at": state.go_at,
        "countdown": state.countdown_left(),
        "idle_ends_at": state.next_at if phase is Phase.EXCHANGE else None,
        "check_until": state.check_until,  # no swap nor holster before: a call is being checked
        "saloon": [CARD_VIEW[card] for card in state.saloon],
        "pile": len(state.pile),
        "tokens": list(tokens),
        "pot": max(0, BOX_TOKENS - sum(tokens)),
        "done": list(state.done),
        "hand_sizes": [len(h) for h in state.hands],
        "out": list(state.out),
        "sudden_death": state.contenders is not None,
        "in_contention": state.in_contention(),
        "calls": len(state.calls),
        "last_call": call_view(state.calls[-1]) if state.calls else None,
        "options": {
            "countdown_s": c.countdown_s,
            "idle_timeout_s": c.idle_timeout_s,
            "check_s": c.check_s,
            "kems_style": c.kems_style,
            "redeal_sets": c.redeal_sets,
            "own_set_for_double": c.own_set_for_double,
        },
        "over": phase is Phase.OVER,
        "winners": state.winners(),
        "end": None if state.end is None else state.end.to_json(),
    }
    if seat is not None:
        obs["team"] = seat % state.teams
        obs["partner"] = state.partner(seat)
        obs["hand"] = [CARD_VIEW[card] for card in state.hands[seat]]
    return obs


def reveal(state: WinkyBillyTable) -> dict[str, Any]:
    """The post-game reveal: every hand, by type name. Only once the game is over."""
    if not state.is_over():
        raise ValueError("hands are revealed only after the game")
    return {"hands": [[type_name(card) for card in hand] for hand in state.hands]}


def hide_others(state: Table, seat: int, rng: random.Random) -> Table:
    """A copy in which the other seats' hands and the pile are reshuffled among themselves (sizes kept).

    `seat`'s hand and the saloon stay. The copy is for observing only: play goes on with `state`.
    """
    other = copy.copy(state)  # a shallow copy; only the hidden containers are replaced
    others = [s for s in range(state.n) if s != seat]
    cards = [card for s in others for card in state.hands[s]] + state.pile
    draw = rng.random
    keys = [draw() for _ in cards]  # a uniform random order, faster than rng.shuffle
    pool = [cards[i] for i in sorted(range(len(cards)), key=keys.__getitem__)]
    other.hands = [list(h) for h in state.hands]
    i = 0
    for s in others:
        k = len(state.hands[s])
        other.hands[s] = pool[i : i + k]
        i += k
    other.pile = pool[i:]
    return other
