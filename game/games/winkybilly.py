"""WinkyBilly as setup, results and the command line see it: the house options of RULES.md §2.8."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..bots.winkybilly.signals import SIGNALS  # what a team may choose as its secret signal (W18)
from ..rules.winkybilly.cards import TYPES, card_type
from ..rules.winkybilly.config import MAX_CHECK_S, PLAYER_COUNTS, WinkyBillyConfig
from ..rules.winkybilly.save_moments import SAVE_MOMENTS
from .spec import (
    Card,
    Column,
    GameSpec,
    Holdings,
    Kind,
    Option,
    Pile,
    Ref,
    Reveal,
    config_default,
    counted,
    end_of,
)

if TYPE_CHECKING:
    from ..rules.winkybilly import WinkyBillyState

MAX_PHASE_S = MAX_CHECK_S  # the countdown, the idle timeout and the check of a call, in seconds


def switch(name: str, flag: str, help: str) -> Option:
    return Option(name, Kind.SWITCH, config_default(WinkyBillyConfig, name), f"option.{name}", flag, help)


def seconds(name: str, flag: str, help: str, above_low: bool) -> Option:
    return Option(
        name,
        Kind.NUMBER,
        config_default(WinkyBillyConfig, name),
        f"option.{name}",
        flag,
        help,
        low=0.0,
        high=MAX_PHASE_S,
        above_low=above_low,
        step=0.5,
        unit="option.seconds",
    )


OPTIONS = (
    switch("kems_style", "--kems-style", "a right CONTRE WINKY also gives the accusers +1"),
    switch("redeal_sets", "--redeal-sets", "a hand dealt as four of a kind is dealt again"),
    switch("own_set_for_double", "--own-set-for-double", "refuse a Double Winky without your own set"),
    seconds("countdown_s", "--countdown", "seconds of countdown before each exchange", above_low=False),
    seconds(
        "idle_timeout_s", "--idle-timeout", "an exchange with no swap for this long ends", above_low=True
    ),
    seconds("check_s", "--call-check", "seconds the table stops to check each call", above_low=False),
)


def card(number: int) -> Card:
    kind = card_type(number)
    name = TYPES[kind]
    return Card(f"winkybilly/card_{kind:02d}_{name.replace(' ', '_')}.png", name)


def winkybilly_reveal(state: WinkyBillyState) -> Reveal:
    """Every hand, and the pile from the top (the saloon lay face up all game)."""
    end, seats, params = end_of(state)
    return Reveal(
        scores=counted(state.scores()),
        winners=counted(state.winners()),
        shared=len(state.winner_teams) > 1,
        decided=None,  # sudden death and the like are the end's own words
        end=end,
        end_seats=seats,
        end_params=params,
        points="score.tokens",
        columns=(Column("score.team", counted([state.team(s) + 1 for s in range(state.n)])),),
        tiebreak=None,
        hands=tuple(tuple(card(c) for c in hand) for hand in state.hands),
        piles=(Pile("reveal.winkybilly.pile", tuple(card(c) for c in reversed(state.pile))),),
    )


def winkybilly_holdings(state: WinkyBillyState, facts: Mapping[str, Any]) -> Holdings:
    """Each seat's hand, from its own observation, and its team's secret signal (the table's
    facts: the bots' teams drew theirs in secret)."""
    signals = facts.get("signals", {})
    hands, notes = [], []
    for seat in range(state.n):
        obs = state.observation(seat)
        hands.append(tuple(card(int(view[0])) for view in obs["hand"]))
        signal = signals.get(str(state.team(seat))) if isinstance(signals, Mapping) else None
        notes.append((("watch.winkybilly.signal", {"signal": f"@gesture.{signal}"}),) if signal else ())
    return Holdings(tuple(hands), tuple(notes))


SPEC = GameSpec(
    name="winkybilly",
    title="WinkyBilly",
    order=2,
    rules=Ref("game.rules.winkybilly:ENGINE"),
    config=WinkyBillyConfig,
    options=OPTIONS,
    counts=lambda _options: PLAYER_COUNTS,
    default_players=4,
    rules_doc=lambda _options: "winkybilly",
    rules_docs=("winkybilly",),
    reveal=winkybilly_reveal,
    keys={
        "signal": "S",
        "winky": "Y",
        "contre_winky": "C",
        "double_winky": "D",
        "done": "SPACE",
        "swap": "E",
    },
    art=(
        "winkybilly/card_01_outlaw.png",
        "winkybilly/card_02_saloon_girl.png",
        "winkybilly/card_00_sheriff.png",
    ),
    bench=({"players": 6},),
    signals=SIGNALS,
    team_of=lambda seat, players: seat % (players // 2),  # teams of two sit alternately
    table=Ref("game.ui.tables.winkybilly.table:WinkyBillyTableView"),
    policy=Ref("game.bots.winkybilly.policy:new_policy"),
    simulate=Ref("game.bots.winkybilly.simulate:simulate_bots"),
    missed="played.missed_signals",
    rules_pictures=Ref("game.ui.tables.winkybilly.rules_pictures:PICTURES"),
    scenes=Ref("game.ui.tables.winkybilly.scenes:SCENES"),
    miniature=Ref("game.ui.tables.winkybilly.miniature:ART"),
    review=Ref("game.review.winkybilly.review:REVIEW"),
    save_moments=SAVE_MOMENTS,
    guide=Ref("game.guides.winkybilly.lesson:guide"),
    guided=Ref("game.ui.tables.winkybilly.guided:WinkyBillyGuide"),
    holdings=winkybilly_holdings,
    terms=("saloon", "coup_de_feu", "holster", "signal", "winky", "contre_winky", "double_winky", "kems"),
    phone=Ref("game.phones.games.winkybilly:PHONE"),
)
