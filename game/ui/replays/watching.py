"""What every screen playing a recording shares (the replay screen, the reel): reading its
recording (a problem said in one line), its `replay`, and the idle frame after a jump in which the
next jump back's fresh table is made (seek.py)."""

from __future__ import annotations

from pathlib import Path

from ...bots.recording import Recording, RecordingError
from ..base import BaseView
from .recordings import read_recording
from .seek import Replay


class Watching(BaseView):
    """A screen drawn from a `Replay`; `sought` is set by a jump made this frame."""

    replay: Replay | None = None
    sought = False  # a jump was made this frame (the next is an idle one)
    problem: str | None = None  # why the recording could not be read (the screen says it)
    recording: Recording

    def read(self, source: str | Path | Recording) -> bool:
        """Take the recording `source` (or read it from its file); False, with the `problem`
        worded, for a file that cannot be read or is no recording this version plays."""
        try:
            self.recording = read_recording(source)
        except RecordingError as exc:
            self.problem = str(exc)
            return False
        except OSError as exc:
            self.problem = f"{source}: {exc.strerror or exc}"
            return False
        return True

    def on_update(self, delta_time: float) -> None:
        """A frame without a jump: the next jump back's fresh table is made now (seek.py)."""
        if self.replay is not None:
            if self.sought:
                self.sought = False
            else:
                self.replay.prepare()
