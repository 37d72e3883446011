"""The table's pace at a Wink table with a human: bots think longer on their turn, and a caller
names only once it gave every human fair looks (its eyes on them while nobody else's were). A
table of bots alone keeps the bots' own speed, whatever the pace."""

from __future__ import annotations

from typing import Any

import pytest

from game.bots.director import TableDirector
from game.bots.pace import PACES, pace_named
from game.bots.wink import bot as wink_bot
from game.bots.wink.policy import MAX_NAME_WAIT_S, TURN_THINK_S, WinkPolicy
from game.cli.seat_levels import seat_profiles
from game.rules.wink import Call, new_game


def table(pace: str | None, human: bool = True, seed: int = 3) -> TableDirector[Any, Any, Any]:
    bots = seat_profiles(["normal"] * 6)
    if human:
        del bots[0]
    state = new_game(seed=seed, players=6)
    return TableDirector(state, WinkPolicy(), bots, seed=seed, pace=pace_named(pace) if pace else None)


def test_bots_alone_play_at_their_own_speed_whatever_the_pace() -> None:
    alone = table("relaxed", human=False)
    assert alone.pace is None and alone.think_s == TURN_THINK_S


@pytest.mark.parametrize("name", list(PACES))
def test_the_pace_stretches_the_bots_think_time_at_a_table_with_a_human(name: str) -> None:
    t = table(name)
    k = PACES[name].think
    assert t.pace is PACES[name] and t.think_s == (TURN_THINK_S[0] * k, TURN_THINK_S[1] * k)
    assert PACES["relaxed"].think_s(TURN_THINK_S)[1] >= 5.5  # relaxed: about 3 to 6 s a call


def play_human_turns(t: TableDirector[Any, Any, Any], seconds: float) -> None:
    """Seat 0 calls the first card it may on its turn and names nobody's face but seat 1's."""
    from game.rules.wink import Name

    end = t.t + seconds
    while t.t < end and not t.state.is_over():
        obs = t.observe(0)
        if obs["current"] == 0 and not obs["over"]:
            t.human_act(Name(0, 1) if obs["step"] == "name" else Call(0, obs["callable"][0]))
        t.step(1 / 60)


def test_a_caller_names_only_after_fair_looks_at_the_human(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot before a caller does not end its turn (and the caller's time) until the caller gave
    the human its fair looks, or waited long enough."""
    pace = PACES["relaxed"]
    given: list[tuple[list[float], float]] = []
    real = wink_bot.WinkBot.name_partner

    def naming(bot: wink_bot.WinkBot, obs: Any) -> Any:
        if bot.seat != 1:  # seat 1's time ends with the human's own call, which nobody holds back
            given.append((list(bot.given.get(0, [0, 0.0])), bot.eyes_on[1] - bot.my_call[1]))
        return real(bot, obs)

    monkeypatch.setattr(wink_bot.WinkBot, "name_partner", naming)
    play_human_turns(table("relaxed"), 150.0)
    assert len(given) >= 5
    for (meetings, seconds), waited in given:
        assert meetings >= pace.looks or seconds >= pace.look_s or waited >= MAX_NAME_WAIT_S


def test_without_a_pace_callers_name_without_waiting_for_looks(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above can fail: at no pace, some caller names before it gave the human a look."""
    pace = PACES["relaxed"]
    short: list[bool] = []
    real = wink_bot.WinkBot.name_partner

    def naming(bot: wink_bot.WinkBot, obs: Any) -> Any:
        meetings, seconds = bot.given.get(0, [0, 0.0])
        short.append(meetings < pace.looks and seconds < pace.look_s)
        return real(bot, obs)

    monkeypatch.setattr(wink_bot.WinkBot, "name_partner", naming)
    play_human_turns(table(None), 150.0)
    assert any(short)
