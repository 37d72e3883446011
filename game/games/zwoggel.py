"""Zwoggel as setup, results and the command line see it: no rule options; one option of the
table, the memory aid (RULES.md Z10: an easy mode that marks your own placements, never their
colour)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..rules.zwoggel.cards import COLOURS
from ..rules.zwoggel.config import PLAYERS, ZwoggelConfig
from ..rules.zwoggel.save_moments import SAVE_MOMENTS
from .spec import Card, Column, GameSpec, Holdings, Kind, Option, Pile, Ref, Reveal, counted, end_of

if TYPE_CHECKING:
    from ..rules.zwoggel import ZwoggelState

MEMORY_AID = Option(
    "memory_aid",
    Kind.SWITCH,
    False,
    "option.memory_aid",
    "--memory-aid",
    "mark each player's own face-down placements, for that player's eyes only",
)


def card(colour: str) -> Card:
    return Card(f"zwoggel/{colour}.png", colour)


def zwoggel_reveal(state: ZwoggelState) -> Reveal:
    """The Zwoggels each seat caught, the cards still face down, and the stock from the top."""
    from ..rules.zwoggel import reveal_all

    shown = reveal_all(state)
    colour = state.colour
    end, seats, params = end_of(state)
    return Reveal(
        scores=counted(state.scores()),
        winners=counted(state.winners()),
        shared=len(state.winners()) > 1,
        decided=None,  # the end says it: the last one in, or the fewest caught
        end=end,
        end_seats=seats,
        end_params=params,
        points="score.zwoggel.left",
        columns=(Column("score.zwoggel.caught", counted([len(c) for c in state.caught])),),
        tiebreak=None,
        hands=tuple(tuple(card(COLOURS[colour[c]]) for c in caught) for caught in state.caught),
        piles=(
            Pile("reveal.zwoggel.face_down", tuple(card(c) for _x, _y, c in shown["face_down"])),
            Pile("reveal.zwoggel.stock", tuple(card(c) for c in shown["stock"])),
        ),
    )


def zwoggel_holdings(state: ZwoggelState, facts: Mapping[str, Any]) -> Holdings:
    """The cards a seat drew to place (its own observation), and every card lying face down on
    the board with its colour: nobody at the table knows those, not even who laid them (Z10)."""
    hands = tuple(tuple(card(c) for c in state.observation(seat).get("hand", [])) for seat in range(state.n))
    colour, cards = state.colour, state.display.cards
    down = tuple((("cell", cell), card(COLOURS[colour[cards[cell]]])) for cell in sorted(state.display.down))
    return Holdings(hands, tuple(() for _ in range(state.n)), down)


SPEC = GameSpec(
    name="zwoggel",
    title="Zwoggel",
    order=3,
    rules=Ref("game.rules.zwoggel:ENGINE"),
    config=ZwoggelConfig,
    options=(),
    table_options=(MEMORY_AID,),
    counts=lambda _options: PLAYERS,
    default_players=PLAYERS.start,
    rules_doc=lambda _options: "zwoggel",
    rules_docs=("zwoggel",),
    reveal=zwoggel_reveal,
    keys={
        "reveal": "R",
        "place": "P",
        "take_back": "BACKSPACE",
        "recentre": "C",
        "zoom_in": "EQUAL",
        "zoom_out": "MINUS",
    },
    art=("zwoggel/back.png", "zwoggel/green.png", "zwoggel/red.png"),
    bench=({"players": 3},),
    table=Ref("game.ui.tables.zwoggel.table:ZwoggelTableView"),
    policy=Ref("game.bots.zwoggel.policy:new_policy"),
    simulate=Ref("game.bots.zwoggel.simulate:simulate_bots"),
    rules_pictures=Ref("game.ui.tables.zwoggel.rules_pictures:PICTURES"),
    scenes=Ref("game.ui.tables.zwoggel.scenes:SCENES"),
    miniature=Ref("game.ui.tables.zwoggel.miniature:ART"),
    review=Ref("game.review.zwoggel.review:REVIEW"),
    save_moments=SAVE_MOMENTS,
    guide=Ref("game.guides.zwoggel.lesson:guide"),
    guided=Ref("game.ui.tables.zwoggel.guided:ZwoggelGuide"),
    holdings=zwoggel_holdings,
    terms=("reveal", "place", "line", "trap", "lives"),
    phone=Ref("game.phones.games.zwoggel:PHONE"),
)
