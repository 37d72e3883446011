"""Bots that see like people: they act after a reaction time, weigh an accusation, name only from
winks seen for the card now called, guess by what they know, and watch the faces near the action."""

from __future__ import annotations

import random
from typing import Any

from game.bots.director import TableDirector
from game.bots.profile import BOT_BEGINNER, BOT_EXPERT, BOT_NORMAL, BotProfile
from game.bots.wink.bot import FASTEST_S, WinkBot
from game.bots.wink.policy import WinkPolicy
from game.rules.wink import Accuse, Call, Name, Pass, new_game
from game.social.perception import Sight
from game.social.profile import NORMAL, SocialProfile
from game.social.table import SocialTable

STEP = 1 / 60
KEEN = SocialProfile(perception=1.0)


def called(preset: str = "wink-fr", n: int = 4, seed: int = 3, caller: int = 0) -> tuple[Any, int]:
    state = new_game(preset, n, seed=seed, first_seat=caller)
    number = next(c for c in state.callable_numbers(caller) if state.holder[c] >= 0)
    state.apply(Call(caller, number))
    return state, number


def watched_wink(seed: int) -> tuple[Any, ...] | None:
    """Seat 1 (a bot) called; a bot holder winks at it while the other bot watches the holder;
    seat 0 is a human. None when the human holds the twin or it was set aside."""
    state, number = called(seed=seed, caller=1)
    holder = state.holder[number]
    if holder in (0, 1):
        return None
    watcher = next(s for s in (2, 3) if s != holder)
    director = TableDirector(state, WinkPolicy(), {s: (KEEN, BOT_NORMAL) for s in (1, 2, 3)}, seed=seed)
    director.social.look(watcher, holder, hold=10)
    wink = director.wink(holder, 1, duration=0.4)
    return state, number, holder, watcher, director, wink


# ------------------------------------------------------------------ reaction and stakes
def test_a_human_beats_a_watching_bot_to_the_accusation() -> None:
    for seed in range(40):
        table = watched_wink(seed)
        if table is None:
            continue
        state, number, holder, watcher, director, wink = table
        while director.t < wink.end:
            director.step(STEP)
        seen = [w for w in director.bots[watcher].seen if w.winker == holder and w.number == number]
        if not seen:
            continue  # its eyes missed this one: try another deal
        assert seen[0].act_at >= wink.end + FASTEST_S  # it needs a moment to react
        events = director.human_act(Accuse(0, holder, number))
        assert events[0].data["right"] is True
        for _ in range(round(3 / STEP)):
            director.step(STEP)
        accusations = [a for a in state.history if isinstance(a, Accuse)]
        assert accusations == [Accuse(0, holder, number)]  # the bot was too late
        return
    raise AssertionError("no deal where the watcher saw the wink")


def test_a_watching_bot_accuses_after_its_reaction_time_when_nobody_is_faster() -> None:
    delays = []
    for seed in range(40):
        table = watched_wink(seed)
        if table is None:
            continue
        state, _, _, _, director, wink = table
        for _ in range(round(3 / STEP)):
            director.step(STEP)
            if any(isinstance(a, Accuse) for a in state.history):
                delays.append(director.t - wink.end)
                break
    assert len(delays) >= 10
    assert min(delays) >= FASTEST_S and 0.3 < sorted(delays)[len(delays) // 2] < 1.0


def test_an_accusation_is_weighed_against_the_card_it_costs() -> None:
    state, number = called(n=6, caller=0)
    holder = state.holder[number]
    sight = [Sight(3, holder, 0, 0.45, 1.0)]
    decided = {}
    for name, profile in (("beginner", BOT_BEGINNER), ("normal", BOT_NORMAL), ("expert", BOT_EXPERT)):
        bot = WinkBot(3 if holder != 3 else 4, profile, random.Random(0))
        bot.perceive([Sight(bot.seat, holder, 0, 0.45, 1.0)], state.observation(bot.seat), None, 1.0)
        decided[name] = bot.accusation(state.observation(bot.seat), 5.0) is not None
    assert sight and decided == {"beginner": True, "normal": False, "expert": False}
    sure = WinkBot(3 if holder != 3 else 4, BOT_EXPERT, random.Random(0))
    sure.perceive([Sight(sure.seat, holder, 0, 0.9, 1.0)], state.observation(sure.seat), None, 1.0)
    assert sure.accusation(state.observation(sure.seat), 5.0) == Accuse(sure.seat, holder, number)


def test_two_glimpses_of_the_same_wink_add_up_to_an_accusation() -> None:
    state, number = called(n=6, caller=0)
    holder = state.holder[number]
    seat = 3 if holder != 3 else 4
    bot = WinkBot(seat, BOT_NORMAL, random.Random(0))
    bot.perceive([Sight(seat, holder, 0, 0.45, 1.0)], state.observation(seat), None, 1.0)
    assert bot.accusation(state.observation(seat), 5.0) is None
    bot.perceive([Sight(seat, holder, 0, 0.45, 5.0)], state.observation(seat), None, 5.0)
    assert bot.accusation(state.observation(seat), 9.0) == Accuse(seat, holder, number)


# ------------------------------------------------------------------ naming
def test_a_wink_seen_for_an_earlier_card_does_not_name_a_partner() -> None:
    state = new_game("wink-fr", 4, seed=2, first_seat=0)
    first, second = state.callable_numbers(0)[:2]
    bot = WinkBot(0, BotProfile(name_guess_policy="seen"), random.Random(0))
    state.apply(Call(0, first))
    bot.perceive([Sight(0, 2, 0, 0.9, 1.0)], state.observation(0), None, 1.0)
    state.pawn[0] = second  # (as a later call puts it: the earlier wink was about `first`)
    bot.perceive([], state.observation(0), None, 30.0)
    named = [bot.name_partner(state.observation(0) | {"step": "name"}) for _ in range(1)]
    assert named != [Name(0, 2)] or state.hands[2]  # a guess may land on 2, never because of the wink
    assert bot.winks_for_my_card(state.observation(0)) == {}


def test_whom_a_bot_names_with_nothing_seen_is_its_level_policy() -> None:
    optional = new_game("zwinkern-fr", 4, seed=1).observation(0)
    mandatory = new_game("wink-en", 4, seed=1).observation(0)
    random_bot = WinkBot(0, BotProfile(name_guess_policy="random"), random.Random(0))
    assert all(isinstance(random_bot.name_partner(optional), Name) for _ in range(20))  # never passes
    seen_bot = WinkBot(0, BotProfile(name_guess_policy="seen"), random.Random(0))
    assert seen_bot.name_partner(optional) == Pass(0)
    assert isinstance(seen_bot.name_partner(mandatory), Name)
    weighted = WinkBot(0, BotProfile(name_guess_policy="weighted"), random.Random(0))
    assert weighted.name_partner(optional) == Pass(0)  # even its best guess is unlikely
    assert isinstance(weighted.name_partner(mandatory), Name)


def test_a_weighted_guess_favours_bigger_hands_and_faces_that_met_its_eyes_without_winking() -> None:
    obs = new_game("wink-en", 4, seed=1).observation(0)
    obs = obs | {"seats": [dict(s) for s in obs["seats"]], "aside": 0}
    for s, cards in ((1, 2), (2, 6), (3, 6)):
        obs["seats"][s]["hand"] = cards
    bot = WinkBot(0, BotProfile(name_guess_policy="weighted"), random.Random(0))
    bot.quiet = {2: 3}  # seat 2 met its eyes three times and never winked
    chances = bot.partner_chances(obs, {}, {s: obs["seats"][s]["hand"] for s in (1, 2, 3)})
    assert chances[3] > chances[2] and chances[3] > chances[1]
    assert bot.name_partner(obs | {"step": "name"}) == Name(0, 3)


# ------------------------------------------------------------------ eyes
def test_idle_bots_watch_the_faces_near_the_action() -> None:
    state = new_game("wink-fr", 8, seed=9)
    director = TableDirector(state, WinkPolicy(), {s: (NORMAL, BOT_NORMAL) for s in range(8)}, seed=9)
    near = total = 0
    for _ in range(round(60 / STEP)):
        director.step(STEP)
        obs = director.observe(None)
        callers = set(obs["windows"])
        looks = [log.current for log in director.social.gaze]
        for seat in range(8):
            if seat in callers or not callers:
                continue
            target = looks[seat]
            total += 1
            near += target in callers or (target >= 0 and looks[target] in callers)
        if state.is_over():
            break
    blind = 0.5  # what eyes wandering over the faces, the grid and the hand would give, at most
    assert total > 1000 and near / total > blind + 0.15


def test_a_human_wink_is_caught_only_by_bots_looking_at_the_human() -> None:
    looking = away = 0
    for seed in range(60):
        table = SocialTable([KEEN] * 6, seed=seed, humans=frozenset({0}))
        table.look(1, 0, hold=5)  # watches the human
        table.look(3, 2, hold=5)  # looks at a face far from the human in its view
        table.look(0, 2)
        table.wink(0, 2, duration=0.3)
        caught = []
        for _ in range(40):
            caught += table.step(STEP)
        seen = {p.observer for p in caught if p.signal.seat == 0 and p.signal.kind == "wink"}
        looking += 1 in seen
        away += 3 in seen
    assert away == 0 and looking >= 45
