"""Bots' levels for `simulate --bots`: one difficulty level per seat as profiles."""

from __future__ import annotations

from ..bots.profile import BotProfile
from ..bots.runs import Profiles
from ..social.profile import SocialProfile
from ..store.levels import load_difficulties


def seat_profiles(levels: list[str]) -> Profiles:
    """Each seat's social and decision profiles from its level's; ValueError for a level unknown."""
    profiles = load_difficulties()
    unknown = [level for level in levels if level not in profiles]
    if unknown:
        raise ValueError(f"unknown bot level {unknown[0]!r}; choose beginner, normal or expert")
    return {
        s: (SocialProfile.from_mapping(profiles[level]), BotProfile.from_mapping(profiles[level]))
        for s, level in enumerate(levels)
    }
