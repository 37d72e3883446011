"""The WinkyBilly game state: teams, hands, the saloon, the pile, the clock, tokens and calls.

Teams of two sit alternately: with `teams = players // 2`, seat s plays for team `s % teams` and its
partner is seat `(s + teams) % players` (A1 B1 A2 B2, or A1 B1 C1 A2 B2 C2). The state changes only
through `apply`; the rules of each action live in `exchange.py` (time, swaps, holsters), `calls.py`
(WINKY, CONTRE WINKY, Double Winky) and `tokens.py` (scores and the end).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import End, Event, IllegalAction, check_seat, seeded, short_repr
from .actions import Action, Contre, Done, DoubleWinky, Look, Swap, Tick, Winky, new_action
from .calls import contre, double_winky, winky
from .cards import is_set
from .config import WinkyConfig
from .deal import deal
from .exchange import advance, done, look, swap
from .legal import LegalActions
from .phase import COUNTDOWN, EXCHANGE, INF, OVER, CallRecord

Ledger = tuple[int, int, int, int, str]  # team, change asked, tokens before, tokens after, why
Handler = Callable[["WinkyState", Any, list[Event]], None]


class WinkyState:
    """One point of one game of WinkyBilly. Change it only through `apply`."""

    # Slots: with more than 30 attributes an instance dict is no longer shared, and every attribute
    # read on the hot path becomes a dictionary look-up (Python 3.11). __dict__ keeps others possible.
    __slots__ = (
        "__dict__",
        "calls",
        "check_until",
        "config",
        "contenders",
        "done",
        "end",
        "go_at",
        "hands",
        "history",
        "idle_from",
        "ledger",
        "n",
        "names",
        "next_at",
        "opponents",
        "out",
        "phase",
        "phases",
        "pile",
        "rng",
        "saloon",
        "seat_teams",
        "seed",
        "t",
        "tails",
        "tails_phase",
        "tails_swapping",
        "tails_t",
        "teams",
        "tokens",
        "winner_teams",
    )

    def __init__(self, config: WinkyConfig, seed: int) -> None:
        config.check()
        self.config = config
        self.seed = seed
        self.n = config.players
        self.teams = config.teams
        self.names = config.seat_names()
        self.rng = seeded(seed)
        self.history: list[Action] = []
        self.t = 0.0  # the game clock, in seconds
        self.hands: list[list[int]] = [[] for _ in range(self.n)]
        self.saloon: list[int] = []
        self.pile: list[int] = []  # the top is the end of the list
        self.tokens = config.start_tokens()
        self.ledger: list[Ledger] = []
        self.calls: list[CallRecord] = []
        self.done = [False] * self.n  # holsters raised
        self.out = [False] * self.teams  # dropped out in sudden death (W14)
        self.contenders: list[int] | None = None  # teams tied for the lead, once sudden death began
        self.phase = COUNTDOWN
        self.go_at = config.countdown_s  # when the current countdown ends ("COUP DE FEU!")
        self.idle_from = 0.0  # last swap (or the coup de feu) of the current exchange phase
        self.next_at = self.go_at  # the next moment time alone changes the table
        self.phases = 1  # exchange phases so far, the current one included
        self.check_until = 0.0  # W8/W16: no swaps (nor holsters) before then: a call is being checked
        self.winner_teams: list[int] = []
        self.end: End | None = None  # why the game ended, once it has
        self.init_seats()
        deal(self)
        advance(self, self.t, [])  # with a countdown of 0 s, swapping starts at once

    def init_seats(self) -> None:
        """Derived tables of who sits where (rebuilt by `from_json`)."""
        n, teams = self.n, self.teams
        self.seat_teams = tuple(s % teams for s in range(n))
        self.opponents = [tuple(o for o in range(n) if o % teams != s % teams) for s in range(n)]
        # Each seat's legal actions after its swaps (see `legal_actions`), made once per clock and phase.
        self.tails_t: float | None = None
        self.tails_phase = OVER
        self.tails_swapping = False
        self.tails: list[list[Action] | None] = [None] * n

    # ----------------------------------------------------------------- seats and teams
    def team(self, seat: int) -> int:
        return seat % self.teams

    def partner(self, seat: int) -> int:
        return (seat + self.teams) % self.n

    def seats_of(self, team: int) -> tuple[int, int]:
        return team, team + self.teams

    def in_play(self, seat: int) -> bool:
        return self.phase is not OVER and not self.out[seat % self.teams]

    def in_contention(self) -> list[int]:
        """The teams that can still win: the tied leaders in sudden death, else every team."""
        if self.contenders is not None:
            return list(self.contenders)
        return [] if self.phase is OVER else list(range(self.teams))

    # ----------------------------------------------------------------- results
    def is_over(self) -> bool:
        return self.phase is OVER

    def scores(self) -> list[int]:
        """Each seat scores its team's tokens."""
        return [self.tokens[s % self.teams] for s in range(self.n)]

    def winners(self) -> list[int]:
        return sorted(s for t in self.winner_teams for s in self.seats_of(t))

    def countdown_left(self) -> float:
        return max(0.0, self.go_at - self.t) if self.phase is COUNTDOWN else 0.0

    def checking(self) -> bool:
        """A call is being checked (W8/W16): the table stops; only calls may be made."""
        return self.t < self.check_until

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
    def observation(self, seat: int | None) -> dict[str, Any]:
        from .observe import observation

        return observation(self, seat)

    def to_json(self) -> dict[str, Any]:
        from .serialize import to_json

        return to_json(self)


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
    if type(t) in (int, float) and t < now:  # type: ignore[operator]
        at, table = f"{t:.3f}", f"{now:.3f}"
        reason = f"the clock cannot run backwards: {at} s is before the table's {table} s"
        return IllegalAction(reason, code="clock_backwards", t=at, now=table)
    value = short_repr(t)
    return IllegalAction(
        f"the clock must be a finite number of seconds, not {value}", code="bad_clock", value=value
    )
