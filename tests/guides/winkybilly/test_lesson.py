"""WinkyBilly's guided game as data: the deal its docstring describes, every step reachable by
replaying the ones before it, and every line said in English and French."""

from __future__ import annotations

import string

import pytest

from game.games import game_spec
from game.guides import MOVE
from game.guides.winkybilly.lesson import STEPS, guide
from game.guides.winkybilly.table import COWBOY, HUGO, INES, ROSA, SHERIFF, YOU, dealt
from game.i18n import catalogue
from game.rules.winkybilly import is_set, type_name
from game.rules.winkybilly.cards import best_count

KEYS = {f"key_{a}": "X" for a in (*game_spec("winkybilly").keys, "next_seat", "peek_hand")}


def kinds(cards: list[int]) -> list[str]:
    return [type_name(c) for c in cards]


def test_the_deal_holds_each_lesson_and_no_other_set() -> None:
    state = guide("Alex", 0).state_at(0)
    assert (type_name(COWBOY), type_name(SHERIFF)) == ("cowboy", "sheriff")
    assert sorted(kinds(state.hands[YOU])) == ["cowboy", "sheriff", "sheriff", "sheriff"]
    assert COWBOY in state.hands[YOU] and SHERIFF in state.saloon
    assert kinds(state.hands[HUGO]) == ["outlaw"] * 4 and kinds(state.hands[ROSA]) == ["bartender"] * 4
    assert best_count(state.hands[INES]) == 1 and best_count(state.saloon) == 1
    assert state.partner(YOU) == HUGO and state.partner(ROSA) == INES
    assert state.names == ("Alex", "Inès", "Hugo", "Rosa") and state.phase.name == "COUNTDOWN"


def test_every_step_is_reached_by_replaying_the_ones_before_and_its_answer_is_legal() -> None:
    g = guide("Alex", 0)
    for index, step in enumerate(STEPS):
        state = g.state_at(index)
        if index:
            assert state.phase.name == "EXCHANGE" and state.t >= state.go_at
        if step.ends.kind == MOVE:
            state.apply(step.ends.answer._replace(t=state.t + 0.5))  # refused: IllegalAction
    last = g.state_at(len(STEPS))
    calls = [(c.seat, c.call, c.target, c.right) for c in last.calls]
    assert calls == [(HUGO, "winky", YOU, True), (YOU, "winky", HUGO, True), (YOU, "contre", ROSA, True)]
    assert last.tokens == [6, 3] and not last.is_over()
    assert not is_set(last.hands[YOU])  # the set went back into the pile, four new cards drawn


def test_the_exchange_waits_for_the_player_and_a_real_game_does_not() -> None:
    g = guide("Alex", 0)
    state = dealt(g.setup)
    assert state.config.idle_timeout_s > 600 and state.config.countdown_s == 3.0
    real = g.real_setup(4242)
    assert real.seed == 4242 and real.seats == g.setup.seats and real.signals == g.setup.signals
    assert real.new_state().config.idle_timeout_s == 5.0 and real.new_state().config.stacked is None


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_line_is_said_in_both_languages_with_what_it_names(lang: str) -> None:
    words = catalogue(lang)
    g = guide("Alex", 0)
    keys = {g.closing: {}} | {
        key: s.values(g.seat_names()) for s in STEPS for key in (s.line, s.done, s.mistake) if key
    }
    for key, values in keys.items():
        assert key in words, f"{key} is not in the {lang} catalogue"
        wanted = {name for _, name, _, _ in string.Formatter().parse(words[key]) if name}
        assert wanted <= set(values) | set(KEYS), f"{key} names {wanted - set(values) - set(KEYS)}"
