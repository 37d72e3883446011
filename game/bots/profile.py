"""A bot's decision parameters: the non-social half of a difficulty profile, plus a personality."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True)
class BotProfile:
    accuse_confidence: float = 0.6  # 0–1: how sure a bot must be before it spends an accuse card
    wink_boldness: float = 0.5  # 0–1: 1 winks under any eyes, 0 waits until nobody else watches
    patience_s: float = 6.0  # how long a holder waits for a good moment before winking anyway
    reaction_ms: float = 450.0  # delay between seeing something and acting on it

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> BotProfile:
        names = {f.name for f in fields(cls)}
        return cls(**{k: float(v) for k, v in data.items() if k in names})
