"""Zwoggel's figures for one seat (the display as each action found it; RULES.md §3.3–3.4):

- `reveals`: cards the seat turned face up;
- `traps_set`: cards the seat placed where, as it laid them, turning them up would close a line of
  three of their colour (it knows the colour it lays: a trap set on purpose or not);
- `traps_sprung`: the seat's own reveals that closed a line, so that it caught the card (it walked
  into a trap, whoever set it);
- `catches`: cards the seat had placed that caught another seat when it turned them up.
"""

from __future__ import annotations

from collections import Counter

from ...rules.zwoggel.actions import Place, Reveal
from ...rules.zwoggel.lines import completes_line
from ..replayed import Played

FIGURES = (
    "reveals",  # cards the seat turned face up
    "traps_set",  # cards the seat placed that later caught someone else
    "traps_sprung",  # the seat's own reveals that were caught
    "catches",  # the seat's placed cards that caught another seat (counted per catch)
)


def count(played: Played, seat: int) -> Counter[str]:
    """Applied once more, to see the display as each action found it."""
    recording = played.recording
    state = recording.engine.save.new_state(recording.config, recording.seed)
    out: Counter[str] = Counter()
    for action, _ in played.steps:
        display = state.display
        if isinstance(action, Place) and action.seat == seat:
            out["traps_set"] += completes_line(display.up, action.x, action.y, action.colour)
        placer = display.placer.get((action.x, action.y)) if isinstance(action, Reveal) else None
        events = state.apply(action)
        for e in events:
            if e.kind == "reveal" and e.data["seat"] == seat:
                out["reveals"] += 1
            elif e.kind == "caught":
                if e.data["seat"] == seat:
                    out["traps_sprung"] += 1
                elif placer == seat:
                    out["catches"] += 1
    return out
