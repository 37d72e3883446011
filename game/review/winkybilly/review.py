"""WinkyBilly's review: what its spec names (`GameSpec.review`)."""

from __future__ import annotations

from ..per_game import GameReview, Row
from . import figures, moments

REVIEW = GameReview(
    figures=figures.FIGURES,
    count=figures.count,
    rows=(
        Row("signals_sent", "signals_sent"),
        Row("signals_answered", "signals_answered", "signals_spotted"),
        Row("signals_seen", "signals_caught", "signals_missed"),
        Row("winky", "winky_right", "winky_wrong"),
        Row("contre", "contre_right", "contre_wrong"),
    ),
    ratios=figures.RATIOS,
    moment_figures=figures.MOMENT_FIGURES,
    moments=moments.moments,
    minutes=6.0,
)
