"""Wink bots decide from their observation and their own eyes only, and follow the rules."""

from __future__ import annotations

import random

from game.bots.director import TableDirector
from game.bots.profile import BotProfile
from game.bots.wink.bot import WinkBot
from game.bots.wink.policy import WinkPolicy
from game.rules.wink import Accuse, Call, Name, Pass, new_game
from game.rules.wink.observe import hide_others
from game.social.perception import Sight
from game.social.profile import NORMAL


def bots_everywhere(n: int) -> dict:
    return {s: (NORMAL, BotProfile()) for s in range(n)}


def test_bots_play_whole_games_of_every_preset_to_the_end() -> None:
    for preset, n in (("wink-fr", 5), ("wink-en", 4), ("zwinkern-fr", 3), ("zwinkern-en", 6)):
        state = new_game(preset, n, seed=n)
        director = TableDirector(state, WinkPolicy(), bots_everywhere(n), seed=n)
        for _ in range(60 * 60 * 10):
            director.step(1 / 60)
            if state.is_over():
                break
        assert state.is_over(), preset
        assert director.tally.winks > 0


def test_bot_choices_do_not_depend_on_hidden_cards() -> None:
    state = new_game("wink-fr", 5, seed=11)
    for _ in range(3):
        state.apply(Call(state.current, state.callable_numbers(state.current)[0]))
    seat = state.current
    hidden = hide_others(state, seat, random.Random(1))
    assert hidden.hands != state.hands
    for seed in range(20):
        a = WinkBot(seat, BotProfile(), random.Random(seed))
        b = WinkBot(seat, BotProfile(), random.Random(seed))
        assert a.turn_action(state.observation(seat)) == b.turn_action(hidden.observation(seat))


def test_a_caller_names_the_seat_it_saw_winking_at_it_for_the_card_under_its_pawn() -> None:
    state = new_game("wink-fr", 4, seed=2, first_seat=0)
    state.apply(Call(0, state.callable_numbers(0)[0]))
    bot = WinkBot(0, BotProfile(), random.Random(0))
    bot.perceive([Sight(0, 2, 0, 0.8, 1.0)], state.observation(0), None, 1.0)
    assert bot.name_partner(state.observation(0) | {"step": "name"}) == Name(0, 2)


def test_with_nothing_seen_a_zwinkern_bot_passes_and_a_wink_bot_guesses() -> None:
    bot = WinkBot(0, BotProfile(), random.Random(0))
    assert bot.name_partner(new_game("zwinkern-fr", 4, seed=1).observation(0)) == Pass(0)
    named = bot.name_partner(new_game("wink-en", 4, seed=1).observation(0))
    assert isinstance(named, Name) and named.target != 0


def test_a_bot_accuses_a_wink_it_saw_between_two_others_once_it_has_taken_it_in() -> None:
    state = new_game("wink-fr", 4, seed=3, first_seat=0)
    number = state.callable_numbers(0)[0]
    state.apply(Call(0, number))
    bot = WinkBot(3, BotProfile(accuse_margin=0.0, reaction_ms=400), random.Random(0))
    bot.perceive([Sight(3, 1, 0, 0.95, 1.0)], state.observation(3), None, 1.0)
    assert bot.accusation(state.observation(3), 1.0) is None  # not yet: it sees, then it acts
    assert bot.accusation(state.observation(3), 3.0) == Accuse(3, 1, number)
    assert bot.accusation(state.observation(3), 3.1) is None  # once only


def test_a_bot_never_winks_at_a_seat_that_did_not_call_its_card() -> None:
    state = new_game("wink-fr", 6, seed=5)
    director = TableDirector(state, WinkPolicy(), bots_everywhere(6), seed=5)
    legal = 0
    for _ in range(60 * 90):
        director.step(1 / 60)
        for signal in director.social.signals:
            if signal.kind == "wink" and abs(signal.start - director.t) < 1e-9:
                assert signal.target in state.wink_targets(signal.seat)
                legal += 1
        if state.is_over():
            break
    assert legal > 0
