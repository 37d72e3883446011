"""The WinkyBilly game state: the table (`table.py`) dealt, and `apply`, which runs the clock and
hands each action to its rules: `exchange.py` (time, swaps, holsters), `calls.py` (WINKY, CONTRE
WINKY, Double Winky) and `tokens.py` (scores and the end).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import Event, IllegalAction, check_seat, short_repr
from . import observe, serialize
from .actions import Action, Contre, Done, DoubleWinky, Look, Swap, Tick, Winky, new_action
from .calls import contre, double_winky, winky
from .cards import is_set
from .config import WinkyBillyConfig
from .deal import deal
from .exchange import advance, done, look, swap
from .legal import LegalActions
from .observe import WinkyBillyObservation
from .phase import EXCHANGE, INF, OVER
from .table import WinkyBillyTable

Handler = Callable[[WinkyBillyTable, Any, list[Event]], None]


class WinkyBillyState(WinkyBillyTable):
    """One point of one game of WinkyBilly: its table, dealt, changed only through `apply`."""

    __slots__ = ("tails", "tails_phase", "tails_swapping", "tails_t")

    def __init__(self, config: WinkyBillyConfig, seed: int) -> None:
        super().__init__(config, seed)
        # Each seat's legal actions after its swaps (see `legal_actions`), made once per clock and phase.
        self.tails_t: float | None = None
        self.tails_phase = OVER
        self.tails_swapping = False
        self.tails: list[list[Action] | None] = [None] * self.n
        deal(self)
        advance(self, self.t, [])  # with a countdown of 0 s, swapping starts at once

    # ----------------------------------------------------------------- actions
    def legal_actions(self, seat: int) -> LegalActions:
        """What `seat` may do at the current clock, in this order: swaps (hand card × saloon card,
        during an exchange phase and outside a call's check), the holster toggle (idem), WINKY,
        Double Winky, CONTRE WINKY.

        A read-only sequence (see `legal.py`): the swaps are made when read."""
        if not (type(seat) is int and 0 <= seat < self.n):
            check_seat(seat, self.n)  # (inline above: every playout step passes here) it refuses the seat
        phase = self.phase
        if phase is OVER or self.out[seat % self.teams]:
            return LegalActions(seat, self.t, [], [], [])
        t = self.t
        swapping = phase is EXCHANGE and not t < self.check_until
        tail: list[Action] | None
        if self.contenders is not None or self.config.own_set_for_double:
            tail = self._tail(seat, swapping)
        else:
            # The rest depends only on the seat, the clock, the phase and the check: it is kept until
            # those change (the very same clock object: 5 and 5.0 are equal, but not the same actions
            # in a save; a call at the same clock starts a check).
            if t is not self.tails_t or phase is not self.tails_phase or swapping is not self.tails_swapping:
                self.tails_t, self.tails_phase, self.tails_swapping = t, phase, swapping
                self.tails = [None] * self.n
            tail = self.tails[seat]
            if tail is None:
                tail = self.tails[seat] = self._tail(seat, swapping)
        if swapping:
            return LegalActions(seat, t, self.hands[seat][:], self.saloon[:], tail)
        return LegalActions(seat, t, [], [], tail)

    def _tail(self, seat: int, swapping: bool) -> list[Action]:
        """The holster toggle (when `swapping`), WINKY, Double Winky and CONTRE WINKY of `seat`."""
        t, new = self.t, new_action
        st = (seat, t)
        acts: list[Action] = [new(Done, st), new(Winky, st)] if swapping else [new(Winky, st)]
        append = acts.append
        if not self.config.own_set_for_double or is_set(self.hands[seat]):
            append(new(DoubleWinky, st))
        if self.contenders is None:  # nobody is out before sudden death
            for o in self.opponents[seat]:  # (a loop: a comprehension costs a call more)
                append(new(Contre, (seat, t, o)))
        else:
            out, teams = self.out, self.teams
            for o in self.opponents[seat]:
                if not out[o % teams]:
                    append(new(Contre, (seat, t, o)))
        return acts

    def apply(self, action: Action) -> list[Event]:
        """Carry out one action at its clock `t`; raise IllegalAction (state untouched) if it is forbidden.

        Whatever time alone brings up to `t` (a coup de feu, an idle phase closing) happens first.
        """
        try:
            handler = _HANDLERS[type(action)]
        except KeyError:
            raise IllegalAction(
                f"{short_repr(action)} is not a WinkyBilly action", code="not_an_action"
            ) from None
        if self.phase is OVER:
            raise IllegalAction("the game is over", code="game_over")
        t, before = action.t, self.t
        kind = t.__class__  # a float or an int, not a bool
        if not ((kind is float or kind is int) and before <= t < INF):
            raise _bad_clock(t, before)
        events: list[Event] = []
        if t >= self.next_at:
            saved = self._save_clock()
            advance(self, t, events)
            if handler is not None:
                try:
                    handler(self, action, events)
                except IllegalAction:
                    self._restore_clock(saved)
                    raise
        else:
            self.t = t
            if handler is not None:
                try:
                    handler(self, action, events)
                except IllegalAction:
                    self.t = before
                    raise
        if self.next_at <= t:  # a countdown of 0 s after the last holster went up
            advance(self, t, events)
        self.history.append(action)
        return events

    def _save_clock(self) -> tuple[Any, ...]:
        """What time alone may change: the phase, its timers, the saloon, the pile and the holsters."""
        return (
            self.t,
            self.phase,
            self.go_at,
            self.idle_from,
            self.next_at,
            self.phases,
            self.saloon[:],
            self.pile[:],
            self.done[:],
        )

    def _restore_clock(self, saved: tuple[Any, ...]) -> None:
        (
            self.t,
            self.phase,
            self.go_at,
            self.idle_from,
            self.next_at,
            self.phases,
            self.saloon,
            self.pile,
            self.done,
        ) = saved

    # ----------------------------------------------------------------- views
    def observation(self, seat: int | None) -> WinkyBillyObservation:
        return observe.observation(self, seat)

    def to_json(self) -> dict[str, Any]:
        return serialize.to_json(self)


_HANDLERS: dict[type, Handler | None] = {
    Tick: None,
    Swap: swap,
    Done: done,
    Look: look,
    Winky: winky,
    Contre: contre,
    DoubleWinky: double_winky,
}


def _bad_clock(t: object, now: float) -> IllegalAction:
    if (type(t) is int or type(t) is float) and t < now:
        at, table = f"{t:.3f}", f"{now:.3f}"
        reason = f"the clock cannot run backwards: {at} s is before the table's {table} s"
        return IllegalAction(reason, code="clock_backwards", t=at, now=table)
    value = short_repr(t)
    return IllegalAction(
        f"the clock must be a finite number of seconds, not {value}", code="bad_clock", value=value
    )
