"""Moments of a WinkyBilly game worth saving and resuming in (`bench saves`): in the middle of an
exchange, and during the check after a call. Each says whether a state is such a moment."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import WinkyBillyState


def mid_exchange(state: WinkyBillyState) -> bool:
    return state.phase.name == "EXCHANGE" and not state.t < state.check_until


def mid_check(state: WinkyBillyState) -> bool:
    return state.t < state.check_until


SAVE_MOMENTS = {"mid_exchange": mid_exchange, "mid_check": mid_check}
