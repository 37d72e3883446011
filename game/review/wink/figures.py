"""Wink's figures for one seat, from the engine's events and the moments (moments.py):

- `named_right` / `named_wrong`: the seat, as caller, named its partner rightly / wrongly;
- `accused_right` / `accused_wrong`: its accusations (`accused` events) by their `right`;
- `winks_caught`, `winks_missed`, `winks_at_you`, `own_winks_caught`, `own_winks_unseen`: the
  moments `wink_caught`, `wink_missed`, `wink_at_you`, `your_wink_caught`, `your_wink_unseen`.
"""

from __future__ import annotations

from collections import Counter

from ..replayed import Played

FIGURES = (
    "named_right",  # named their partner rightly
    "named_wrong",
    "accused_right",  # accusations
    "accused_wrong",
    "winks_caught",  # winks between others the seat accused rightly
    "winks_missed",  # winks between others the seat did not accuse rightly
    "winks_at_you",  # winks aimed at the seat
    "own_winks_caught",  # the seat's own winks, accused rightly by someone
    "own_winks_unseen",
)
MOMENT_FIGURES = {
    "winks_caught": "wink_caught",
    "winks_missed": "wink_missed",
    "winks_at_you": "wink_at_you",
    "own_winks_caught": "your_wink_caught",
    "own_winks_unseen": "your_wink_unseen",
}
RATIOS = {
    "naming": ("named_right", "named_wrong"),
    "accusing": ("accused_right", "accused_wrong"),
    "winks_seen": ("winks_caught", "winks_missed"),
    "winks_hidden": ("own_winks_unseen", "own_winks_caught"),
}


def count(played: Played, seat: int) -> Counter[str]:
    """The seat's names and accusations."""
    out: Counter[str] = Counter()
    for _, events in played.steps:
        for e in events:
            if e.kind in ("named_right", "named_wrong") and e.data["seat"] == seat:
                out[e.kind] += 1
            elif e.kind == "accused" and e.data["seat"] == seat:
                out["accused_right" if e.data["right"] else "accused_wrong"] += 1
    return out
