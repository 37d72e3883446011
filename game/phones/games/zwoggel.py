"""Zwoggel on a phone: the public board (face up, face down, the free cells), the cards this seat
drew, and on its turn: a face-down card to reveal, or the drawn cards laid out on free cells, taken
back, and confirmed. Laying out stays on the page (the free cells of a layout are the board's
geometry alone: an empty cell touching a card); a confirmation sends the placements in the order
they were laid, which the engine plays one by one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...i18n import tr
from ...rules.core import Event
from ...rules.zwoggel.actions import Place, Reveal
from ...rules.zwoggel.cards import colour_code
from ...rules.zwoggel.observe import ZwoggelObservation
from ..messages import Refused
from . import PhoneGame, Public, View, kind_of, whole

MOVES = ("reveal", "place")
REACH = 10_000  # a cell coordinate of a phone's move, at most (the board grows a cell a card)
MOST_PLACED = 3  # cards drawn a turn


def view(obs: ZwoggelObservation, seat: int, public: Public, facts: Mapping[str, Any]) -> View:
    turn = obs["current"] == seat and not obs["over"]
    return {
        "names": list(obs["names"]),
        "current": obs["current"],
        "my_turn": turn,
        "phase": obs["phase"],
        "reveals_left": obs["reveals_left"] if turn else 0,
        "hand": list(obs.get("hand", [])),
        "face_up": [list(cell) for cell in obs["face_up"]],
        "face_down": [[x, y, placer == seat] for x, y, placer in obs["face_down"]],
        "free": [list(cell) for cell in obs["free"]],
        "stock": obs["stock"],
        "caught": [len(pile) for pile in obs["caught"]],
        "out": list(obs["out"]),
        "over": obs["over"],
        "winners": list(obs["winners"]),
        # the host's colour-blind palette (public: the big screen draws with it too)
        "palette": "cb" if facts.get("colourblind") else "",
    }


def move(seat: int, data: Mapping[str, Any], t: float) -> Any:
    """Reveal a card; or place the laid-out cards (`cards`: [{"colour", "x", "y"}], in order)."""
    if kind_of(data, MOVES) == "reveal":
        return Reveal(seat, whole(data, "x", -REACH, REACH), whole(data, "y", -REACH, REACH))
    cards = data.get("cards")
    if not isinstance(cards, list) or not 0 < len(cards) <= MOST_PLACED:
        raise Refused("phones.refused.not_a_move", "a placement without its cards")
    places = []
    for card in cards:
        if not isinstance(card, dict) or not isinstance(card.get("colour"), str):
            raise Refused("phones.refused.not_a_move", "a placed card without its colour")
        try:
            colour = colour_code(card["colour"])
        except ValueError:
            raise Refused("phones.refused.not_a_move", "a colour that is not red or green") from None
        places.append(Place(seat, colour, whole(card, "x", -REACH, REACH), whole(card, "y", -REACH, REACH)))
    return places


def said(events: Sequence[Event], seat: int, names: Sequence[str], lang: str) -> list[str]:
    """A Zwoggel the seat caught by its own reveal."""
    return [
        tr("phones.said.zwoggel.caught", lang, count=e.data.get("count", 0))
        for e in events
        if e.kind == "caught" and e.data.get("seat") == seat
    ]


# the Zwoggels in both palettes, a face-down card, and the mark of the cards one laid
ART = frozenset(["red.png", "green.png", "red_cb.png", "green_cb.png", "back.png", "mine.png"])

PHONE = PhoneGame("zwoggel", view, move, said, art=ART)
