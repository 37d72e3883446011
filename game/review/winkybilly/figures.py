"""WinkyBilly's figures for one seat: calls from game/rules/winkybilly/calls.py, signals from the
moments (moments.py):

- `winky_right` / `winky_wrong`: its WINKY and Double Winky calls by their `right`;
- `contre_right` / `contre_wrong`: its CONTRE WINKY calls by their `right`;
- `signals_sent`, `signals_answered`, `signals_spotted`, `signals_caught`, `signals_missed`: the
  moments `signal_sent`, `signal_answered`, `signal_spotted`, `signal_caught`, `signal_missed`.
"""

from __future__ import annotations

from collections import Counter

from ..replayed import Played

FIGURES = (
    "signals_sent",  # the seat's team signals
    "signals_answered",  # its partner called WINKY on them, rightly
    "signals_spotted",  # an opponent called CONTRE on them
    "signals_caught",  # opponents' signals the seat called CONTRE on, rightly
    "signals_missed",  # opponents' signals the seat did not call CONTRE on
    "winky_right",  # WINKY and DOUBLE WINKY calls
    "winky_wrong",
    "contre_right",  # CONTRE WINKY calls
    "contre_wrong",
)
MOMENT_FIGURES = {
    "signals_sent": "signal_sent",
    "signals_answered": "signal_answered",
    "signals_spotted": "signal_spotted",
    "signals_caught": "signal_caught",
    "signals_missed": "signal_missed",
}
RATIOS = {
    "signals_answered": ("signals_answered", "signals_spotted"),
    "signals_seen": ("signals_caught", "signals_missed"),
    "winky": ("winky_right", "winky_wrong"),
    "contre": ("contre_right", "contre_wrong"),
}
CALLS = {"winky": "winky", "double": "winky", "contre": "contre"}


def count(played: Played, seat: int) -> Counter[str]:
    """The seat's calls, right and wrong."""
    out: Counter[str] = Counter()
    for _, events in played.steps:
        for e in events:
            if e.kind in CALLS and e.data["seat"] == seat:
                out[f"{CALLS[e.kind]}_{'right' if e.data['right'] else 'wrong'}"] += 1
    return out
