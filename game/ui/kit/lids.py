"""A table's eyelids on the frames it presents: every wink and blink shown at its bottom (a
wink's eye shut) in at least two presented frames, however late the frames come
(social/presented.py), while the sim clock, the bots' eyes and the trace go on as they were.

The stage poses the faces once a frame: `frame(faces, t)` first (the frame posed before was
presented; the signals begun since it are taken in, even one that began and ended between two
frames), then `pose(seat, pose, t)` for each face. A clock that goes back, or a replay's jump
(`jumped`), starts afresh: what was skipped over is not shown late.
"""

from __future__ import annotations

from dataclasses import replace

from ...bots.source import Faces
from ...social.pose import Pose
from ...social.presented import ShutFrames
from ..faces import HALF


class PresentedLids:
    def __init__(self) -> None:
        self.frames = ShutFrames(HALF)
        self.posed_at: float | None = None  # when the frame before was posed (None: no frame yet)

    def frame(self, faces: Faces, t: float) -> None:
        """A frame is posed at `t`: the one before it was presented; the signals since it are known.
        A frame posed again at the same moment (a redraw while the clock stands: a pause, a
        screenshot) shows that moment again: it is not one more frame of the signals under way."""
        if t == self.posed_at:
            return
        self.frames.flipped(t)
        since = self.posed_at
        if since is None or t < since:  # the first frame, or the clock went back
            self.frames.clear()
            since = t
        for signal in faces.lid_signals(since, t):
            self.frames.add(signal)
        self.posed_at = t

    def pose(self, seat: int, pose: Pose, t: float) -> Pose:
        """`seat`'s pose at `t` with its eyelids as the presented frames hold them."""
        left, right = self.frames.lids(seat, pose.left, pose.right, t)
        return pose if (left, right) == (pose.left, pose.right) else replace(pose, left=left, right=right)

    def jumped(self) -> None:
        """The clock jumped (a replay's seek): the signals passed over are not shown late."""
        self.posed_at = None
