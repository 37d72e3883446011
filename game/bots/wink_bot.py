"""A Wink bot: calls, looks for its partner, winks at its callers, names and accuses.

It sees only `observation(seat)` and the winks its own eyes caught (`Perceived` from the social
table). It never reads the state: tests hand it a state with the other hands reshuffled and
check that it decides the same.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ..rules.wink import Accuse, Call, Name, Pass
from ..social.table import Perceived
from .profile import BotProfile

MAX_WINKS = 2  # winks a holder sends one caller for one card
WINK_GAP_S = 2.5  # at least this long between two winks of one bot


@dataclass
class SeenWink:
    winker: int
    target: int
    number: int | None  # the card under the target's pawn when the wink was seen
    t: float


@dataclass
class WinkBot:
    seat: int
    profile: BotProfile
    rng: random.Random
    seen: list[SeenWink] = field(default_factory=list)
    accused: set[tuple[int, int]] = field(default_factory=set)  # (winker, number) already accused
    waiting_since: dict[int, float] = field(default_factory=dict)  # caller -> when we began waiting
    winked: dict[tuple[int, int], int] = field(default_factory=dict)  # (caller, number) -> winks sent
    last_wink: float = -99.0

    # ------------------------------------------------------------ eyes
    def perceive(self, caught: list[Perceived], obs: dict[str, Any]) -> None:
        """Remember the winks this bot's own eyes caught, with the card each was about."""
        for p in caught:
            s = p.signal
            if p.observer == self.seat and s.kind == "wink" and s.target is not None:
                number = obs["pawns"][s.target] if s.target in obs["windows"] else None
                self.seen.append(SeenWink(s.seat, s.target, number, s.end))

    def gaze_target(self, obs: dict[str, Any], t: float) -> int | None:
        """Where this bot wants to look now, or None to let its eyes wander."""
        wink_at = obs.get("wink_at", [])
        if wink_at:
            return wink_at[0]  # a holder watches its caller, waiting for its eyes
        if self.seat in obs["windows"]:
            others = [s for s in range(obs["players"]) if s != self.seat]
            return self.rng.choice(others)  # a caller searches the faces for a wink
        return None

    # ------------------------------------------------------------ turn
    def turn_action(self, obs: dict[str, Any]) -> Any:
        """The action for this bot's own turn (naming step or call step)."""
        if obs["step"] == "name":
            return self.name_partner(obs)
        choices = obs["callable"]
        if not choices:
            raise ValueError("no card to call: the engine should have skipped this turn")
        return Call(self.seat, self.rng.choice(choices))

    def name_partner(self, obs: dict[str, Any]) -> Any:
        winkers = [w.winker for w in self.seen if w.target == self.seat]
        self.seen = [w for w in self.seen if w.target != self.seat]
        if winkers:
            return Name(self.seat, winkers[-1])
        if obs["preset"].startswith("zwinkern"):
            return Pass(self.seat)  # naming is optional: don't throw the card away on a guess
        others = [s for s in range(obs["players"]) if s != self.seat]
        return Name(self.seat, self.rng.choice(others))

    # ------------------------------------------------------------ out of turn
    def accusation(self, obs: dict[str, Any]) -> Any | None:
        """Accuse a wink it caught between two others, if confident and a card is left."""
        me = obs["seats"][self.seat]
        if obs["over"] or me["accuse_left"] <= 0:
            return None
        pawns = obs["pawns"]
        for w in reversed(self.seen):
            if w.target == self.seat or w.winker == self.seat or w.target not in obs["windows"]:
                continue
            number = w.number
            if number is None or pawns[w.target] != number or (w.winker, number) in self.accused:
                continue
            if self.rng.random() < self.profile.accuse_confidence:
                self.accused.add((w.winker, number))
                return Accuse(self.seat, w.winker, number)
            self.accused.add((w.winker, number))  # decided not to: don't roll again
        return None

    def wants_to_wink(
        self, obs: dict[str, Any], caller: int, caller_looks: bool, watchers: int, t: float
    ) -> bool:
        """Whether to wink at `caller` now: when the caller looks, and ideally nobody else does."""
        if caller not in obs.get("wink_at", []) or not caller_looks:
            return False
        key = (caller, obs["pawns"][caller])
        if self.winked.get(key, 0) >= MAX_WINKS or t - self.last_wink < WINK_GAP_S:
            return False
        since = self.waiting_since.setdefault(caller, t)
        daring = max(self.profile.wink_boldness, self._impatience(since, t))
        if watchers == 0 or self.rng.random() < daring / 10:
            self.winked[key] = self.winked.get(key, 0) + 1
            self.last_wink = t
            return True
        return False

    def _impatience(self, since: float, t: float) -> float:
        return min(1.0, (t - since) / max(0.1, self.profile.patience_s))
