"""What every screen playing a recording shares (the replay screen, the reel): its `replay`, and
the idle frame after a jump in which the next jump back's fresh table is made (seek.py)."""

from __future__ import annotations

from ..base import BaseView
from .seek import Replay


class Watching(BaseView):
    """A screen drawn from a `Replay`; `sought` is set by a jump made this frame."""

    replay: Replay | None = None
    sought = False  # a jump was made this frame (the next is an idle one)

    def on_update(self, delta_time: float) -> None:
        """A frame without a jump: the next jump back's fresh table is made now (seek.py)."""
        if self.replay is not None:
            if self.sought:
                self.sought = False
            else:
                self.replay.prepare()
