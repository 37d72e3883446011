"""Exchange phases in real time (RULES.md §2.4, W2–W4): countdown, swaps, holsters, a new saloon.

[DECISION] W2/W3: every phase opens with a countdown of `countdown_s` (3 s) during which nobody may
swap. The phase closes the moment every player still in the game has raised the holster, or once
`idle_timeout_s` (5 s) have passed with no swap. Then the saloon goes under the pile,
four new cards come from the top and a new countdown starts.
No swap and no holster while a call is being checked (`calls.py`).
[DECISION] W4: swaps are atomic and applied in the order they arrive (equal clocks included): the
first one takes the card, a later swap naming it is refused ("someone was quicker").
[DECISION] "You may take back the card you just put down" is the next swap, which is always legal
while that card is still in the saloon; putting a card down and taking it back at once changes
nothing and is not a swap.
"""

from __future__ import annotations

from ..core import Event, IllegalAction, seat_refusal, short_repr
from .actions import Done, Look, Swap
from .cards import SALOON
from .phase import COUNTDOWN, EXCHANGE
from .table import WinkyBillyTable


def advance(state: WinkyBillyTable, t: float, events: list[Event]) -> None:
    """Run every countdown end and idle close that falls due up to `t`, in time order; the clock is `t`."""
    while state.next_at <= t:
        if state.phase is COUNTDOWN:
            open_exchange(state, events)
        else:
            close_exchange(state, state.next_at, "idle", events)
    state.t = t


def open_exchange(state: WinkyBillyTable, events: list[Event]) -> None:
    """ "COUP DE FEU!": the countdown ends and the swapping starts."""
    at = state.go_at
    state.phase = EXCHANGE
    state.idle_from = at
    state.next_at = at + state.config.idle_timeout_s
    events.append(Event("coup_de_feu", {"t": at, "phase": state.phases}))


def close_exchange(state: WinkyBillyTable, at: float, why: str, events: list[Event]) -> None:
    """The saloon goes under the pile, four new cards come from the top, a new countdown starts."""
    pile = state.pile
    pile[0:0] = state.saloon
    state.saloon = [pile.pop() for _ in range(SALOON)]
    state.done = [False] * state.n
    state.phase = COUNTDOWN
    state.go_at = state.next_at = at + state.config.countdown_s
    state.phases += 1
    events.append(
        Event(
            "new_saloon",
            {"t": at, "why": why, "saloon": list(state.saloon), "go_at": state.go_at, "phase": state.phases},
        )
    )


def everyone_done(state: WinkyBillyTable) -> bool:
    done, out, teams = state.done, state.out, state.teams
    if state.contenders is None:  # nobody is out before sudden death
        return all(done)
    return all(done[s] or out[s % teams] for s in range(state.n))


def check_actor(state: WinkyBillyTable, seat: int) -> int:
    """The acting seat, if it exists and its team is still at the table."""
    refusal = seat_refusal(seat, state.n)
    if refusal is not None:
        raise refusal
    if state.out[seat % state.teams]:
        reason = f"{state.names[seat]}'s team is out of the game: it has no token left"
        raise IllegalAction(reason, code="team_out")
    return seat


def swap(state: WinkyBillyTable, a: Swap, events: list[Event]) -> None:
    seat, t, give, take = a
    if not (type(seat) is int and 0 <= seat < state.n and not state.out[seat % state.teams]):
        check_actor(state, seat)  # (inline above: every swap passes here) it refuses the seat
    if state.phase is not EXCHANGE:
        reason = "the countdown is still running: no swaps before the coup de feu"
        raise IllegalAction(reason, code="countdown_swap")
    if t < state.check_until:
        raise _checking()
    if give.__class__ is not int or take.__class__ is not int:  # 54.0 would pass for 54 in index()
        value = short_repr(take if type(give) is int else give)
        raise IllegalAction(f"{value} is not a card", code="not_a_card", value=value)
    hand, saloon = state.hands[seat], state.saloon
    try:
        i = hand.index(give)
    except ValueError:
        raise IllegalAction(f"{state.names[seat]} does not hold that card", code="not_in_hand") from None
    try:
        j = saloon.index(take)
    except ValueError:
        reason = "that card is not in the saloon: someone was quicker"
        raise IllegalAction(reason, code="not_in_saloon") from None
    hand[i] = take
    saloon[j] = give
    state.done[seat] = False  # any swap lowers the holster
    state.idle_from = t
    state.next_at = t + state.config.idle_timeout_s
    events.append(Event("swap", {"seat": seat, "gave": give, "took": take}))


def done(state: WinkyBillyTable, a: Done, events: list[Event]) -> None:
    seat = a.seat
    if not (type(seat) is int and 0 <= seat < state.n and not state.out[seat % state.teams]):
        check_actor(state, seat)  # (inline above: a hot path) it refuses the seat
    if state.phase is not EXCHANGE:
        reason = "the countdown is still running: there is nothing to be done with yet"
        raise IllegalAction(reason, code="countdown_done")
    if a.t < state.check_until:
        raise _checking()
    now = state.done[seat] = not state.done[seat]
    events.append(Event("done", {"seat": seat, "done": now}))
    if now and everyone_done(state):
        close_exchange(state, a.t, "all done", events)


def look(state: WinkyBillyTable, a: Look, events: list[Event]) -> None:
    """A couch player's private turn to swap begins: the idle timer restarts from now. Nothing
    anyone may see changes (no event): only the moment the phase may close by itself."""
    check_actor(state, a.seat)
    if state.phase is not EXCHANGE:
        raise IllegalAction(
            "the countdown is still running: there is nothing to swap yet", code="look_countdown"
        )
    start = max(a.t, state.check_until)  # during a check, the timer waits for its end
    state.idle_from = start
    state.next_at = start + state.config.idle_timeout_s


def _checking() -> IllegalAction:
    return IllegalAction("a call is being checked: the table waits for it", code="check_running")
