"""How a face behaves: the social half of a difficulty profile from levels/difficulties.toml."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True)
class SocialProfile:
    wink_ms: float = 220.0  # how long a wink lasts
    blink_interval_s: float = 3.5  # mean time between natural blinks
    blink_ms: float = 130.0
    glance_interval_ms: float = 500.0  # mean time between saccades
    idle_motion: float = 0.5  # 0–1: how busy head and eyes are when idle
    perception: float = 0.7  # 0–1: skill at catching a signal on a watched face
    expression_interval_s: float = 4.0  # mean time between fidgets (smiles, nods, half-blinks…)

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> SocialProfile:
        """The fields this layer uses, taken from a larger profile (unknown keys are ignored)."""
        names = {f.name for f in fields(cls)}
        return cls(**{k: float(v) for k, v in data.items() if k in names})


BEGINNER = SocialProfile(
    wink_ms=400,
    blink_interval_s=4.0,
    glance_interval_ms=700,
    idle_motion=0.3,
    perception=0.4,
    expression_interval_s=6.0,
)
NORMAL = SocialProfile()
EXPERT = SocialProfile(
    wink_ms=120,
    blink_interval_s=3.0,
    glance_interval_ms=350,
    idle_motion=0.7,
    perception=0.95,
    expression_interval_s=2.5,
)
