"""A Wink bot: calls, watches the faces, winks at its callers when their eyes meet, names and accuses.

It sees only `observation(seat)`, where the faces look (everyone sees that), whose eyes meet its
own, and what its own eyes believe they caught (`Sight`s, with a certainty). It never reads the
state: tests hand it a state with the other hands reshuffled and check that it decides the same.
Its gaze never depends on its cards: a holder watches the table like anyone else until it winks.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...rules.wink import Accuse, Call, Name, Pass, WinkObservation
from ...rules.wink.presets import Naming, preset
from ...social.perception import Sight
from ..profile import BotProfile

MAX_WINKS = 2  # winks a holder sends one caller for one card
WINK_GAP_S = 2.5  # at least this long between two winks of one bot
LOOK_AT_CALLER = 0.45  # share of a watcher's glances that go to a caller's face
QUIET_AFTER_S = 1.2  # eyes that met a caller's this long without a wink: a little less likely its partner
QUIET_WEIGHT = 0.7  # what one such quiet meeting leaves of a seat's chance to be the partner
PASS_BELOW = 0.3  # a weighted guesser passes (where it may) when its best guess is less likely
REACTION_SPREAD = 0.25  # reaction times vary, log-normal around the level's mean
FASTEST_S = 0.15  # nobody acts on what they saw sooner
FRESH_CALL_S = 3.0  # a call this recent draws most eyes to the caller
FORGET_S = 60.0  # winks seen at others are forgotten after this long


@dataclass
class SeenWink:
    winker: int
    target: int
    number: int | None  # the card under the target's pawn when the wink was seen
    t: float
    certainty: float
    act_at: float  # when the bot has taken it in and may act on it


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
    plan: tuple[int, float, float] | None = None  # (caller, contact since, wink at)
    decided: bool = False  # the planned moment came and was used (or let pass)
    my_call: tuple[int | None, float] = (None, 0.0)  # the number under my pawn, since when
    quiet: dict[int, int] = field(default_factory=dict)  # seat -> quiet meetings with my eyes
    meeting: tuple[int, float] | None = None  # whose eyes meet mine, since when
    called_at: dict[int, float] = field(default_factory=dict)  # seat -> when its pawn last moved
    pawns: list[int | None] = field(default_factory=list)  # the pawns as last seen
    windows: list[int] = field(default_factory=list)  # the open windows as last seen
    accuse_delay: float = 0.0  # from the end of the wink seen to the last accusation
    # What a caller gave each human of its eyes since its call (the table's pace asks for it):
    # human -> [meetings of eyes, seconds looked at]; whom it looked at last tick, and since when.
    given: dict[int, list[float]] = field(default_factory=dict)
    eyes_on: tuple[int | None, float] = (None, 0.0)
    met: tuple[int, float] | None = None  # the last meeting of eyes counted
    last_human_look: float = -99.0  # when this caller last turned to a human it owed a look

    def reaction(self) -> float:
        mean = self.profile.reaction_ms / 1000
        return max(FASTEST_S, mean * self.rng.lognormvariate(0.0, REACTION_SPREAD))

    # ------------------------------------------------------------ eyes
    def perceive(
        self, sights: list[Sight], obs: WinkObservation, contact: tuple[int, float] | None, t: float
    ) -> None:
        """Take in what this bot's own eyes believe they caught, and whose eyes met its own."""
        me = self.seat
        if obs["pawns"] != self.pawns:  # a call: everyone turns to the one who spoke
            before = self.pawns or [None] * len(obs["pawns"])
            for s, (was, now) in enumerate(zip(before, obs["pawns"], strict=True)):
                if now is not None and now != was:
                    self.called_at[s] = t
            self.pawns = list(obs["pawns"])
        number = obs["pawns"][me]  # still under the pawn when the window closes for the naming
        if number != self.my_call[0]:
            self.my_call = (number, t)
            self.quiet.clear()
            self.given.clear()
        for sight in sights:
            if sight.observer != me or sight.seat == me or sight.target is None:
                continue
            on = obs["pawns"][sight.target] if sight.target in obs["windows"] else None
            self.seen.append(
                SeenWink(sight.seat, sight.target, on, sight.t, sight.certainty, sight.t + self.reaction())
            )
        if len(self.seen) > 64:  # what was about others' cards long ago no longer matters
            self.seen = [w for w in self.seen if w.target == me or t - w.t < FORGET_S]
        self.windows = obs["windows"]
        self._note_meeting(contact, t)

    def _note_meeting(self, contact: tuple[int, float] | None, t: float) -> None:
        """A caller counts the faces whose eyes met its own a while without a wink."""
        if self.seat not in self.windows:
            self.meeting = None
            return
        if self.meeting is not None and (contact is None or contact != self.meeting):
            other, since = self.meeting
            if t - since >= QUIET_AFTER_S and not any(
                w.winker == other and w.target == self.seat and w.t >= since for w in self.seen
            ):
                self.quiet[other] = self.quiet.get(other, 0) + 1
        self.meeting = contact

    def note_humans(
        self, humans: frozenset[int], looking: int, contact: tuple[int, float] | None, t: float, alone: bool
    ) -> None:
        """As a caller, count what each human had of this bot's eyes since its call: meetings of
        eyes, and seconds looked at while no other face watched them (`looking`: where its eyes
        are now; `alone`: nobody else's eyes are on that face)."""
        if self.seat not in self.windows:  # (what it gave stays until its next call: see perceive)
            self.eyes_on = (None, t)
            return
        was, since = self.eyes_on
        if was in humans:
            self.given.setdefault(was, [0, 0.0])[1] += t - since
        self.eyes_on = (looking if alone else None, t)
        if contact is not None and contact[0] in humans and contact != self.met:
            self.met = contact
            self.given.setdefault(contact[0], [0, 0.0])[0] += 1

    def owed(self, humans: frozenset[int], looks: int, look_s: float) -> list[int]:
        """The humans this caller has not yet given `looks` meetings of eyes or `look_s` seconds
        of its eyes since its call (the same for every human: it never depends on the cards)."""
        if self.seat not in self.windows:
            return []
        out = []
        for human in sorted(humans):
            meetings, seconds = self.given.get(human, (0, 0.0))
            if meetings < looks and seconds < look_s:
                out.append(human)
        return out

    def gaze_target(self, obs: WinkObservation, looks: list[int], skill: float, t: float) -> int | None:
        """Where to look next (None: let the eyes wander). Never depends on this bot's cards."""
        me, n = self.seat, obs["players"]
        others = [s for s in range(n) if s != me]
        if me in obs["windows"]:  # a caller searches the faces, most of all those looking at it
            weights = [(1.0 + 3.0 * skill if looks[s] == me else 1.0) * (s != looks[me]) for s in others]
            return self.rng.choices(others, weights=weights)[0]
        callers = sorted((c for c in obs["windows"] if c != me), key=lambda c: -self.called_at.get(c, 0.0))
        if not callers:
            return None
        roll = self.rng.random()
        latest = callers[0]
        if t - self.called_at.get(latest, -99.0) < FRESH_CALL_S and roll < 0.6:
            return latest  # heads turn to the one who just called
        if roll < LOOK_AT_CALLER:  # the latest call draws the most eyes
            return self.rng.choices(callers, weights=[0.5**i for i in range(len(callers))])[0]
        if roll < LOOK_AT_CALLER + 0.25 + 0.4 * skill:  # the faces that could be winking at a caller:
            meeting = [s for s in others if looks[s] in callers and looks[looks[s]] == s]
            suspects = meeting or [s for s in others if looks[s] in callers]  # eyes met, or looking
            if suspects:
                return self.rng.choice(suspects)
        return None

    # ------------------------------------------------------------ turn
    def turn_action(self, obs: WinkObservation) -> Any:
        """The action for this bot's own turn (naming step or call step)."""
        if obs["step"] == "name":
            return self.name_partner(obs)
        choices = obs["callable"]
        if not choices:
            raise ValueError("no card to call: the engine should have skipped this turn")
        return Call(self.seat, self.rng.choice(choices))

    def winks_for_my_card(self, obs: WinkObservation) -> dict[int, float]:
        """Who winked at me for the card now under my pawn, with the certainty of it all."""
        me, number = self.seat, obs["pawns"][self.seat]
        since = self.my_call[1] if self.my_call[0] == number else float("inf")
        doubt: dict[int, float] = {}
        for w in self.seen:
            if w.target == me and w.number == number and w.t >= since:
                doubt[w.winker] = doubt.get(w.winker, 1.0) * (1.0 - w.certainty)
        return {s: 1.0 - d for s, d in doubt.items()}

    def name_partner(self, obs: WinkObservation) -> Any:
        me = self.seat
        seen = self.winks_for_my_card(obs)
        self.seen = [w for w in self.seen if w.target != me]
        others = [s for s in range(obs["players"]) if s != me]
        may_pass = preset(obs["preset"]).naming is Naming.OPTIONAL
        policy = self.profile.name_guess_policy
        if seen and policy != "weighted":
            return Name(me, max(seen, key=lambda s: seen[s]))
        if policy == "random":
            return Name(me, self.rng.choice(others))
        hands = {s: obs["seats"][s]["hand"] for s in others}
        if policy == "seen":
            if may_pass:
                return Pass(me)
            return Name(me, self.rng.choices(others, weights=[hands[s] + 0.1 for s in others])[0])
        chance = self.partner_chances(obs, seen, hands)
        best = max(others, key=lambda s: chance[s])
        if may_pass and chance[best] < PASS_BELOW:
            return Pass(me)
        return Name(me, best)

    def partner_chances(self, obs: WinkObservation, seen: dict[int, float], hands: dict[int, int]) -> dict:
        """How likely each seat holds my card's twin (and "aside": nobody): the cards each holds,
        the winks seen and how sure, the meetings of eyes that brought no wink."""
        weight: dict[Any, float] = {}
        for s, cards in hands.items():
            w = cards * (1.0 + 8.0 * seen.get(s, 0.0)) * QUIET_WEIGHT ** self.quiet.get(s, 0)
            weight[s] = w
        weight["aside"] = float(obs["aside"])
        total = sum(weight.values()) or 1.0
        return {k: v / total for k, v in weight.items()}

    # ------------------------------------------------------------ out of turn
    def accusation(self, obs: WinkObservation, t: float) -> Any | None:
        """Accuse a wink seen between two others once taken in, when it is worth the card."""
        me = obs["seats"][self.seat]
        if obs["over"] or me["accuse_left"] <= 0:
            return None
        pawns, windows = obs["pawns"], obs["windows"]
        up = {c for c, where in obs["grid"] if where == "up"}
        doubt: dict[tuple[int, int], float] = {}
        for w in self.seen:
            if (
                w.act_at > t
                or w.number is None
                or self.seat in (w.target, w.winker)
                or w.target not in windows
                or pawns[w.target] != w.number
                or w.number not in up
                or (w.winker, w.number) in self.accused
            ):
                continue
            key = (w.winker, w.number)
            doubt[key] = doubt.get(key, 1.0) * (1.0 - w.certainty)
        if not doubt:
            return None
        deny = 2.0 / max(1, obs["players"] - 1)  # a right accusation also takes a point from two others
        key = min(doubt, key=lambda k: doubt[k])
        certainty = 1.0 - doubt[key]
        if certainty * (2.0 + deny) - 1.0 < self.profile.accuse_margin:
            return None
        self.accused.add(key)
        latest = max(w.t for w in self.seen if (w.winker, w.number) == key)
        self.accuse_delay = t - latest
        return Accuse(self.seat, key[0], key[1])

    # ------------------------------------------------------------ winking
    def wink_now(
        self,
        obs: WinkObservation,
        contact: tuple[int, float] | None,
        watchers: int,
        room: float,
        length_of: Callable[[], float],
        t: float,
    ) -> tuple[int, float] | None:
        """The caller to wink at now and for how long, or None. A holder winks only when its eyes
        meet its caller's, a human moment after they met; with other eyes on it, only as boldly as
        its level dares."""
        if contact is None or contact[0] not in obs.get("wink_at", []):
            return None
        caller, since = contact
        number = obs["pawns"][caller]
        assert number is not None  # (a caller we may wink at: its pawn is on its number)
        key = (caller, number)
        if self.winked.get(key, 0) >= MAX_WINKS or t - self.last_wink < WINK_GAP_S:
            return None
        if self.plan is None or self.plan[:2] != (caller, since):
            delay = 0.25 + 0.35 * self.reaction()
            self.plan, self.decided = (caller, since, t + delay), False  # from when it could first
        if self.decided or t < self.plan[2]:
            return None
        self.decided = True
        started = self.waiting_since.setdefault(caller, t)
        length = length_of()
        if room < length:
            return None  # the look will end before the wink would: another time
        daring = max(self.profile.wink_boldness, self._impatience(started, t))
        if watchers and self.rng.random() >= daring**watchers:
            return None
        self.winked[key] = self.winked.get(key, 0) + 1
        self.last_wink = t
        return caller, length

    def _impatience(self, since: float, t: float) -> float:
        return min(1.0, (t - since) / max(0.1, self.profile.patience_s))
