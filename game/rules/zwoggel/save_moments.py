"""Moments of a Zwoggel game worth saving and resuming in (`bench saves`): after a first reveal of
a turn, and while a card is being placed. Each says whether a state is such a moment."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import ZwoggelState


def after_reveal(state: ZwoggelState) -> bool:
    return state.phase.name == "REVEAL" and state.reveals_left < 2


def placing(state: ZwoggelState) -> bool:
    return state.phase.name == "PLACE"


SAVE_MOMENTS = {"after_reveal": after_reveal, "placing": placing}
