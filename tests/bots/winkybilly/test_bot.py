"""A WinkyBilly bot, decision by decision: its swaps and holster, its signals, its calls, and
that it decides only from its observation and its own eyes."""

from __future__ import annotations

import math
import random
from typing import Any

from game.bots.director import TableDirector
from game.bots.profile import BOT_BEGINNER, BOT_EXPERT, BOT_NORMAL, BotProfile
from game.bots.winkybilly.bot import FASTEST_S, STUCK_PHASES, Moment, WinkyBillyBot
from game.bots.winkybilly.hand import best_swap
from game.bots.winkybilly.policy import WinkyBillyPolicy
from game.bots.winkybilly.signals import secret_signals
from game.rules.winkybilly import Contre, Done, DoubleWinky, Swap, Tick, Winky, WinkyBillyState, new_game
from game.rules.winkybilly.cards import TYPE_OF
from game.rules.winkybilly.observe import hide_others
from game.social.gaze import GRID
from game.social.perception import Sight
from game.social.profile import NORMAL

SHERIFF, OUTLAW, GIRL, MINER = "sheriff", "outlaw", "saloon girl", "prospector"
OTHERS = [["gambler"] * 4, ["cowboy"] * 4, ["undertaker"] * 4]


def dealt(
    hand: list[str], saloon: list[str] | None = None, others: list[list[str]] = OTHERS
) -> WinkyBillyState:
    """Seat 0 holds `hand`; the exchange is on (the countdown is over)."""
    stacked: dict[str, Any] = {"hands": [hand, *others]}
    if saloon is not None:
        stacked["saloon"] = saloon
    state = new_game(4, seed=1, stacked=stacked)
    state.apply(Tick(3.0))
    return state


def bot(seat: int = 0, profile: BotProfile = BOT_NORMAL, signal: str = "nod", seed: int = 0) -> WinkyBillyBot:
    return WinkyBillyBot(seat, profile, random.Random(seed), signal=signal)


EYES_ON_SALOON = Moment([GRID, GRID, GRID, GRID])
PARTNERS_MEET = Moment([2, 3, 0, 1])  # each face looks at its partner


def take_in(
    b: WinkyBillyBot, state: WinkyBillyState, t: float, moment: Moment = EYES_ON_SALOON, sights=()
) -> Any:
    obs = state.observation(b.seat)
    b.perceive(list(sights), obs, moment, 0.7, t)
    return obs


def first_action(
    b: WinkyBillyBot, state: WinkyBillyState, start: float = 3.0, moment: Moment = EYES_ON_SALOON
) -> Any:
    """What the bot does first, looking at the saloon from `start` on, a tick at a time."""
    for k in range(600):
        t = start + k / 60
        obs = take_in(b, state, t, moment)
        action = b.action(obs, t)
        if action is not None:
            return action
    return None


# ------------------------------------------------------------------ trading
def test_it_keeps_the_type_it_holds_most_and_takes_the_saloon_card_of_it() -> None:
    state = dealt([SHERIFF, SHERIFF, SHERIFF, OUTLAW], saloon=[GIRL, SHERIFF, MINER, "rancher"])
    action = first_action(bot(), state)
    assert isinstance(action, Swap) and math.isnan(action.t)
    assert TYPE_OF[action.give] == 1 and TYPE_OF[action.take] == 0  # an outlaw for a sheriff


def test_it_waits_out_a_calls_check_and_a_reaction_time_before_it_swaps_again() -> None:
    state = dealt([SHERIFF, SHERIFF, SHERIFF, OUTLAW], saloon=[GIRL, SHERIFF, MINER, "rancher"])
    state.apply(Winky(1, 3.2))  # seat 1's partner holds four undertakers: checked until 6.2 s
    b = bot()
    for k in range(600):  # the engine's clock stays at 3.2 s: nothing happens but time
        t = 3.2 + k / 60
        action = b.action(take_in(b, state, t), t)
        if action is not None:
            break
    assert isinstance(action, Swap) and t >= 6.2 + FASTEST_S
    state.apply(action._replace(t=t))  # and the engine takes it


def test_it_raises_its_holster_when_the_saloon_has_nothing_for_it_after_a_look() -> None:
    state = dealt([SHERIFF, SHERIFF, OUTLAW, GIRL], saloon=[MINER, "rancher", "preacher", "blacksmith"])
    b = bot()
    action = first_action(b, state)
    assert action == Done(0, action.t) and b.ready_at > 3.5  # it looked the saloon over first
    state.apply(Done(0, 3.5))
    assert first_action(b, state, 3.6) is None  # and never lowers it for nothing


def test_a_set_is_kept_with_the_holster_up() -> None:
    state = dealt(
        [SHERIFF] * 4, saloon=[SHERIFF, OUTLAW, GIRL, MINER], others=[[OUTLAW] * 4, [GIRL] * 4, [MINER] * 4]
    )
    assert isinstance(first_action(bot(), state), Done)


def test_it_swaps_only_with_its_eyes_on_the_saloon() -> None:
    state = dealt([SHERIFF, SHERIFF, SHERIFF, OUTLAW], saloon=[GIRL, SHERIFF, MINER, "rancher"])
    assert first_action(bot(), state, moment=PARTNERS_MEET) is None


def test_a_swap_every_second_or_two_slower_for_a_beginner_quicker_for_an_expert() -> None:
    def pace(profile: BotProfile) -> float:
        gaps = []
        for seed in range(30):
            state = dealt([SHERIFF, OUTLAW, GIRL, MINER], saloon=[SHERIFF, SHERIFF, SHERIFF, "rancher"])
            b = bot(profile=profile, seed=seed)
            first_action(b, state)
            gaps.append(b.ready_at - 3.0)
        return sum(gaps) / len(gaps)

    beginner, normal, expert = pace(BOT_BEGINNER), pace(BOT_NORMAL), pace(BOT_EXPERT)
    assert beginner > normal > expert and 1.0 < normal < 2.8


def test_a_slow_mind_now_and_then_takes_a_worse_card() -> None:
    worse = {}
    for profile in (BOT_BEGINNER, BOT_EXPERT):
        count = 0
        for seed in range(200):
            state = dealt([SHERIFF, SHERIFF, OUTLAW, GIRL], saloon=[SHERIFF, MINER, "rancher", "preacher"])
            action = first_action(bot(profile=profile, seed=seed), state)
            count += TYPE_OF[action.take] != 0
        worse[profile.reaction_ms] = count
    assert worse[BOT_BEGINNER.reaction_ms] > 3 * max(1, worse[BOT_EXPERT.reaction_ms])


def test_best_swap_builds_the_type_held_most_or_when_tired_a_second_pair() -> None:
    rng = random.Random(0)
    hand = [(0, SHERIFF), (1, SHERIFF), (6, OUTLAW), (12, GIRL)]
    miners = [(18, MINER), (19, MINER), (20, MINER)]
    assert best_swap(hand, [(2, SHERIFF), *miners], rng) in ((6, 2), (12, 2))
    assert best_swap(hand, [(7, OUTLAW), *miners], rng) is None  # it waits for a sheriff…
    assert best_swap(hand, [(7, OUTLAW), *miners], rng, second_pair=True) == (12, 7)  # … or tires of it
    assert best_swap(hand, [(21, MINER), *miners], rng) is None
    three = [(0, SHERIFF), (1, SHERIFF), (2, SHERIFF), (6, OUTLAW)]
    assert best_swap(three, [(7, OUTLAW), *miners], rng, second_pair=True) is None  # it keeps its three
    assert best_swap([(0, SHERIFF)] * 4, [(2, SHERIFF)] * 4, rng) is None


def test_a_bot_long_without_a_card_for_its_type_makes_a_second_pair() -> None:
    state = dealt([SHERIFF, SHERIFF, OUTLAW, GIRL], saloon=[OUTLAW, MINER, "rancher", "preacher"])
    b = bot(profile=BotProfile(reaction_ms=250))  # (a quick mind never takes a worse card)
    assert isinstance(first_action(b, state), Done)  # it waits for a sheriff
    obs = state.observation(0)
    for phase in range(2, 3 + STUCK_PHASES):  # new saloons, none with a sheriff
        now = obs | {"exchange": phase}
        for k in range(300):
            t = 10.0 * phase + k / 60
            b.perceive([], now, EYES_ON_SALOON, 0.7, t)
            action = b.action(now, t)
            if action is not None:
                break
    assert isinstance(action, Swap) and TYPE_OF[action.take] == 1 and TYPE_OF[action.give] == 2


# ------------------------------------------------------------------ signalling
def holding(seat_profile: BotProfile = BOT_NORMAL) -> tuple[WinkyBillyState, WinkyBillyBot]:
    state = dealt(
        [SHERIFF] * 4, saloon=[OUTLAW, GIRL, MINER, "rancher"], others=[[OUTLAW] * 4, [GIRL] * 4, [MINER] * 4]
    )
    return state, bot(profile=seat_profile)


def signal_times(
    b: WinkyBillyBot, state: WinkyBillyState, moment: Moment, start: float, seconds: float
) -> list[float]:
    out = []
    for k in range(round(seconds * 60)):
        t = start + k / 60
        obs = take_in(b, state, t, moment)
        if b.signal_now(obs, moment, t) is not None:
            out.append(t)
    return out


def test_a_holder_signals_its_partner_a_moment_after_their_eyes_meet() -> None:
    state, b = holding()
    met = Moment([2, 3, 0, 1], (2, 5.0), ())
    times = signal_times(b, state, met, 5.0, 2.0)
    assert times and 5.0 + 0.25 <= times[0] < 6.5
    assert b.signal_now(state.observation(0), met, times[0] + 0.5) is None  # not twice at once
    elsewhere = Moment([1, 0, 0, 1], (1, 5.0), ())  # an opponent's eyes meet mine
    assert signal_times(bot(), state, elsewhere, 5.0, 3.0) == []


def test_the_signal_is_real_and_at_the_partner() -> None:
    state, b = holding()
    met = Moment([2, 3, 0, 1], (2, 5.0), ())
    chosen = None
    for k in range(120):
        t = 5.0 + k / 60
        chosen = b.signal_now(take_in(b, state, t, met), met, t) or chosen
    assert chosen == (2, False)


def test_under_opponents_eyes_a_cautious_holder_waits_until_impatience_wins() -> None:
    looks = [2, 0, 0, 0]  # both opponents look at it, and its partner's eyes meet its own
    careful = BotProfile(wink_boldness=0.0, patience_s=8.0)
    state, b = holding(careful)
    b.set_since = 5.0
    assert signal_times(b, state, Moment(looks, (2, 5.0), (1, 2, 3)), 5.0, 2.0) == []
    bold = signal_times(
        bot(profile=BotProfile(wink_boldness=1.0)), state, Moment(looks, (2, 5.0), (1, 2, 3)), 5.0, 2.0
    )
    assert bold
    late = signal_times(b, state, Moment(looks, (2, 14.0), (1, 2, 3)), 14.0, 2.0)
    assert late  # after its patience it signals under any eyes


def test_a_fake_is_made_while_the_partner_looks_away_and_an_opponent_looks_on() -> None:
    state = dealt([SHERIFF, OUTLAW, GIRL, MINER])
    b = bot(profile=BotProfile(signal_fake_rate=1.0))
    take_in(b, state, 3.0)
    partner_looks = Moment([2, 0, 0, 0], (2, 3.0), (1, 2, 3))
    assert b.signal_now(state.observation(0), partner_looks, 3.5) is None
    away = Moment([1, 0, 1, 0], None, (1, 3))
    assert b.signal_now(state.observation(0), away, 3.6) == (2, True)
    assert b.signal_now(state.observation(0), away, 9.0) is None  # one a phase at most
    never = bot(profile=BotProfile(signal_fake_rate=0.0))
    take_in(never, state, 3.0)
    assert never.signal_now(state.observation(0), away, 3.6) is None


# ------------------------------------------------------------------ calls
def nods(observer: int, seat: int, times: list[float], kind: str = "nod", clarity: float = 0.9) -> list:
    return [Sight(observer, seat, (seat + 2) % 4, clarity, t, kind) for t in times]


def watch(
    b: WinkyBillyBot,
    state: WinkyBillyState,
    sights: list[Sight],
    until: float,
    moment: Moment = PARTNERS_MEET,
) -> list:
    """Feed the sights as they end, a tick at a time; the calls the bot makes (none applied)."""
    calls = []
    for k in range(round((until - 1.0) * 60)):
        t = 1.0 + k / 60
        now = [s for s in sights if t - 1 / 60 < s.t <= t]
        obs = take_in(b, state, t, moment, now)
        action = b.call(obs, t)
        if action is not None:
            calls.append((t, action))
    return calls


def test_a_partner_calls_winky_on_the_team_signal_after_a_reaction_time() -> None:
    state = dealt([OUTLAW, GIRL, MINER, SHERIFF])
    b = bot()
    calls = watch(b, state, nods(0, 2, [1.5, 4.0]), 8.0)
    assert calls and isinstance(calls[0][1], Winky) and calls[0][1].seat == 0
    assert calls[0][0] >= 4.0 + FASTEST_S  # it took in the second nod first
    assert len(calls) == 1  # once: what it saw is spent


def test_a_single_glimpse_is_enough_for_a_beginner_not_for_an_expert() -> None:
    state = dealt([OUTLAW, GIRL, MINER, SHERIFF])
    beginner = watch(bot(profile=BOT_BEGINNER), state, nods(0, 2, [1.5], clarity=0.7), 6.0)
    expert = watch(bot(profile=BOT_EXPERT), state, nods(0, 2, [1.5], clarity=0.7), 6.0)
    assert beginner and not expert


def test_another_gesture_of_the_partner_is_no_signal() -> None:
    state = dealt([OUTLAW, GIRL, MINER, SHERIFF])
    assert watch(bot(), state, nods(0, 2, [1.5, 3.0, 4.5], kind="shake"), 8.0) == []


def test_holding_a_set_itself_it_calls_double_winky() -> None:
    state, _ = holding()
    calls = watch(bot(), state, nods(0, 2, [1.5, 4.0, 6.5]), 9.0)
    assert calls and isinstance(calls[0][1], DoubleWinky)


def test_an_opponent_repeating_one_gesture_at_its_partner_draws_contre_winky() -> None:
    state = dealt([OUTLAW, GIRL, MINER, SHERIFF])
    watcher = bot(seat=1, signal="smirk")
    met = Moment([2, 0, 0, 1])  # seats 0 and 2 look at each other; the watcher looks at seat 0
    calls = watch(watcher, state, nods(1, 0, [1.5, 4.0, 6.5]), 9.0, met)
    assert calls and calls[0][1] == Contre(1, calls[0][1].t, 0)
    lone = watch(bot(seat=1, signal="smirk"), state, nods(1, 0, [1.5]), 6.0, met)
    assert lone == []  # one gesture at a partner is as likely a fidget


def test_the_gestures_before_a_right_winky_teach_an_opponent_that_teams_signal() -> None:
    met = Moment([2, 0, 0, 1])
    chances, nods_odds = [], []
    for called in (False, True):
        state = dealt([SHERIFF] * 4, others=[[OUTLAW] * 4, [GIRL, MINER, "rancher", "preacher"], [GIRL] * 4])
        watcher = bot(seat=1, signal="smirk")
        watch(watcher, state, nods(1, 0, [1.5]), 3.0, met)
        assert watcher.beliefs is not None
        if called:
            state.apply(Winky(2, 3.0))  # seat 2 calls on seat 0's set: right, so that nod was the signal
        else:
            watcher.beliefs.forget(0, 3.0)  # as after any call on seat 0's hand
        take_in(watcher, state, 3.1, met)
        nods_odds.append(watcher.beliefs.signal_odds(0)["nod"])
        watch(watcher, state, nods(1, 0, [20.0]), 21.0, met)  # later, seat 0 nods at its partner once
        chances.append(watcher.beliefs.chance_of_set(0, 21.0)[0])
    assert nods_odds[1] > 2 * nods_odds[0]
    assert chances[1] > chances[0] + 0.05  # and a nod of seat 0 means more now


def test_no_call_before_a_reaction_time_has_passed_since_the_gesture_ended() -> None:
    state = dealt([OUTLAW, GIRL, MINER, SHERIFF])
    for seed in range(30):
        quick = bot(profile=BotProfile(reaction_ms=100, accuse_margin=-1.0), seed=seed)
        calls = watch(quick, state, nods(0, 2, [2.0], clarity=1.0), 4.0)
        assert calls and calls[0][0] >= 2.0 + FASTEST_S


# ------------------------------------------------------------------ what it may know
def test_bot_decisions_do_not_depend_on_hidden_cards() -> None:
    state = new_game(6, seed=4)
    director = TableDirector(
        state, WinkyBillyPolicy(secret_signals(3, 4)), {s: (NORMAL, BOT_NORMAL) for s in range(6)}, seed=4
    )
    seat = 1
    shadows = [bot(seat, seed=9), bot(seat, seed=9)]
    hide = random.Random(2)
    decisions = 0
    for _ in range(60 * 60):
        director.step(1 / 60)
        if state.is_over():
            break
        hidden = hide_others(state, seat, hide)
        assert hidden.hands != state.hands or state.n == 1
        looks = [log.current for log in director.social.gaze]
        moment = Moment(looks, director.social.in_contact(seat), tuple(director.social.watchers(seat)))
        made = []
        for shadow, view in zip(shadows, (state, hidden), strict=True):
            obs = view.observation(seat)
            shadow.perceive([], obs, moment, 0.7, director.t)
            made.append((shadow.signal_now(obs, moment, director.t), shadow.action(obs, director.t)))
        assert repr(made[0]) == repr(made[1])  # NaN clocks compare equal only as text
        decisions += made[0][1] is not None
    assert decisions >= 3
