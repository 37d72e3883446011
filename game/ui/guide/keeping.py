"""The player's guide progress as the screens use it: read once per screen, each change written in
a background thread (one at a time, in order), never on the drawing path (store/guide_progress.py)."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from ...i18n import tr
from ...store.guide_progress import GuideProgress
from ...store.settings import Settings

WRITER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="guide-progress")
_last: list[Future[Any]] = []


def write_later(job: Any) -> None:
    """Run `job` (a write of the progress file) after the writes before it."""
    _last[:] = [WRITER.submit(job)]


def flush() -> None:
    """Wait for the writes under way (tests; a screen about to read the file again)."""
    for future in _last:
        future.result()


def load_progress() -> GuideProgress:
    flush()
    return GuideProgress(writer=write_later)


def profile_of(settings: Settings) -> str:
    """The profile the progress is kept under: the name the player sits at tables under."""
    return settings.player_name or tr("setup.you")
