"""The WinkyBilly game state: teams, the saloon, real-time exchange phases, the three calls, tokens.

[DECISION] W8/W16: a call is resolved completely inside `apply`, in the order the calls arrive,
so swaps are frozen while it is checked simply because nothing else happens meanwhile.
"""

from __future__ import annotations

import random
from enum import IntEnum

from ..core import Event, IllegalAction
from .actions import Action, Contre, Done, DoubleWinky, Swap, Tick, Winky, new_action
from .config import CARDS, COPIES, START_TOKENS, TYPES, WIN_TOKENS, WinkyConfig, card_type

# Token changes of the calls (RULES.md §2.7).
RIGHT_WINKY, WRONG_WINKY = +1, -1
CONTRE_ACCUSED, CONTRE_WRONG, KEMS_BONUS = -1, -1, +1
RIGHT_DOUBLE, WRONG_DOUBLE = +3, -2


class Phase(IntEnum):
    COUNTDOWN = 0
    EXCHANGE = 1
    OVER = 2


def is_set(hand: list[int]) -> bool:
    """Four identical cards."""
    return len(hand) == 4 and len({c // COPIES for c in hand}) == 1


class WinkyState:
    def __init__(self, config: WinkyConfig, seed: int) -> None:
        config.check()
        self.config = config
        self.seed = seed
        self.n = config.players
        self.teams = self.n // 2
        self.names = config.seat_names()
        self.rng = random.Random(seed)
        self.history: list[Action] = []
        self.t = 0.0
        self.hands: list[list[int]] = [[] for _ in range(self.n)]
        self.saloon: list[int] = []
        self.pile: list[int] = []  # the top is the end of the list
        self.tokens = [START_TOKENS] * self.teams
        self.ledger: list[tuple[int, int, int, int, str]] = []  # team, change asked, before, after, why
        self.done = [False] * self.n
        self.dropped = [False] * self.teams
        self.contenders: list[int] | None = None  # teams tied for the lead, in sudden death
        self.phase = Phase.COUNTDOWN
        self.go_at = config.countdown_s
        self.last_swap = 0.0
        self.phases = 1
        self.winner_teams: list[int] = []
        self.end_reason = ""
        self._deal()

    # ----------------------------------------------------------------- setup
    def _deal(self) -> None:
        stacked = self.config.stacked
        if stacked is None:
            deck = list(range(CARDS))
            self.rng.shuffle(deck)
            self.pile = deck
        else:
            self.pile = _stacked_pile(stacked["deck"])
        for seat in range(self.n):
            self.hands[seat] = self._draw(4)
            if self.config.redeal_sets:
                while is_set(self.hands[seat]):  # W15 option: deal such a hand again
                    self.pile[0:0] = self.hands[seat]
                    self.rng.shuffle(self.pile)
                    self.hands[seat] = self._draw(4)
        self.saloon = self._draw(4)

    def _draw(self, k: int) -> list[int]:
        return [self.pile.pop() for _ in range(k)]

    # ----------------------------------------------------------------- queries
    def team(self, seat: int) -> int:
        return seat % self.teams

    def partner(self, seat: int) -> int:
        return (seat + self.teams) % self.n

    def seats_of(self, team: int) -> tuple[int, int]:
        return team, team + self.teams

    def in_play(self, seat: int) -> bool:
        return self.phase is not Phase.OVER and not self.dropped[seat % self.teams]

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def scores(self) -> list[int]:
        return [self.tokens[s % self.teams] for s in range(self.n)]

    def winners(self) -> list[int]:
        return sorted(s for t in self.winner_teams for s in self.seats_of(t))

    def legal_actions(self, seat: int) -> list[Action]:
        if not self.in_play(seat):
            return []
        t = self.t
        acts: list[Action] = []
        if self.phase is Phase.EXCHANGE:
            acts = [new_action(Swap, (seat, t, g, k)) for g in self.hands[seat] for k in self.saloon]
            acts.append(new_action(Done, (seat, t)))
        acts.append(new_action(Winky, (seat, t)))
        acts.append(new_action(DoubleWinky, (seat, t)))
        mine = seat % self.teams
        acts += [
            new_action(Contre, (seat, t, o))
            for o in range(self.n)
            if o % self.teams != mine and not self.dropped[o % self.teams]
        ]
        return acts

    # ----------------------------------------------------------------- apply
    def apply(self, action: Action) -> list[Event]:
        if self.phase is Phase.OVER:
            raise IllegalAction("the game is over")
        kind = type(action)
        if kind not in _HANDLERS:
            raise IllegalAction(f"{action!r} is not a WinkyBilly action")
        t = action.t
        if not isinstance(t, int | float) or t < self.t:
            raise IllegalAction(f"time cannot run backwards ({t!r} is before {self.t:.2f} s)")
        backup = self._backup() if self._transition_due(t) else None
        before = self.t
        events: list[Event] = []
        self._advance(t, events)
        try:
            if kind is not Tick:
                _HANDLERS[kind](self, action, events)
        except IllegalAction:
            self.t = before
            if backup is not None:
                self._restore(backup)
            raise
        self.history.append(action)
        return events

    # ----------------------------------------------------------------- time
    def _transition_due(self, t: float) -> bool:
        if self.phase is Phase.COUNTDOWN:
            return t >= self.go_at
        return self.phase is Phase.EXCHANGE and t - self.last_swap >= self.config.idle_timeout_s

    def _backup(self) -> tuple:
        return (
            self.t,
            self.phase,
            self.go_at,
            self.last_swap,
            self.phases,
            list(self.saloon),
            list(self.pile),
            list(self.done),
        )

    def _restore(self, b: tuple) -> None:
        self.t, self.phase, self.go_at, self.last_swap, self.phases, self.saloon, self.pile, self.done = b

    def _advance(self, t: float, events: list[Event]) -> None:
        """Run the countdowns and idle timeouts that fall due up to time t."""
        while self._transition_due(t):
            if self.phase is Phase.COUNTDOWN:
                self.phase = Phase.EXCHANGE
                self.last_swap = self.go_at
                events.append(Event("coup_de_feu", {"t": self.go_at, "phase": self.phases}))
            else:
                self._end_exchange(self.last_swap + self.config.idle_timeout_s, events, "idle")
        self.t = t

    def _end_exchange(self, at: float, events: list[Event], why: str) -> None:
        """The old saloon goes under the pile, four new cards come from the top, a new countdown."""
        self.pile[0:0] = self.saloon
        self.saloon = self._draw(4)
        self.done = [False] * self.n
        self.phase = Phase.COUNTDOWN
        self.go_at = at + self.config.countdown_s
        self.phases += 1
        events.append(Event("new_saloon", {"why": why, "saloon": list(self.saloon), "go_at": self.go_at}))

    # ----------------------------------------------------------------- moves
    def _check_seat(self, seat: int) -> None:
        if not (isinstance(seat, int) and 0 <= seat < self.n):
            raise IllegalAction(f"there is no seat {seat!r} at this table")
        if self.dropped[seat % self.teams]:
            raise IllegalAction(f"{self.names[seat]}'s team is out of the game")

    def _swap(self, a: Swap, events: list[Event]) -> None:
        self._check_seat(a.seat)
        if self.phase is not Phase.EXCHANGE:
            raise IllegalAction("wait for the coup de feu: no swaps during the countdown")
        hand = self.hands[a.seat]
        if a.give not in hand:
            raise IllegalAction("you do not hold that card")
        if a.take not in self.saloon:
            raise IllegalAction("that card is no longer in the saloon: someone was quicker")
        hand[hand.index(a.give)] = a.take
        self.saloon[self.saloon.index(a.take)] = a.give
        self.done[a.seat] = False
        self.last_swap = self.t
        events.append(Event("swap", {"seat": a.seat, "gave": a.give, "took": a.take}))

    def _done(self, a: Done, events: list[Event]) -> None:
        self._check_seat(a.seat)
        if self.phase is not Phase.EXCHANGE:
            raise IllegalAction("there is nothing to finish before the coup de feu")
        self.done[a.seat] = not self.done[a.seat]
        events.append(Event("done", {"seat": a.seat, "done": self.done[a.seat]}))
        if all(self.done[s] for s in range(self.n) if not self.dropped[s % self.teams]):
            self._end_exchange(self.t, events, "all done")

    def _winky(self, a: Winky, events: list[Event]) -> None:
        self._check_seat(a.seat)
        partner = self.partner(a.seat)
        team = a.seat % self.teams
        right = is_set(self.hands[partner])
        events.append(Event("winky", {"seat": a.seat, "partner": partner, "right": right}))
        if right:
            self._replace_hand(partner, events)
            self._score(team, RIGHT_WINKY, "winky", events)
        else:
            self._score(team, WRONG_WINKY, "wrong winky", events)

    def _contre(self, a: Contre, events: list[Event]) -> None:
        self._check_seat(a.seat)
        target = a.target
        if not (isinstance(target, int) and 0 <= target < self.n):
            raise IllegalAction(f"there is no seat {target!r} at this table")
        if target % self.teams == a.seat % self.teams:
            raise IllegalAction("CONTRE WINKY names an opponent, not your own team")
        if self.dropped[target % self.teams]:
            raise IllegalAction(f"{self.names[target]}'s team is out of the game")
        hand = self.hands[target]
        right = is_set(hand)
        data: dict = {"seat": a.seat, "target": target, "right": right}
        if not right:  # the accused shows two different cards (W6)
            first = hand[0]
            other = next(c for c in hand if card_type(c) != card_type(first))
            data["shown"] = [TYPES[card_type(first)], TYPES[card_type(other)]]
        events.append(Event("contre", data))
        if right:
            self._replace_hand(target, events)
            self._score(target % self.teams, CONTRE_ACCUSED, "caught by contre winky", events)
            if self.config.kems_style and self.phase is not Phase.OVER:
                self._score(a.seat % self.teams, KEMS_BONUS, "contre winky (Kem's style)", events)
        else:
            self._score(a.seat % self.teams, CONTRE_WRONG, "wrong contre winky", events)

    def _double(self, a: DoubleWinky, events: list[Event]) -> None:
        self._check_seat(a.seat)
        team = a.seat % self.teams
        both = self.seats_of(team)
        right = all(is_set(self.hands[s]) for s in both)
        events.append(Event("double_winky", {"seat": a.seat, "right": right}))
        if right:
            for s in both:
                self.pile[0:0] = self.hands[s]
                self.hands[s] = []
            self.rng.shuffle(self.pile)
            for s in both:
                self._draw_hand(s, events)
            self._score(team, RIGHT_DOUBLE, "double winky", events)
        else:
            self._score(team, WRONG_DOUBLE, "wrong double winky", events)

    def _replace_hand(self, seat: int, events: list[Event]) -> None:
        """The four cards are shuffled into the pile (W17) and four new ones drawn."""
        events.append(Event("hand_shown", {"seat": seat, "type": TYPES[card_type(self.hands[seat][0])]}))
        self.pile[0:0] = self.hands[seat]
        self.hands[seat] = []
        self.rng.shuffle(self.pile)
        self._draw_hand(seat, events)

    def _draw_hand(self, seat: int, events: list[Event]) -> None:
        self.hands[seat] = self._draw(4)
        events.append(Event("new_hand", {"seat": seat, "cards": list(self.hands[seat])}, to=seat))

    # ----------------------------------------------------------------- tokens and the end
    def _score(self, team: int, change: int, why: str, events: list[Event]) -> None:
        if self.phase is Phase.OVER:
            return
        before = self.tokens[team]
        after = max(0, before + change)  # W11: the floor is 0
        self.tokens[team] = after
        self.ledger.append((team, change, before, after, why))
        events.append(Event("tokens", {"team": team, "change": after - before, "tokens": after, "why": why}))
        if self.contenders is None:
            self._after_tokens(team, events)
        else:
            self._after_tokens_sudden_death(team, after - before, events)

    def _after_tokens(self, team: int, events: list[Event]) -> None:
        if self.tokens[team] >= WIN_TOKENS:
            self._finish([team], f"team {team + 1} reached {WIN_TOKENS} tokens", events)
            return
        if 0 not in self.tokens:
            return
        best = max(self.tokens)
        leaders = [t for t in range(self.teams) if self.tokens[t] == best]
        if len(leaders) == 1:
            self._finish(leaders, "a team has no token left: the highest total wins", events)
            return
        # W14: sudden death between the tied leaders; the teams at 0 drop out.
        self.contenders = leaders
        events.append(Event("sudden_death", {"teams": leaders}))
        for t in range(self.teams):
            if self.tokens[t] == 0:
                self._drop(t, events)

    def _after_tokens_sudden_death(self, team: int, change: int, events: list[Event]) -> None:
        contenders = self.contenders or []
        if team in contenders and change > 0:
            self._finish([team], "first tied team to gain a token", events)
            return
        if team in contenders and change < 0:
            contenders.remove(team)
        if self.tokens[team] == 0 and not self.dropped[team]:
            self._drop(team, events)
        if len(contenders) == 1:
            self._finish(list(contenders), "last tied team in contention", events)

    def _drop(self, team: int, events: list[Event]) -> None:
        self.dropped[team] = True
        if self.contenders is not None and team in self.contenders:
            self.contenders.remove(team)
        for s in self.seats_of(team):
            self.pile[0:0] = self.hands[s]
            self.hands[s] = []
            self.done[s] = False
        self.rng.shuffle(self.pile)
        events.append(Event("team_out", {"team": team}))

    def _finish(self, teams: list[int], reason: str, events: list[Event]) -> None:
        self.phase = Phase.OVER
        self.winner_teams = teams
        self.end_reason = reason
        events.append(Event("game_over", {"teams": teams, "reason": reason}))

    def observation(self, seat: int | None) -> dict:
        from .observe import observation

        return observation(self, seat)

    def to_json(self) -> dict:
        from .serialize import to_json

        return to_json(self)


_HANDLERS = {
    Tick: None,
    Swap: WinkyState._swap,
    Done: WinkyState._done,
    Winky: WinkyState._winky,
    Contre: WinkyState._contre,
    DoubleWinky: WinkyState._double,
}


def _stacked_pile(types_from_top: list) -> list[int]:
    """Card ids for stacked types (names or numbers), top first; unnamed cards lie underneath."""
    free = {t: list(range(t * COPIES, (t + 1) * COPIES)) for t in range(len(TYPES))}
    top = []
    for kind in types_from_top:
        t = TYPES.index(kind) if isinstance(kind, str) else int(kind)
        if not free[t]:
            raise ValueError(f"a stacked deck has only {COPIES} cards of {TYPES[t]}")
        top.append(free[t].pop(0))
    rest = [c for t in range(len(TYPES)) for c in free[t]]
    return rest[::-1] + top[::-1]
