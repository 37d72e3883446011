"""Wink's review: what its spec names (`GameSpec.review`)."""

from __future__ import annotations

from ..per_game import GameReview, Row
from . import figures, moments

REVIEW = GameReview(
    figures=figures.FIGURES,
    count=figures.count,
    rows=(
        Row("naming", "named_right", "named_wrong"),
        Row("accusing", "accused_right", "accused_wrong"),
        Row("winks_seen", "winks_caught", "winks_missed"),
        Row("winks_caught_of_yours", "own_winks_caught", "own_winks_unseen"),
    ),
    ratios=figures.RATIOS,
    moment_figures=figures.MOMENT_FIGURES,
    moments=moments.moments,
    minutes=9.0,
)
