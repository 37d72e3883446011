"""A seat's figures in one recorded game, and every seat's result: what the history keeps of it.

    replay(recording) -> Played         the game applied again from its deal: the final state and
                                        each action with the events it made
    figures(played, seat) -> dict       the seat's figures (the keys of figure_names.FIGURES[game])
    results(state) -> list[SeatResult]  won or lost, placing and score of every seat

What each figure counts (per seat, over the whole game, moves before a resume included):

Wink (the engine's events, and the moments of review/moments.py):
- `named_right` / `named_wrong`: the seat, as caller, named its partner rightly / wrongly;
- `accused_right` / `accused_wrong`: its accusations (`accused` events) by their `right`;
- `winks_caught`, `winks_missed`, `winks_at_you`, `own_winks_caught`, `own_winks_unseen`: the
  moments `wink_caught`, `wink_missed`, `wink_at_you`, `your_wink_caught`, `your_wink_unseen`.

WinkyBilly (calls from game/rules/winkybilly/calls.py; signals from the moments):
- `winky_right` / `winky_wrong`: its WINKY and Double Winky calls by their `right`;
- `contre_right` / `contre_wrong`: its CONTRE WINKY calls by their `right`;
- `signals_sent`, `signals_answered`, `signals_spotted`, `signals_caught`, `signals_missed`: the
  moments `signal_sent`, `signal_answered`, `signal_spotted`, `signal_caught`, `signal_missed`.

Zwoggel (the display as each action found it; RULES.md §3.3–3.4):
- `reveals`: cards the seat turned face up;
- `traps_set`: cards the seat placed where, as it laid them, turning them up would close a line of
  three of their colour (it knows the colour it lays: a trap set on purpose or not);
- `traps_sprung`: the seat's own reveals that closed a line, so that it caught the card (it walked
  into a trap, whoever set it);
- `catches`: cards the seat had placed that caught another seat when it turned them up.

Pure: no arcade, no files.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..bots.recording import Recording
from ..rules.core import Event
from ..rules.zwoggel.actions import Place, Reveal
from ..rules.zwoggel.lines import completes_line
from .figure_names import FIGURES
from .moments import moments_for, tally


@dataclass(frozen=True)
class Played:
    """A recorded game applied again: its engine's name, final state, and each action's events."""

    game: str
    state: Any
    steps: tuple[tuple[Any, tuple[Event, ...]], ...]  # (action, the events it made)
    recording: Recording


@dataclass(frozen=True)
class SeatResult:
    won: bool
    placing: int  # 1: a winner; the others by score, from 2, equal scores sharing a placing
    score: int


def replay(recording: Recording) -> Played:
    """Apply the recording's moves (a resumed game's earlier ones too) to a new deal."""
    state = recording.engine.save.new_state(recording.config, recording.seed)
    steps = []
    for action in (*recording.history, *(a for _, a in recording.actions)):
        steps.append((action, tuple(state.apply(action))))
    return Played(recording.engine.name, state, tuple(steps), recording)


def results(state: Any) -> list[SeatResult]:
    """Every seat's result, read from the engine's end (`winners`, `scores`)."""
    winners, scores = set(state.winners()), list(state.scores())
    others = sorted({scores[s] for s in range(state.n) if s not in winners}, reverse=True)
    first = 2 if winners else 1
    return [
        SeatResult(s in winners, 1 if s in winners else first + others.index(scores[s]), int(scores[s]))
        for s in range(state.n)
    ]


def figures(played: Played, seat: int, moment_tally: dict[str, int] | None = None) -> dict[str, int]:
    """`seat`'s figures in the game (every key of its game's FIGURES, zeros included).

    `moment_tally` is `moments.tally(moments_for(recording, seat))`; when None, it is made here.
    """
    counts: Counter[str] = COUNTERS[played.game](played, seat)
    if played.game in MOMENT_FIGURES:
        tally = moment_tally if moment_tally is not None else _tally(played.recording, seat)
        for figure, kind in MOMENT_FIGURES[played.game].items():
            counts[figure] = tally.get(kind, 0)
    return {name: int(counts[name]) for name in FIGURES[played.game]}


def _tally(recording: Recording, seat: int) -> dict[str, int]:
    return tally(moments_for(recording, seat))


MOMENT_FIGURES: dict[str, dict[str, str]] = {
    "wink": {
        "winks_caught": "wink_caught",
        "winks_missed": "wink_missed",
        "winks_at_you": "wink_at_you",
        "own_winks_caught": "your_wink_caught",
        "own_winks_unseen": "your_wink_unseen",
    },
    "winkybilly": {
        "signals_sent": "signal_sent",
        "signals_answered": "signal_answered",
        "signals_spotted": "signal_spotted",
        "signals_caught": "signal_caught",
        "signals_missed": "signal_missed",
    },
}


def _wink(played: Played, seat: int) -> Counter[str]:
    out: Counter[str] = Counter()
    for _, events in played.steps:
        for e in events:
            if e.kind in ("named_right", "named_wrong") and e.data["seat"] == seat:
                out[e.kind] += 1
            elif e.kind == "accused" and e.data["seat"] == seat:
                out["accused_right" if e.data["right"] else "accused_wrong"] += 1
    return out


CALLS = {"winky": "winky", "double": "winky", "contre": "contre"}


def _winkybilly(played: Played, seat: int) -> Counter[str]:
    out: Counter[str] = Counter()
    for _, events in played.steps:
        for e in events:
            if e.kind in CALLS and e.data["seat"] == seat:
                out[f"{CALLS[e.kind]}_{'right' if e.data['right'] else 'wrong'}"] += 1
    return out


def _zwoggel(played: Played, seat: int) -> Counter[str]:
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


COUNTERS: dict[str, Callable[[Played, int], Counter[str]]] = {
    "wink": _wink,
    "winkybilly": _winkybilly,
    "zwoggel": _zwoggel,
}
