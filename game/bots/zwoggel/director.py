"""A Zwoggel table on the sim clock: the generic `TableDirector` with the Zwoggel policy and the
table's thinker.

The name the table view, `simulate zwoggel --bots` and the tests use; the loop is `director.py`'s,
what the bots do is `policy.py`'s. With `thinker="process"` (a live table) the bots'
searches run in a worker process, started here and stopped by `close()`; with "inline" (tests,
`simulate`) they run at once, by playout count, and a seed replays the same game anywhere.
"""

from __future__ import annotations

from collections.abc import Callable

from ...rules.zwoggel import ZwoggelState
from ...social.profile import SocialProfile
from ..director import TableDirector
from ..profile import BotProfile
from .policy import ZwoggelPolicy, ZwoggelTally
from .thinker import Thinker


class ZwoggelDirector(TableDirector):
    state: ZwoggelState
    tally: ZwoggelTally
    policy: ZwoggelPolicy

    def __init__(
        self,
        state: ZwoggelState,
        bots: dict[int, tuple[SocialProfile, BotProfile]],
        seed: int,
        human_profile: SocialProfile | None = None,
        trace: Callable[[dict], None] | None = None,
        thinker: str = "inline",
    ) -> None:
        """`thinker`: "inline" or "process" (see the module's docstring)."""
        self.thinker = Thinker(thinker)
        super().__init__(state, ZwoggelPolicy(self.thinker), bots, seed, human_profile, trace=trace)

    def thinking(self) -> int | None:
        """The bot seat whose decision is being searched right now, else None."""
        return self.thinker.thinking()

    def close(self) -> None:
        """Stop the worker process, if any (the view calls it when the table closes). Idempotent."""
        self.thinker.close()
