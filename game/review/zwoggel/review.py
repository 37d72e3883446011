"""Zwoggel's review: what its spec names (`GameSpec.review`). Its faces do not signal: no moments."""

from __future__ import annotations

from ..per_game import GameReview, Row
from . import figures

REVIEW = GameReview(
    figures=figures.FIGURES,
    count=figures.count,
    rows=(
        Row("reveals", "reveals"),
        Row("traps_set", "traps_set"),
        Row("traps_sprung", "traps_sprung"),
        Row("catches", "catches"),
    ),
    minutes=4.0,
)
