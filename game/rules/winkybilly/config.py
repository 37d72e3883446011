"""WinkyBilly table options: the decisions of RULES.md §2.8 that are options, with their defaults."""

from __future__ import annotations

from dataclasses import dataclass, field

TYPES = (
    "sheriff",
    "outlaw",
    "saloon girl",
    "prospector",
    "gambler",
    "cowboy",
    "undertaker",
    "bartender",
    "deputy",
    "bandit",
    "rancher",
    "preacher",
    "blacksmith",
)
COPIES = 6
CARDS = len(TYPES) * COPIES  # 78
START_TOKENS = 4  # 2 a player, kept as one team score (W13)
WIN_TOKENS = 7


@dataclass(frozen=True)
class WinkyConfig:
    players: int = 4
    names: tuple[str, ...] = ()
    countdown_s: float = 3.0  # "3… 2… 1… COUP DE FEU!" before every exchange phase (W3)
    idle_timeout_s: float = 5.0  # a phase with no swap for this long ends (W2)
    kems_style: bool = False  # W7 option: a correct CONTRE WINKY also gives the accusers +1
    redeal_sets: bool = False  # W15 option: a dealt hand of four of a kind is dealt again
    # Scenarios: {"deck": card types from the top of the pile down}; the rest follows in order.
    stacked: dict | None = field(default=None, hash=False, compare=False)

    def check(self) -> None:
        if self.players not in (4, 6, 8, 10):
            raise ValueError(f"WinkyBilly is for 4, 6, 8 or 10 players (teams of two), not {self.players}")
        if self.names and len(self.names) != self.players:
            raise ValueError(f"{len(self.names)} names for {self.players} players")
        if self.countdown_s < 0 or self.idle_timeout_s <= 0:
            raise ValueError("the countdown and the idle timeout must be positive")

    def seat_names(self) -> tuple[str, ...]:
        return self.names or tuple(f"Player {i + 1}" for i in range(self.players))


def card_type(card: int) -> int:
    return card // COPIES
