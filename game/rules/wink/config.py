"""The settings of one Wink game: the preset (its rule text), the table size and options."""

from __future__ import annotations

from dataclasses import dataclass, field

from .presets import RuleSet, preset


@dataclass(frozen=True)
class WinkConfig:
    preset: str = "wink-fr"
    players: int = 4
    extra_card: bool = False
    first_seat: int | None = None
    names: tuple[str, ...] = ()
    # A stacked deal for scenarios: {"grid": 36 numbers in layout order, "hands": one list per seat}.
    stacked: dict | None = field(default=None, hash=False, compare=False)

    def seat_names(self) -> tuple[str, ...]:
        if self.names:
            return self.names
        return tuple(f"Player {i + 1}" for i in range(self.players))

    def check(self) -> RuleSet:
        rules = preset(self.preset)
        if self.players not in rules.players:
            lo, hi = rules.players.start, rules.players.stop - 1
            raise ValueError(f"{rules.name} is for {lo} to {hi} players, not {self.players}")
        if self.extra_card and not rules.extra_card_option:
            raise ValueError(f"{rules.name} has no extra-card option")
        if self.extra_card and self.players >= 8:
            raise ValueError("the extra card is only dealt with fewer than 8 players")
        if self.names and len(self.names) != self.players:
            raise ValueError(f"{len(self.names)} names for {self.players} players")
        if self.first_seat is not None and not 0 <= self.first_seat < self.players:
            raise ValueError(f"first seat {self.first_seat} is not a seat of {self.players} players")
        return rules
