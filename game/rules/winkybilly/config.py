"""WinkyBilly table options: the decisions of RULES.md §2.8 that are options, with their defaults."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

PLAYER_COUNTS = range(4, 11, 2)  # 4–10 players, even: teams of two
START_TOKENS = 4  # 2 BILLY tokens a player, kept as one team score (W13)
WIN_TOKENS = 7
MAX_CHECK_S = 60.0
BOX_TOKENS = 28  # the physical pot; scores ignore its limit (W12)

# Token changes of the calls (RULES.md §2.7).
RIGHT_WINKY, WRONG_WINKY = +1, -1
CONTRE_ACCUSED, WRONG_CONTRE, KEMS_BONUS = -1, -1, +1
RIGHT_DOUBLE, WRONG_DOUBLE = +3, -2


@dataclass(frozen=True)
class WinkyBillyConfig:
    """One table: the player count, the seat names and the house options (defaults follow RULES.md)."""

    players: int = 4
    names: tuple[str, ...] = ()
    countdown_s: float = 3.0  # W3: "3… 2… 1… COUP DE FEU!" before every exchange phase
    idle_timeout_s: float = 5.0  # W2: an exchange phase with no swap (nor call) for this long ends
    check_s: float = 3.0  # W8/W16: after each call the table stops this long to check it: no swaps
    kems_style: bool = False  # W7 option: a right CONTRE WINKY also gives the accusers +1
    redeal_sets: bool = False  # W15 option: a hand dealt as four of a kind is dealt again
    own_set_for_double: bool = False  # UI guard: refuse a Double Winky while your own hand is no set
    # Scenarios: {"hands": [types per seat], "saloon": [4 types], "pile": [types from the top],
    # "tokens": [per team]}; types by name or number. Cards not named lie under the pile by number.
    stacked: dict[str, Any] | None = field(default=None, hash=False, compare=False)

    def check(self) -> None:
        if self.players not in PLAYER_COUNTS:
            raise ValueError(f"WinkyBilly is for 4, 6, 8 or 10 players (teams of two), not {self.players}")
        if self.names and len(self.names) != self.players:
            raise ValueError(f"{len(self.names)} names for {self.players} players")
        if not 0 <= self.countdown_s < 3600 or not 0 < self.idle_timeout_s < 3600:
            raise ValueError("the countdown must be 0 s or more and the idle timeout more than 0 s")
        if not 0 <= self.check_s <= MAX_CHECK_S:
            raise ValueError(f"the check of a call lasts from 0 to {MAX_CHECK_S:g} s")

    @property
    def teams(self) -> int:
        return self.players // 2

    def seat_names(self) -> tuple[str, ...]:
        return self.names or tuple(f"Player {i + 1}" for i in range(self.players))

    def start_tokens(self) -> list[int]:
        tokens = (self.stacked or {}).get("tokens")
        if tokens is None:
            return [START_TOKENS] * self.teams
        if len(tokens) != self.teams or not all(type(k) is int and 0 < k < WIN_TOKENS for k in tokens):
            raise ValueError(f"stacked tokens need one count from 1 to 6 for each of {self.teams} teams")
        return [int(k) for k in tokens]
