"""A recording for the replay and reel screens: the one given, or read from its file with every
game's engine (what both screens open)."""

from __future__ import annotations

from pathlib import Path

from ...bots.recording import Recording
from ...games import specs


def read_recording(where: str | Path | Recording) -> Recording:
    """A recording given, or read from its file (RecordingError or OSError otherwise)."""
    if isinstance(where, Recording):
        return where
    return Recording.read(where, {spec.name: spec.engine for spec in specs()})
