"""The table's pace at WinkyBilly: an exchange stays open longer for a human who has not swapped in
it (`idle_timeout_s * pace.idle` from its last swap), the engine's own timeout once every human
has swapped, and nothing changes at a table of bots alone."""

from __future__ import annotations

import pytest

from game.bots.director import NOW, TableDirector
from game.bots.pace import PACES
from game.bots.profile import BOT_NORMAL
from game.bots.winkybilly.policy import WinkyBillyPolicy
from game.rules.core import Event
from game.rules.winkybilly import new_game
from game.rules.winkybilly.actions import Swap
from game.social.profile import NORMAL

STEP = 1 / 60
SIGNALS = {0: "nod", 1: "smirk"}
TIMEOUT = 5.0  # the engine's idle timeout (config.idle_timeout_s)
GO = 3.0  # the first coup de feu (config.countdown_s)


def humans_only(pace: str | None) -> TableDirector:
    """Four humans (nobody swaps unless the test says so)."""
    state = new_game(4, seed=3)
    chosen = None if pace is None else PACES[pace]
    return TableDirector(state, WinkyBillyPolicy(SIGNALS), {}, seed=3, pace=chosen)


def first_new_saloon(director: TableDirector, seconds: float = 30.0) -> float:
    for _ in range(round(seconds / STEP)):
        events: list[Event] = director.step(STEP)
        for e in events:
            if e.kind == "new_saloon":
                return float(e.data["t"])
    raise AssertionError("the saloon was never replaced")


@pytest.mark.parametrize("pace", ["relaxed", "normal"])
def test_the_saloon_waits_for_humans_who_have_not_swapped(pace: str) -> None:
    want = GO + TIMEOUT * PACES[pace].idle
    assert first_new_saloon(humans_only(pace)) == pytest.approx(want, abs=0.01)


def test_without_a_pace_or_at_a_brisk_table_the_engine_timeout_holds() -> None:
    assert first_new_saloon(humans_only(None)) == pytest.approx(GO + TIMEOUT)
    assert first_new_saloon(humans_only("brisk")) == pytest.approx(GO + TIMEOUT)


def test_once_every_human_has_swapped_the_engine_timeout_holds() -> None:
    director = humans_only("relaxed")
    while director.t < GO + 0.5:
        director.step(STEP)
    state = director.state
    for seat in range(4):
        director.human_act(Swap(seat, NOW, state.hands[seat][0], state.saloon[seat]))
    swapped_at = director.t
    assert first_new_saloon(director) == pytest.approx(swapped_at + TIMEOUT, abs=STEP)


def test_a_human_who_swapped_is_not_waited_for_but_the_others_are() -> None:
    director = humans_only("relaxed")
    while director.t < GO + 0.5:
        director.step(STEP)
    state = director.state
    director.human_act(Swap(0, NOW, state.hands[0][0], state.saloon[0]))
    swapped_at = director.t
    assert first_new_saloon(director) == pytest.approx(swapped_at + TIMEOUT * 2.0, abs=0.01)


def test_a_table_of_bots_alone_plays_the_same_whatever_the_pace() -> None:
    def history(pace: str | None) -> list[object]:
        state = new_game(4, seed=11)
        bots = {s: (NORMAL, BOT_NORMAL) for s in range(4)}
        director = TableDirector(
            state, WinkyBillyPolicy(SIGNALS), bots, seed=11, pace=None if pace is None else PACES[pace]
        )
        for _ in range(round(40 / STEP)):
            director.step(STEP)
        return list(state.history)

    assert history("relaxed") == history(None)
