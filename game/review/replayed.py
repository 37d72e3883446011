"""A recorded game applied again: what the figures of a game are counted from."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..bots.recording import Recording
from ..rules.core import Event


@dataclass(frozen=True)
class Played:
    """A recorded game applied again: its engine's name, final state, and each action's events."""

    game: str
    state: Any
    steps: tuple[tuple[Any, tuple[Event, ...]], ...]  # (action, the events it made)
    recording: Recording


def replay(recording: Recording) -> Played:
    """Apply the recording's moves (a resumed game's earlier ones too) to a new deal."""
    state = recording.engine.save.new_state(recording.config, recording.seed)
    steps = []
    for action in (*recording.history, *(a for _, a in recording.actions)):
        steps.append((action, tuple(state.apply(action))))
    return Played(recording.engine.name, state, tuple(steps), recording)
