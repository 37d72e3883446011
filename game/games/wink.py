"""Wink / Zwinkern as setup, results and the command line see it: a preset, the extra card."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..rules.wink.config import WinkConfig
from ..rules.wink.presets import PRESETS, TieBreak, preset
from .spec import (
    Card,
    Column,
    GameSpec,
    Holdings,
    Kind,
    Note,
    Option,
    Pile,
    Ref,
    Reveal,
    config_default,
    counted,
    end_of,
)

if TYPE_CHECKING:
    from ..rules.wink import WinkState

PRESET = Option(
    name="preset",
    kind=Kind.CHOICE,
    default=config_default(WinkConfig, "preset"),
    label="setup.preset",
    values=tuple(PRESETS),
    value_label="preset.{value}",
    flag="--preset",
    help="rule preset",
    what="preset",
)
# Which presets have it, and at how many players, is the engine's rule (WinkConfig.check).
EXTRA_CARD = Option(
    name="extra_card",
    kind=Kind.SWITCH,
    default=config_default(WinkConfig, "extra_card"),
    label="setup.extra_card",
    flag="--extra-card",
    help="deal one extra card each (where the rules have it)",
)


# The tie-breaks whose counts the score table does not show already (accuse cards kept: a column;
# cards in hand: the cards themselves), with their heading.
TIEBREAK_COUNTS = {
    TieBreak.MOST_ACCUSE_IN_FRONT.value: (
        "score.wink.in_front",
        lambda state, seat: state.accuse_front[seat],
    ),
    TieBreak.MOST_FACE_DOWN_IN_FRONT.value: (
        "score.wink.face_down",
        lambda state, seat: len(state.face_down[seat]),
    ),
}


def card(number: int, dead: bool = False) -> Card:
    return Card(f"wink/card_{number:02d}.png", str(number), dead)


def wink_reveal(state: WinkState) -> Reveal:
    """Every hand (dead twins dimmed after the live cards), and the twins never dealt."""
    from ..rules.wink import result, reveal

    shown, decided = reveal(state), result(state).decided_key
    n = state.n
    hands = tuple(
        tuple(card(c) for c in shown["hands"][s]) + tuple(card(c, dead=True) for c in shown["dead"][s])
        for s in range(n)
    )
    end, seats, params = end_of(state)
    tiebreak = None
    if decided in TIEBREAK_COUNTS:
        label, count = TIEBREAK_COUNTS[decided]
        tiebreak = Column(label, counted([count(state, s) for s in range(n)]))
    return Reveal(
        scores=counted(state.scores()),
        winners=counted(state.winners()),
        shared=decided == "shared",
        decided=None if decided in ("score", "shared") else f"tiebreak.{decided}",
        end=end,
        end_seats=seats,
        end_params=params,
        points="score.points",
        columns=(
            Column("score.wink.grid", counted([len(g) for g in state.won_grid])),
            Column("score.wink.twins", counted([len(t) for t in state.won_twins])),
            Column("score.wink.accuse_left", counted(state.accuse_left)),
        ),
        tiebreak=tiebreak,
        hands=hands,
        piles=(Pile("reveal.wink.aside", tuple(card(c) for c in shown["aside"])),),
    )


def wink_holdings(state: WinkState, facts: Mapping[str, Any]) -> Holdings:
    """Each seat's hand (dead twins dimmed), from its own observation, and the twin relations it
    knows: each called number it holds the twin of, and whose call that is (`caller`: a seat)."""
    hands, notes = [], []
    for seat in range(state.n):
        obs = state.observation(seat)
        hands.append(tuple(card(c) for c in obs["hand"]) + tuple(card(c, dead=True) for c in obs["dead"]))
        twins: tuple[Note, ...] = tuple(
            ("watch.wink.twin", {"number": obs["pawns"][c], "caller": f"#{c}"})
            for c in obs.get("wink_at", [])
        )
        notes.append(twins)
    return Holdings(tuple(hands), tuple(notes))


def rules_doc(options: Mapping[str, Any]) -> str:
    """Each preset is its own rules document, named like it."""
    return str(options["preset"])


SPEC = GameSpec(
    name="wink",
    title="Wink",
    order=1,
    rules=Ref("game.rules.wink:ENGINE"),
    config=WinkConfig,
    options=(PRESET, EXTRA_CARD),
    counts=lambda options: preset(options["preset"]).players,
    default_players=5,
    rules_doc=rules_doc,
    rules_docs=tuple(PRESETS),
    reveal=wink_reveal,
    keys={"wink": "W", "accuse": "A", "pass_naming": "P"},
    art=("wink/card_07.png", "wink/card_21.png", "wink/card_33.png"),
    # The benchmark: one table per preset (the busiest count of each text).
    bench=(
        {"preset": "wink-fr", "players": 8},
        {"preset": "wink-en", "players": 6},
        {"preset": "zwinkern-fr", "players": 4},
        {"preset": "zwinkern-en", "players": 6},
    ),
    legacy=("preset", "extra_card"),
    table=Ref("game.ui.tables.wink.table:WinkTableView"),
    policy=Ref("game.bots.wink.policy:new_policy"),
    simulate=Ref("game.bots.wink.simulate:simulate_bots"),
    screen_human=Ref("game.ui.tables.wink.screen_human:play"),
    missed="played.missed_winks",
    rules_pictures=Ref("game.ui.tables.wink.rules_pictures:PICTURES"),
    scenes=Ref("game.ui.tables.wink.scenes:SCENES"),
    miniature=Ref("game.ui.tables.wink.miniature:ART"),
    review=Ref("game.review.wink.review:REVIEW"),
    guide=Ref("game.guides.wink.lesson:guide"),
    holdings=wink_holdings,
    terms=("grid", "call", "twin", "wink", "accuse"),
    phone=Ref("game.phones.games.wink:PHONE"),
)
