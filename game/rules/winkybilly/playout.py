"""Random WinkyBilly players for simulations, benchmarks and tests.

Each step either lets a little time pass or lets one random seat act from its legal actions: swap
(often keeping its most common type, so sets do form), raise or lower its holster, or now and then
call. Some callers have read the table right and call what is true; the others call at random, so
every outcome of every call happens. They see the whole state: they are a test driver, not bots.
"""

from __future__ import annotations

import random
from math import floor

from ..core import Event
from .actions import Action, Contre, DoubleWinky, Tick, Winky, new_action
from .cards import HAND, TYPE_OF, is_set
from .phase import EXCHANGE
from .state import WinkyBillyState

TICK_SHARE = 0.15  # steps in which only time passes
TICK_S = (0.05, 0.5)  # how much, in seconds
LONG_TICK_SHARE = 0.05  # ticks in which the whole table dawdles (so idle phases close too)
LONG_TICK_S = (1.0, 6.0)
SHARP_SHARE = 0.15  # seat moves that call what is true now, if anything is (a signal was spotted)
CATCH_SHARE = 0.3  # of those, the share that catch an opponent with CONTRE WINKY
WILD_SHARE = 0.03  # seat moves that are a call at random, often wrong
WAIT_SHARE = 0.95  # a player with the holster up waits while one still swapping moves
COLLECT_SHARE = 0.8  # moves that take a card of the hand's most common type, if there is one
HOLSTER_SHARE = 0.6  # moves that raise the holster when there is nothing to collect


def random_step(state: WinkyBillyState, rng: random.Random) -> list[Event]:
    """One action: a tick, or a random legal action of a random seat (its legal actions are generated)."""
    if rng.random() < TICK_SHARE:
        return _tick(state, rng)
    # floor(r() * k) picks one of k: several times faster than rng.randrange (and floor than int,
    # which it equals on these non-negative numbers)
    r = rng.random
    seat = floor(r() * state.n)
    exchange = state.phase is EXCHANGE and not state.t < state.check_until  # swapping, not checking
    if exchange and state.done[seat] and r() < WAIT_SHARE:
        seat = _busy_seat(state, seat, rng)
    acts = state.legal_actions(seat)
    if not acts:  # that seat's team is out
        return _tick(state, rng)
    swaps = HAND * len(state.saloon) if exchange else 0  # legal_actions lists swaps, holster, calls
    u = r()
    if u < SHARP_SHARE:
        call = _sharp_call(state, seat, rng)
        if call is not None:
            return state.apply(call)
    elif u < SHARP_SHARE + WILD_SHARE:
        first = swaps + 1 if exchange else 0
        return state.apply(acts[first + floor(r() * (len(acts) - first))])
    if not exchange:  # nothing to do but wait for the coup de feu (or the end of a check)
        return state.apply(new_action(Tick, (max(state.go_at, state.check_until),)))
    if state.done[seat]:  # swap again (which lowers the holster) or lower it
        return state.apply(acts[floor(r() * (swaps + 1))])
    hand = state.hands[seat]
    best, give = _plan(hand)
    if give < 0 and len(hand) == HAND:  # a set: hold it, holster up, and wait for the partner's call
        return state.apply(acts[swaps])
    if r() < COLLECT_SHARE and give >= 0:  # take a saloon card of that type for the odd card
        saloon = state.saloon
        for j, take in enumerate(saloon):
            if TYPE_OF[take] == best:
                return state.apply(acts[give * len(saloon) + j])  # swaps: hand card by saloon card
    if r() < HOLSTER_SHARE:  # nothing (more) to collect here
        return state.apply(acts[swaps])
    return state.apply(acts[floor(r() * swaps)])


def _tick(state: WinkyBillyState, rng: random.Random) -> list[Event]:
    lo, hi = LONG_TICK_S if rng.random() < LONG_TICK_SHARE else TICK_S
    dt = lo + (hi - lo) * rng.random()  # rng.uniform(lo, hi), inlined: the same sum
    return state.apply(new_action(Tick, (state.t + dt,)))


def _busy_seat(state: WinkyBillyState, seat: int, rng: random.Random) -> int:
    """A seat still swapping (holster down), if there is one."""
    done, out, teams = state.done, state.out, state.teams
    if state.contenders is None:  # nobody is out before sudden death
        busy = [s for s, raised in enumerate(done) if not raised]
    else:
        busy = [s for s in range(state.n) if not done[s] and not out[s % teams]]
    return busy[floor(rng.random() * len(busy))] if busy else seat


def _plan(hand: list[int]) -> tuple[int, int]:
    """The hand's most common type (the first such in hand order) and the place of its first card
    of another type (-1 if none): what a collecting player keeps and gives. Memoised by types."""
    if len(hand) == HAND:  # always, in play: the key spelt out is several times faster
        kinds: tuple[int, ...] = (TYPE_OF[hand[0]], TYPE_OF[hand[1]], TYPE_OF[hand[2]], TYPE_OF[hand[3]])
    else:
        kinds = tuple([TYPE_OF[c] for c in hand])
    plan = _PLANS.get(kinds)
    if plan is None:
        best = max(kinds, key=kinds.count)
        give = -1
        for i, k in enumerate(kinds):
            if k != best:
                give = i
                break
        plan = _PLANS[kinds] = (best, give)
    return plan


_PLANS: dict[tuple[int, ...], tuple[int, int]] = {}  # hand types -> the plan (at most 13**4 of them)


def _sharp_call(state: WinkyBillyState, seat: int, rng: random.Random) -> Action | None:
    """The call that is right now for `seat`, if there is one."""
    hands, t = state.hands, state.t
    partner_set = is_set(hands[state.partner(seat)])
    if partner_set and is_set(hands[seat]):
        return new_action(DoubleWinky, (seat, t))
    if partner_set:
        return new_action(Winky, (seat, t))
    if rng.random() >= CATCH_SHARE:
        return None
    out, teams = state.out, state.teams
    for o in state.opponents[seat]:
        if not out[o % teams] and is_set(hands[o]):
            return new_action(Contre, (seat, t, o))
    return None
