"""A bot's decision parameters: the non-social half of a difficulty profile, plus a personality."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True)
class BotProfile:
    accuse_margin: float = 0.25  # points a bot wants to gain, on average, before it spends an accuse card
    wink_boldness: float = 0.5  # 0–1: 1 winks under any eyes, 0 waits until nobody else watches
    patience_s: float = 6.0  # how long a holder waits for a good moment before winking anyway
    reaction_ms: float = 550.0  # mean delay between seeing something and acting on it
    name_guess_policy: str = "seen"  # whom to name with no wink seen: random, seen, weighted
    signal_fake_rate: float = 0.04  # WinkyBilly: chance per exchange phase of a fake team signal (bait)
    memory_decay: float = 0.15  # Zwoggel: chance, at each of its turns, to forget a placement's colour
    search_budget_ms: float = (
        100.0  # Zwoggel: thinking time a decision (0: glance, <200: weigh, more: search)
    )

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> BotProfile:
        out: dict[str, Any] = {}
        for f in fields(cls):
            if f.name in data:
                value = data[f.name]
                out[f.name] = value if isinstance(value, str) else float(value)
        return cls(**out)


BOT_BEGINNER = BotProfile(
    accuse_margin=-0.25,
    wink_boldness=0.8,
    patience_s=3.0,
    reaction_ms=1000.0,
    name_guess_policy="random",
    signal_fake_rate=0.0,
    memory_decay=0.5,
    search_budget_ms=0.0,
)
BOT_NORMAL = BotProfile()
BOT_EXPERT = BotProfile(
    accuse_margin=0.5,
    wink_boldness=0.2,
    patience_s=10.0,
    reaction_ms=300.0,
    name_guess_policy="weighted",
    signal_fake_rate=0.1,
    memory_decay=0.0,
    search_budget_ms=1500.0,
)
