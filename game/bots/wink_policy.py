"""What Wink's bots do at a table (the `Policy` of Wink on the generic `TableDirector`).

A holder watches its caller and winks when the caller looks (and ideally nobody else does); a
caller searches the faces; everyone accuses a wink it caught between two others; on its turn a
bot names the partner it saw winking, or calls a card.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..rules.core import Event
from ..rules.wink import WinkState
from ..social.table import Perceived
from .director import Policy, TableDirector, Tally
from .profile import BotProfile
from .wink_bot import WinkBot

EYES = ("left", "right")


@dataclass
class WinkTally(Tally):
    """A Wink table's record: the social counts, names and accusations."""

    named_right: int = 0
    named_wrong: int = 0
    accusations_right: int = 0
    accusations_wrong: int = 0


class WinkPolicy(Policy):
    def new_bot(self, seat: int, profile: BotProfile, rng: random.Random) -> WinkBot:
        return WinkBot(seat, profile, rng)

    def new_tally(self) -> WinkTally:
        return WinkTally()

    def turn_seat(self, state: WinkState) -> int:
        return state.current

    def turn_action(self, table: TableDirector, seat: int, bot: WinkBot) -> Any:
        return bot.turn_action(table.observe(seat))

    def perceive(self, table: TableDirector, seat: int, bot: WinkBot, caught: list[Perceived]) -> None:
        bot.perceive(caught, table.observe(seat))

    def gaze(self, table: TableDirector, seat: int, bot: WinkBot) -> int | None:
        return bot.gaze_target(table.observe(seat), table.t)

    def signal(self, table: TableDirector, seat: int, bot: WinkBot) -> None:
        """Wink at a caller holding our card's twin, when it looks at us."""
        obs = table.observe(seat)
        social = table.social
        for caller in obs["wink_at"]:
            if social.winking(seat):
                return
            looks = social.gaze[caller].current == seat
            others = [o for o in social.watchers(seat) if o != caller]
            if bot.wants_to_wink(obs, caller, looks, len(others), table.t):
                table.wink(seat, caller, eye=table.rng.choice(EYES))

    def act(self, table: TableDirector, seat: int, bot: WinkBot) -> Any | None:
        return bot.accusation(table.observe(seat))

    def may_wink(self, table: TableDirector, seat: int, target: int) -> bool:
        """Nobody may wink at a non-partner: only at a caller whose card's twin `seat` holds."""
        return target in table.state.wink_targets(seat)

    def count(self, tally: Tally, events: list[Event]) -> None:
        assert isinstance(tally, WinkTally)
        for e in events:
            kind = e.kind
            if kind == "named_right":
                tally.named_right += 1
            elif kind == "named_wrong":
                tally.named_wrong += 1
            elif kind == "accused":
                if e.data["right"]:
                    tally.accusations_right += 1
                else:
                    tally.accusations_wrong += 1
