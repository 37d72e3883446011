"""Runs a Wink table on the sim clock: the engine, the faces, and a bot in every bot seat.

Pure (no arcade): the table view, `simulate wink --bots` and the tests all drive it with
`step(dt)`. Humans act through `human_*` methods; everything else happens here.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ..rules.core import Event, IllegalAction
from ..rules.wink import WinkState
from ..social.gaze import GRID
from ..social.profile import SocialProfile
from ..social.table import Perceived, SocialTable
from .profile import BotProfile
from .wink_bot import WinkBot

TURN_THINK_S = (2.5, 4.5)  # how long a bot looks around before it acts on its turn


@dataclass
class Tally:
    """What happened socially, for `simulate` and the log."""

    named_right: int = 0
    named_wrong: int = 0
    winks: int = 0
    winks_caught_by_others: int = 0
    accusations_right: int = 0
    accusations_wrong: int = 0
    events: list[Event] = field(default_factory=list)


class WinkDirector:
    def __init__(
        self,
        state: WinkState,
        bots: dict[int, tuple[SocialProfile, BotProfile]],
        seed: int,
        human_profile: SocialProfile | None = None,
    ) -> None:
        self.state = state
        n = state.n
        humans = frozenset(s for s in range(n) if s not in bots)
        profiles = [bots[s][0] if s in bots else (human_profile or SocialProfile()) for s in range(n)]
        self.social = SocialTable(profiles, seed, humans=humans)
        self.rng = random.Random(seed ^ 0xB075)
        self.bots = {s: WinkBot(s, bots[s][1], random.Random(self.rng.getrandbits(32))) for s in sorted(bots)}
        self.tally = Tally()
        self.act_at = self._think_time()

    @property
    def t(self) -> float:
        return self.social.t

    def _think_time(self) -> float:
        return self.social.t + self.rng.uniform(*TURN_THINK_S)

    # ------------------------------------------------------------ time
    def step(self, dt: float) -> list[Event]:
        """Advance the table by `dt`; returns the engine events that happened meanwhile."""
        if self.state.is_over():
            return []
        events: list[Event] = []
        caught = self.social.step(dt)
        self._count(caught)
        for seat, bot in self.bots.items():
            bot.perceive(caught, self.state.observation(seat))
        for seat, bot in self.bots.items():
            self._steer_eyes(seat, bot)
            self._maybe_wink(seat, bot)
            if not self.state.is_over():
                accusation = bot.accusation(self.state.observation(seat))
                if accusation is not None:
                    events += self._apply(accusation)
        current = self.state.current
        if not self.state.is_over() and current in self.bots and self.t >= self.act_at:
            events += self._apply(self.bots[current].turn_action(self.state.observation(current)))
        return events

    def _steer_eyes(self, seat: int, bot: WinkBot) -> None:
        if self.social.winking(seat) or self.t < self.social.held_until[seat]:
            return
        target = bot.gaze_target(self.state.observation(seat), self.t)
        if target is not None and target != seat:
            hold = self.social.profiles[seat].glance_interval_ms / 1000
            self.social.look(seat, target, hold=hold)

    def _maybe_wink(self, seat: int, bot: WinkBot) -> None:
        obs = self.state.observation(seat)
        for caller in obs["wink_at"]:
            if self.social.winking(seat):
                return
            looks = self.social.gaze[caller].current == seat
            others = [o for o in self.social.watchers(seat) if o != caller]
            if bot.wants_to_wink(obs, caller, looks, len(others), self.t):
                self.social.wink(seat, caller, eye=self.rng.choice(("left", "right")))
                self.tally.winks += 1

    def _count(self, caught: list[Perceived]) -> None:
        for p in caught:
            if p.signal.kind == "wink" and p.observer != p.signal.target:
                self.tally.winks_caught_by_others += 1

    def _apply(self, action: Any) -> list[Event]:
        events = self.state.apply(action)
        for e in events:
            if e.kind == "named_right":
                self.tally.named_right += 1
            elif e.kind == "named_wrong":
                self.tally.named_wrong += 1
            elif e.kind == "accused":
                if e.data["right"]:
                    self.tally.accusations_right += 1
                else:
                    self.tally.accusations_wrong += 1
            elif e.kind == "turn":
                self.act_at = self._think_time()
        self.tally.events.extend(events)
        return events

    # ------------------------------------------------------------ humans
    def human_act(self, action: Any) -> list[Event]:
        """A human's action; an illegal one raises IllegalAction and changes nothing."""
        if action.seat in self.bots:
            raise IllegalAction("that seat is played by a bot", code="bot_seat")
        return self._apply(action)

    def human_look(self, seat: int, target: int) -> None:
        """The face under the human's pointer is what the human looks at, for the bots."""
        if seat not in self.bots and target != seat:
            self.social.look(seat, target if target >= 0 else GRID)

    def human_wink(self, seat: int, target: int) -> bool:
        """A wink by a human at `target` (the key while pointing at the face). Refused, with no
        signal, if the rules forbid it (no winks at non-partners)."""
        if target not in self.state.wink_targets(seat):
            return False
        if self.social.winking(seat):
            return False
        self.social.look(seat, target)
        self.social.wink(seat, target, eye="left")
        self.tally.winks += 1
        return True
