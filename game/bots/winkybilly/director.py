"""A WinkyBilly table on the sim clock: the generic `TableDirector` with the WinkyBilly policy,
its faces making gestures, and each team's secret signal."""

from __future__ import annotations

from collections.abc import Callable

from ...rules.winkybilly import WinkyState, is_set
from ...social.profile import SocialProfile
from ...social.signals import Signal
from ..director import TableDirector
from ..profile import BotProfile
from .policy import WinkyPolicy, WinkyTally


class WinkyDirector(TableDirector):
    state: WinkyState
    tally: WinkyTally
    policy: WinkyPolicy

    def __init__(
        self,
        state: WinkyState,
        bots: dict[int, tuple[SocialProfile, BotProfile]],
        seed: int,
        signals: dict[int, str],
        human_profile: SocialProfile | None = None,
        trace: Callable[[dict], None] | None = None,
        humans_look_back: bool = False,
    ) -> None:
        """`signals`: team -> its secret gesture; every team needs one."""
        missing = [team for team in range(state.teams) if team not in signals]
        if missing:
            raise ValueError(f"team {missing[0] + 1} has no secret signal")
        super().__init__(
            state,
            WinkyPolicy(signals),
            bots,
            seed,
            human_profile,
            trace=trace,
            humans_look_back=humans_look_back,
            gestures=True,
        )

    def gesture(self, seat: int, kind: str, target: int | None) -> Signal:
        """A deliberate signal (a bot's or a human's), recorded with whether its maker held no set
        (a fake): for the figures and the trace's truth, never for the bots."""
        signal = super().gesture(seat, kind, target)
        self.policy.note_signal(self.tally, signal, fake=not is_set(self.state.hands[seat]))
        return signal
