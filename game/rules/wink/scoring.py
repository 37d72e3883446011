"""Scores, winners and the tie-break chain of each preset."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .presets import TieBreak
from .table import WinkTable

# Each tie-break as a key where larger is better.
_KEYS: dict[TieBreak, Callable[[WinkTable, int], int]] = {
    TieBreak.MOST_ACCUSE_IN_FRONT: lambda s, seat: s.accuse_front[seat],
    TieBreak.MOST_FACE_DOWN_IN_FRONT: lambda s, seat: len(s.face_down[seat]),
    TieBreak.FEWEST_ACCUSE_LEFT: lambda s, seat: -s.accuse_left[seat],
    TieBreak.FEWEST_HAND_CARDS: lambda s, seat: -s.hand_count(seat),
    TieBreak.MOST_ACCUSE_LEFT: lambda s, seat: s.accuse_left[seat],
}

TIEBREAK_WORDS = {
    TieBreak.MOST_ACCUSE_IN_FRONT: "most accuse cards laid in front",
    TieBreak.MOST_FACE_DOWN_IN_FRONT: "most face-down cards in front",
    TieBreak.FEWEST_ACCUSE_LEFT: "fewest accuse cards left",
    TieBreak.FEWEST_HAND_CARDS: "fewest cards left in hand",
    TieBreak.MOST_ACCUSE_LEFT: "most accuse cards left",
}


@dataclass(frozen=True)
class Result:
    scores: list[int]
    winners: list[int]
    decided_by: str  # "score", a tie-break's words, or "shared victory"

    @property
    def decided_key(self) -> str:
        """What decided, as a catalogue id: "score", "shared" or a TieBreak value."""
        if self.decided_by in ("score", "shared victory"):
            return "score" if self.decided_by == "score" else "shared"
        return next(tb.value for tb, words in TIEBREAK_WORDS.items() if words == self.decided_by)


def result(state: WinkTable) -> Result:
    """The winners by score, then by the preset's tie-break chain; a tie left at the end is shared.

    [DECISION] where a text gives no last word, players still tied share the victory.
    """
    scores = state.scores()
    best = max(scores)
    tied = [s for s in range(state.n) if scores[s] == best]
    if len(tied) == 1:
        return Result(scores, tied, "score")
    for tb in state.rules.tiebreaks:
        key = _KEYS[tb]
        top = max(key(state, s) for s in tied)
        narrowed = [s for s in tied if key(state, s) == top]
        if len(narrowed) < len(tied):
            tied = narrowed
            if len(tied) == 1:
                return Result(scores, tied, TIEBREAK_WORDS[tb])
    return Result(scores, tied, "shared victory")
