"""The figures kept for a human seat of each game, and the ratios statistics make of them.

Each is a count for one seat in one game (game/review/figures.py makes them from a recording).
"""

from __future__ import annotations

FIGURES: dict[str, tuple[str, ...]] = {
    "wink": (
        "named_right",  # named their partner rightly
        "named_wrong",
        "accused_right",  # accusations
        "accused_wrong",
        "winks_caught",  # winks between others the seat accused rightly
        "winks_missed",  # winks between others the seat did not accuse rightly
        "winks_at_you",  # winks aimed at the seat
        "own_winks_caught",  # the seat's own winks, accused rightly by someone
        "own_winks_unseen",
    ),
    "winkybilly": (
        "signals_sent",  # the seat's team signals
        "signals_answered",  # its partner called WINKY on them, rightly
        "signals_spotted",  # an opponent called CONTRE on them
        "signals_caught",  # opponents' signals the seat called CONTRE on, rightly
        "signals_missed",  # opponents' signals the seat did not call CONTRE on
        "winky_right",  # WINKY and DOUBLE WINKY calls
        "winky_wrong",
        "contre_right",  # CONTRE WINKY calls
        "contre_wrong",
    ),
    "zwoggel": (
        "reveals",  # cards the seat turned face up
        "traps_set",  # cards the seat placed that later caught someone else
        "traps_sprung",  # the seat's own reveals that were caught
        "catches",  # the seat's placed cards that caught another seat (counted per catch)
    ),
}

# ratio name -> (right, wrong): the share right / (right + wrong), when there was any
RATIOS: dict[str, tuple[str, str]] = {
    "naming": ("named_right", "named_wrong"),
    "accusing": ("accused_right", "accused_wrong"),
    "winks_seen": ("winks_caught", "winks_missed"),
    "winks_hidden": ("own_winks_unseen", "own_winks_caught"),
    "signals_answered": ("signals_answered", "signals_spotted"),
    "signals_seen": ("signals_caught", "signals_missed"),
    "winky": ("winky_right", "winky_wrong"),
    "contre": ("contre_right", "contre_wrong"),
}


def figure_names(game: str | None) -> tuple[str, ...]:
    """The figures of `game`, or of every game (None), in a fixed order."""
    if game is not None:
        return FIGURES.get(game, ())
    return tuple(name for names in FIGURES.values() for name in names)
