"""Every field of levels/difficulties.toml and levels/personalities.toml changes what bots do.

One measurement per field: the same seeded situation with a low and a high value of that field
alone, and the difference it makes. A meta-test checks that no field is left without one.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable
from dataclasses import fields, replace

import pytest

from game.bots.profile import BotProfile
from game.bots.wink.bot import WinkBot
from game.bots.winkybilly.bot import Moment, WinkyBillyBot
from game.bots.zwoggel.bot import ZwoggelBot, decide
from game.bots.zwoggel.memory import ZwoggelMemory
from game.rules import winkybilly, zwoggel
from game.rules.wink import Call, Name, Pass, new_game
from game.setup import SeatSetup, TableSetup
from game.social.perception import Sight
from game.social.profile import SocialProfile
from game.social.table import SocialTable
from game.store.levels import Difficulty, Personality, combine, load_difficulties, load_personalities
from game.ui.kit.bot_seats import face_of

STEP = 1 / 60


def life(profile: SocialProfile, seconds: float = 60, seed: int = 1) -> SocialTable:
    """A minute of three idle faces with `profile` at seat 1."""
    table = SocialTable([SocialProfile(), profile, SocialProfile()], seed=seed)
    for _ in range(round(seconds / STEP)):
        table.step(STEP)
    return table


def signals_of(table: SocialTable, seat: int, kind: str) -> list:
    return [s for s in table.past + table.signals if s.seat == seat and s.kind == kind]


# ------------------------------------------------------------------ the faces (SocialProfile)
def wink_ms(value: float) -> float:
    table = SocialTable([SocialProfile(wink_ms=value)] * 2, seed=3)
    return statistics.mean(table.wink_length(0) for _ in range(200))


def blink_interval_s(value: float) -> float:
    table = SocialTable([SocialProfile(blink_interval_s=value)] * 4, seed=1)
    starts = 0
    for _ in range(round(120 / STEP)):
        table.step(STEP)
        starts += sum(1 for s in table.signals if s.kind == "blink" and s.start == table.t)
    return starts


def blink_ms(value: float) -> float:
    return statistics.mean(
        s.duration for s in signals_of(life(SocialProfile(blink_ms=value), 18), 1, "blink")
    )


def glance_interval_ms(value: float) -> float:
    return len(life(SocialProfile(glance_interval_ms=value), 18).gaze[1].times)


def idle_motion(value: float) -> float:
    table = life(SocialProfile(idle_motion=value, expression_interval_s=60), 1)
    return max(abs(table.pose(1, t / 10).head_dx) for t in range(100))


def perception(value: float) -> float:
    hits = 0
    for seed in range(150):
        table = SocialTable([SocialProfile(), SocialProfile(perception=value), SocialProfile()], seed=seed)
        table.look(1, 2, hold=5)
        table.wink(2, 0, duration=0.15)
        for _ in range(30):
            hits += any(p.observer == 1 and p.signal.kind == "wink" for p in table.step(STEP))
    return hits


def expression_interval_s(value: float) -> float:
    table = SocialTable([SocialProfile(expression_interval_s=value)] * 2, seed=2)
    count = 0
    for _ in range(round(60 / STEP)):
        table.step(STEP)
        count += table.fidgets[0].current is not None and table.fidgets[0].current.start == table.t
    return count


# ------------------------------------------------------------------ the decisions (BotProfile)
def called_table(n: int = 6) -> tuple:
    state = new_game("wink-fr", n, seed=3, first_seat=0)
    number = next(c for c in state.callable_numbers(0) if state.holder[c] > 0)
    state.apply(Call(0, number))
    return state, number, state.holder[number]


def accuse_margin(value: float) -> float:
    """How many of a range of certainties lead to an accusation."""
    state, _, holder = called_table()
    seat = next(s for s in range(1, 6) if s != holder)
    count = 0
    for certainty in [i / 20 for i in range(1, 20)]:
        bot = WinkBot(seat, BotProfile(accuse_margin=value), random.Random(0))
        bot.perceive([Sight(seat, holder, 0, certainty, 1.0)], state.observation(seat), None, 1.0)
        count += bot.accusation(state.observation(seat), 10.0) is not None
    return count


def reaction_ms(value: float) -> float:
    state, _, holder = called_table()
    seat = next(s for s in range(1, 6) if s != holder)
    bot = WinkBot(seat, BotProfile(reaction_ms=value, accuse_margin=-1), random.Random(0))
    bot.perceive([Sight(seat, holder, 0, 0.9, 1.0)] * 20, state.observation(seat), None, 1.0)
    return statistics.mean(w.act_at - w.t for w in bot.seen)


def wink_boldness(value: float) -> float:
    """Winks sent at moments when two other faces watch."""
    state, _, holder = called_table()
    count = 0
    for seed in range(100):
        bot = WinkBot(holder, BotProfile(wink_boldness=value, patience_s=60), random.Random(seed))
        obs = state.observation(holder)
        bot.wink_now(obs, (0, 1.0), 2, 2.0, lambda: 0.2, 1.0)
        count += bot.wink_now(obs, (0, 1.0), 2, 2.0, lambda: 0.2, 3.0) is not None
    return count


def patience_s(value: float) -> float:
    """Winks sent under two watchers' eyes, 8 s after the holder began to wait."""
    state, _, holder = called_table()
    count = 0
    for seed in range(100):
        bot = WinkBot(holder, BotProfile(wink_boldness=0.0, patience_s=value), random.Random(seed))
        obs = state.observation(holder)
        bot.waiting_since[0] = 0.0
        bot.wink_now(obs, (0, 8.0), 2, 2.0, lambda: 0.2, 8.0)
        count += bot.wink_now(obs, (0, 8.0), 2, 2.0, lambda: 0.2, 10.0) is not None
    return count


def name_guess_policy(value: str) -> float:
    """Passes where the rules allow one, with nothing seen (a pass is 1, a name 0)."""
    obs = new_game("zwinkern-fr", 4, seed=1).observation(0)
    bot = WinkBot(0, BotProfile(name_guess_policy=value), random.Random(0))
    return sum(bot.name_partner(obs) == Pass(0) for _ in range(10))


def signal_fake_rate(value: float) -> float:
    """WinkyBilly: fake signals over 100 exchange phases, by a bot holding no set, at moments
    that allow one (its partner looks away, an opponent looks on)."""
    state = winkybilly.new_game(4, seed=1, stacked={"hands": [[0, 1, 2, 3], [4] * 4, [5] * 4, [6] * 4]})
    seen = state.observation(0)
    bot = WinkyBillyBot(0, BotProfile(signal_fake_rate=value), random.Random(0))
    looks = [1, 0, 1, 0]  # seat 1, an opponent, looks at the bot; its partner (2) does not
    count = 0
    for phase in range(100):
        now = seen | {"exchange": phase + 1}
        bot.perceive([], now, Moment(looks), 0.7, 10.0 * phase)
        count += bot.signal_now(now, Moment(looks, None, (1,)), 10.0 * phase + 5) is not None
    return count


def memory_decay(value: float) -> float:
    """Zwoggel: of twelve placements it made, the colours a bot still remembers three turns later
    (summed over 50 seeds)."""
    kept = 0
    for seed in range(50):
        memory = ZwoggelMemory(0, value)
        memory.placed = {(x, 3): x % 2 for x in range(12)}
        rng = random.Random(seed)
        for _ in range(3):
            memory.forget(rng)
        kept += len(memory.placed)
    return kept


def search_budget_ms(value: float) -> float:
    """Zwoggel: the playouts a bot runs over the first three decisions of a seeded game."""
    state = zwoggel.new_game(2, seed=7, first_seat=0)
    bot = ZwoggelBot(0, BotProfile(search_budget_ms=value), random.Random(0))
    total = 0
    for _ in range(3):
        bot.see(state.observation(0))
        decision = decide(bot.request(state.observation(0)))
        total += decision.playouts
        bot.did(decision.action)
        state.apply(decision.action)
    return total


# field -> (measure, low value, high value, whether the measure grows with the value)
DIFFICULTY_EFFECTS: dict[str, tuple[Callable[[float], float], object, object, bool]] = {
    "wink_ms": (wink_ms, 120, 400, True),
    "blink_interval_s": (blink_interval_s, 1.5, 6.0, False),
    "blink_ms": (blink_ms, 100, 300, True),
    "glance_interval_ms": (glance_interval_ms, 300, 1200, False),
    "idle_motion": (idle_motion, 0.1, 0.9, True),
    "perception": (perception, 0.3, 0.95, True),
    "expression_interval_s": (expression_interval_s, 2.0, 10.0, False),
    "accuse_margin": (accuse_margin, -0.3, 0.6, False),
    "reaction_ms": (reaction_ms, 250, 1200, True),
    "wink_boldness": (wink_boldness, 0.1, 0.9, True),
    "patience_s": (patience_s, 4.0, 40.0, False),
    "name_guess_policy": (name_guess_policy, "random", "seen", True),  # type: ignore[dict-item]
    "signal_fake_rate": (signal_fake_rate, 0.05, 0.5, True),
    "memory_decay": (memory_decay, 0.05, 0.5, False),
    "search_budget_ms": (search_budget_ms, 300, 900, True),
}


def test_every_difficulty_field_has_its_measured_effect() -> None:
    assert set(DIFFICULTY_EFFECTS) == {f.name for f in fields(Difficulty)} - {"id"}


@pytest.mark.parametrize("name", list(DIFFICULTY_EFFECTS))
def test_a_difficulty_field_changes_what_bots_do(name: str) -> None:
    measure, low, high, grows = DIFFICULTY_EFFECTS[name]
    a, b = measure(low), measure(high)  # type: ignore[arg-type]
    assert (b > a) if grows else (b < a), (name, a, b)


def test_name_guess_policy_weighted_differs_from_both_others() -> None:
    obs = new_game("zwinkern-fr", 4, seed=1).observation(0)
    obs = obs | {"seats": [dict(s) for s in obs["seats"]], "aside": 0}
    obs["seats"][2]["hand"] = 12  # one hand holds nearly every card: a guess worth making
    bot = WinkBot(0, BotProfile(name_guess_policy="weighted"), random.Random(0))
    assert bot.name_partner(obs) == Name(0, 2)  # "seen" would pass here, "random" pick anyone


# ------------------------------------------------------------------ personalities
NEUTRAL = Personality("Nobody", 0, load_personalities()[0].description, 1.0, 1.0, 1.0, 1.0)
PERSONALITY_EFFECTS = {
    "boldness": ("wink_boldness", "accuse_margin"),
    "nerves": ("blink_interval_s", "idle_motion"),
    "watchfulness": ("perception", "glance_interval_ms"),
    "chattiness": ("expression_interval_s",),
}


def test_every_personality_multiplier_has_its_effect() -> None:
    multipliers = {f.name for f in fields(Personality)} - {"name", "face", "description"}
    assert set(PERSONALITY_EFFECTS) == multipliers


@pytest.mark.parametrize("name", list(PERSONALITY_EFFECTS))
def test_a_personality_multiplier_moves_the_fields_it_scales(name: str) -> None:
    normal = load_difficulties()["normal"]
    person = replace(NEUTRAL, **{name: 1.3})
    mixed = combine(normal, person)
    for field in PERSONALITY_EFFECTS[name]:
        assert getattr(mixed, field) != getattr(normal, field), (name, field)
        measure = DIFFICULTY_EFFECTS[field][0]
        assert measure(getattr(mixed, field)) != measure(getattr(normal, field))  # type: ignore[arg-type]


def test_a_personality_face_is_the_face_its_seat_shows() -> None:
    people = load_personalities()
    seats = (SeatSetup(kind="bot", name=people[3].name, personality=people[3].name),)
    seats += tuple(SeatSetup(kind="human", name=f"P{i}") for i in range(3))
    setup = TableSetup("wink", 4, seats=seats)
    assert face_of(setup, 0) == people[3].face
