"""The three calls (RULES.md §2.5, W5–W10, W16, W17): WINKY, CONTRE WINKY and Double Winky.

[DECISION] W8/W16: a call is checked and settled completely inside the `apply` that makes it, so
calls are settled strictly in the order they are made, each one against the state the previous one
left. A call may come at any moment, in the countdown too.
[DECISION] W8/W16, "freeze swaps while a check is resolved": then the table stops for `check_s`
(3 s) while everyone sees the proof (the set given up, or two different cards) and the tokens go
to or from the pot: no swaps and no holsters, but further calls, each stopping the table afresh.
A countdown waits for the check to end. An exchange phase's idle timer starts again when the check
ends, as if everyone had just looked up (a new hand, perhaps, to take in).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..core import Event, IllegalAction, seat_refusal
from ..draws import shuffle
from .actions import Contre, DoubleWinky, Winky
from .cards import HAND, TYPE_OF, best_count, is_set, type_name
from .config import (
    CONTRE_ACCUSED,
    KEMS_BONUS,
    RIGHT_DOUBLE,
    RIGHT_WINKY,
    WRONG_CONTRE,
    WRONG_DOUBLE,
    WRONG_WINKY,
)
from .exchange import check_actor, close_exchange, everyone_done
from .phase import EXCHANGE, OVER, CallRecord
from .table import WinkyBillyTable
from .tokens import settle


def winky(state: WinkyBillyTable, a: Winky, events: list[Event]) -> None:
    """W5: checks the caller's partner; the caller's own hand does not matter."""
    seat = check_actor(state, a.seat)
    team, partner = seat % state.teams, state.partner(seat)
    hand = state.hands[partner]
    right = is_set(hand)
    shown = (type_name(hand[0]),) if right else ()
    _record(state, CallRecord(a.t, seat, "winky", partner, right, shown), events)
    if right:
        settle_and_replace(state, ((team, RIGHT_WINKY, "WINKY"),), (partner,), events)
    else:
        settle(state, ((team, WRONG_WINKY, "wrong WINKY"),), events)
    _after_call(state, a.t, events)


def contre(state: WinkyBillyTable, a: Contre, events: list[Event]) -> None:
    """W6/W7: the named opponent holds four identical cards now, whether or not they signalled."""
    seat = check_actor(state, a.seat)
    target = a.target
    refusal = seat_refusal(target, state.n)
    if refusal is not None:
        raise refusal
    teams = state.teams
    if target % teams == seat % teams:
        reason = f"{state.names[seat]} called CONTRE WINKY on their own team: it names an opponent"
        raise IllegalAction(reason, code="contre_own_team")
    if state.out[target % teams]:
        reason = f"{state.names[target]}'s team is out of the game"
        raise IllegalAction(reason, code="target_team_out", seats={"target": target})
    hand = state.hands[target]
    right = is_set(hand)
    if right:
        shown: tuple[str, ...] = (type_name(hand[0]),)
    else:  # the accused proves it by showing two different cards, and only those
        other = next(c for c in hand if TYPE_OF[c] != TYPE_OF[hand[0]])
        shown = (type_name(hand[0]), type_name(other))
    _record(state, CallRecord(a.t, seat, "contre", target, right, shown), events)
    if right:
        changes = [(target % teams, CONTRE_ACCUSED, "caught by CONTRE WINKY")]
        if state.config.kems_style:
            changes.append((seat % teams, KEMS_BONUS, "CONTRE WINKY, Kem's style"))
        settle_and_replace(state, changes, (target,), events)
    else:
        settle(state, ((seat % teams, WRONG_CONTRE, "wrong CONTRE WINKY"),), events)
    _after_call(state, a.t, events)


def double_winky(state: WinkyBillyTable, a: DoubleWinky, events: list[Event]) -> None:
    """W9: both members of the caller's team hold four identical cards; +3, or −2."""
    seat = check_actor(state, a.seat)
    mine = state.hands[seat]
    if state.config.own_set_for_double and not is_set(mine):
        # About the caller's own hand, and naming none of its cards (logs may be seen by all).
        name = state.names[seat]
        if best_count(mine) == 3:
            reason = f"{name} holds no set of their own for Double Winky: 3 of a kind is not a set"
            raise IllegalAction(reason, code="three_not_a_set")
        raise IllegalAction(f"{name} holds no set of their own for Double Winky", code="not_a_set")
    team = seat % state.teams
    both = state.seats_of(team)
    right = is_set(state.hands[both[0]]) and is_set(state.hands[both[1]])
    shown = tuple(type_name(state.hands[s][0]) for s in both) if right else ()
    _record(state, CallRecord(a.t, seat, "double", state.partner(seat), right, shown), events)
    if right:  # all 8 cards into the pile, each member draws 4
        settle_and_replace(state, ((team, RIGHT_DOUBLE, "Double Winky"),), both, events)
    else:
        settle(state, ((team, WRONG_DOUBLE, "wrong Double Winky"),), events)
    _after_call(state, a.t, events)


def settle_and_replace(
    state: WinkyBillyTable,
    changes: Iterable[tuple[int, int, str]],
    seats: tuple[int, ...],
    events: list[Event],
) -> None:
    """A right call: its token changes, and new hands for `seats` (whose sets go into the pile).

    The tokens are settled first, so that a seat whose team drops out of the game with them (W14)
    draws nothing: its cards go into the pile with the drop, and it never sees new ones. Its hand
    events keep their place, before the tokens'; with no drop the draws are the same as ever.
    """
    at = len(events)
    settle(state, changes, events)
    out, teams = state.out, state.teams
    drawing = tuple(s for s in seats if not out[s % teams])
    if drawing:
        drawn: list[Event] = []
        replace_hands(state, drawing, drawn)
        events[at:at] = drawn


def replace_hands(state: WinkyBillyTable, seats: tuple[int, ...], events: list[Event]) -> None:
    """W17: the hands are shuffled into the whole pile, then each of these seats draws 4 new cards."""
    pile = state.pile
    for s in seats:
        pile.extend(state.hands[s])
    shuffle(state.rng, pile)
    for s in seats:
        hand = state.hands[s] = [pile.pop() for _ in range(HAND)]
        events.append(Event("hand_replaced", {"seat": s}))
        events.append(Event("new_hand", {"seat": s, "cards": list(hand)}, to=s))


def _record(state: WinkyBillyTable, record: CallRecord, events: list[Event]) -> None:
    state.calls.append(record)
    events.append(Event(record.call, record._asdict()))


def _after_call(state: WinkyBillyTable, t: float, events: list[Event]) -> None:
    """The check: the table stops (see above; the observations tell until when); and a phase in
    which the team that dropped out was the last one swapping closes."""
    phase = state.phase
    if phase is OVER:
        return
    if phase is EXCHANGE and everyone_done(state):
        close_exchange(state, t, "all done", events)
        phase = state.phase
    until = state.check_until = t + state.config.check_s
    if phase is EXCHANGE:
        state.idle_from = until
        state.next_at = until + state.config.idle_timeout_s
    elif state.go_at < until:
        state.go_at = state.next_at = until
