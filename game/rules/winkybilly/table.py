"""Everything on a WinkyBilly table at one point of a game, and what is read from it alone.

Teams of two sit alternately: with `teams = players // 2`, seat s plays for team `s % teams` and its
partner is seat `(s + teams) % players` (A1 B1 A2 B2, or A1 B1 C1 A2 B2 C2). The hands, the saloon,
the pile, the clock, the tokens, the calls made and how the game ended live here; the rules that
change them live in `exchange.py` (time, swaps, holsters), `calls.py` (WINKY, CONTRE WINKY, Double
Winky) and `tokens.py` (scores and the end), which read this module; it reads none of them.
"""

from __future__ import annotations

from ..core import End, seeded
from .actions import Action
from .config import WinkyBillyConfig
from .phase import COUNTDOWN, OVER, CallRecord, Phase

Ledger = tuple[int, int, int, int, str]  # team, change asked, tokens before, tokens after, why


class WinkyBillyTable:
    """A table laid out for `config` and `seed`, before the deal (`WinkyBillyState` deals it)."""

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
        "teams",
        "tokens",
        "winner_teams",
    )

    def __init__(self, config: WinkyBillyConfig, seed: int) -> None:
        config.check()
        self.config = config
        self.seed = seed
        n = self.n = config.players
        teams = self.teams = config.teams
        self.names = config.seat_names()
        self.seat_teams = tuple(s % teams for s in range(n))
        self.opponents = [tuple(o for o in range(n) if o % teams != s % teams) for s in range(n)]
        self.rng = seeded(seed)
        self.history: list[Action] = []
        self.t = 0.0  # the game clock, in seconds
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.saloon: list[int] = []
        self.pile: list[int] = []  # the top is the end of the list
        self.tokens = config.start_tokens()
        self.ledger: list[Ledger] = []
        self.calls: list[CallRecord] = []
        self.done = [False] * n  # holsters raised
        self.out = [False] * teams  # dropped out in sudden death (W14)
        self.contenders: list[int] | None = None  # teams tied for the lead, once sudden death began
        self.phase: Phase = COUNTDOWN
        self.go_at = config.countdown_s  # when the current countdown ends ("COUP DE FEU!")
        self.idle_from = 0.0  # last swap (or the coup de feu) of the current exchange phase
        self.next_at = self.go_at  # the next moment time alone changes the table
        self.phases = 1  # exchange phases so far, the current one included
        self.check_until = 0.0  # W8/W16: no swaps (nor holsters) before then: a call is being checked
        self.winner_teams: list[int] = []
        self.end: End | None = None  # why the game ended, once it has

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
