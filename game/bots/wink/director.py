"""A Wink table on the sim clock: the generic `TableDirector` with the Wink policy.

The name the table view, `simulate wink --bots` and the tests use; everything happens in
`director.py` (the loop) and `policy.py` (what Wink's bots do).
"""

from __future__ import annotations

from collections.abc import Callable

from ...rules.wink import WinkState
from ...social.profile import SocialProfile
from ..director import TableDirector
from ..profile import BotProfile
from .policy import WinkPolicy, WinkTally

TURN_THINK_S = (2.5, 4.5)  # how long a bot looks around before it acts on its turn (read when a table opens)
Tally = WinkTally  # the record's former name here


class WinkDirector(TableDirector):
    state: WinkState
    tally: WinkTally

    def __init__(
        self,
        state: WinkState,
        bots: dict[int, tuple[SocialProfile, BotProfile]],
        seed: int,
        human_profile: SocialProfile | None = None,
        trace: Callable[[dict], None] | None = None,
        humans_look_back: bool = False,
    ) -> None:
        super().__init__(
            state,
            WinkPolicy(),
            bots,
            seed,
            human_profile,
            think_s=TURN_THINK_S,
            trace=trace,
            humans_look_back=humans_look_back,
        )
