"""A WinkyBilly bot: trades toward four of a kind, signals its partner, watches the faces, calls.

It sees only `observation(seat)`, where the faces look (everyone sees that), whose eyes meet its
own, who watches it, and what its own eyes believe they caught (`Sight`s of gestures, with a
clarity). It never reads the state: tests hand it an observation of a state with the other hands
reshuffled and check that it decides the same. Its gaze never depends on its cards.

- Trading (`hand.py`): with its eyes on the saloon, a swap every three reaction times or so
  (a second or two at normal level), keeping the type it holds most and taking saloon cards of
  it; a slow mind now and then takes a worse card; the holster goes up once the saloon has had
  nothing for it for a few seconds (or it holds a set, which it keeps). While a call is being
  checked the table stops: it takes a reaction time after the check to look at the saloon again.
- Signalling: holding a set, it makes its team's gesture when its partner's eyes meet its own, a
  human moment after they met, and only as boldly as its level dares under opponents' eyes (with
  impatience). Without a set it sometimes fakes (`signal_fake_rate`): the same gesture at its
  partner while the partner looks away and an opponent looks on, as bait for a wrong CONTRE WINKY.
- Calling (`beliefs.py`): a reaction time after a glimpse, WINKY (or Double Winky, holding a
  set itself) when its partner likely signalled, CONTRE WINKY on the opponent most likely to hold
  a set, each when its expected tokens reach the level's `accuse_margin`.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ...rules.winkybilly import Contre, Done, DoubleWinky, Swap, Winky, WinkyBillyObservation
from ...social.gaze import GRID
from ...social.perception import Sight
from ..director import NOW
from ..profile import BotProfile
from .beliefs import PRIOR_BOTH, PRIOR_SET, Beliefs
from .hand import any_swap, best_swap, is_set

REACTION_SPREAD = 0.25  # reaction times vary, log-normal around the level's mean
FASTEST_S = 0.15  # nobody acts on what they saw sooner
SWAP_PACE = 3.2  # a swap takes this many reaction times: a second or two at normal level
DONE_PACE = 8.0  # it waits this many reaction times for others' discards before raising its holster
SLIP_FROM_MS, SLIP_PER_MS = 250.0, 1 / 3000  # a mind slower than this now and then takes a worse card
STUCK_PHASES = 5  # exchange phases without a card for its type before it makes a second pair too
SIGNAL_GAP_S = 5.0  # a holder gives its partner this long to react before it signals again
LOOK_AT_SALOON = 0.25  # share of glances that go to the saloon while swapping is on
SALOON_GLANCE_S = 0.8  # it swaps (or raises its holster) only this soon after its eyes were on the saloon
LOOK_AT_PARTNER = 0.3  # share of the other glances that go to its partner
WATCH, WATCH_SKILL = 0.15, 0.35  # share of glances at an opponent looking at its partner (and skill's part)
RIGHT_CONTRE = 1.8  # a token off the accused team, and most often the WINKY its partner would have called
RIGHT_DOUBLE, WRONG_DOUBLE = 3.0, 2.0


@dataclass(frozen=True)
class Moment:
    """What a bot sees of the faces now: where each looks, whose eyes meet its own (and since
    when), and who looks at it."""

    looks: list[int]
    contact: tuple[int, float] | None = None
    watchers: tuple[int, ...] = ()


@dataclass
class WinkyBillyBot:
    seat: int
    profile: BotProfile
    rng: random.Random
    signal: str = "nod"  # its team's secret signal
    beliefs: Beliefs | None = None
    ready_at: float = 0.0  # when it may swap or raise its holster next
    saloon: list[Any] = field(default_factory=list)  # the saloon as last seen
    phase: tuple[str, int] = ("", 0)  # the phase word and exchange number as last seen
    set_since: float | None = None  # when its hand became a set
    plan: tuple[float, float] | None = None  # (partner's eyes met mine since, signal at)
    decided: bool = False  # the planned moment came and was used (or let pass)
    last_signal: float = -99.0
    fake_in: int | None = None  # the exchange phase in which it means to make a fake signal
    call_delay: float = 0.0  # from the end of the glimpse it called on to its last call
    idle_since: float | None = None  # since when the saloon has had nothing for it
    saloon_at: float = -99.0  # when its eyes were last on the saloon
    waiting: int = 0  # exchange phases since its hand last came nearer a set
    best: int = 0  # the most cards of one type its hand held then
    check_until: float = 0.0  # the end of the call's check it last saw begin

    def reaction(self) -> float:
        mean = self.profile.reaction_ms / 1000
        return max(FASTEST_S, mean * self.rng.lognormvariate(0.0, REACTION_SPREAD))

    @property
    def slip(self) -> float:
        """How often a swap is a worse choice than it could be."""
        return min(0.5, max(0.0, (self.profile.reaction_ms - SLIP_FROM_MS) * SLIP_PER_MS))

    def _beliefs(self, obs: WinkyBillyObservation) -> Beliefs:
        if self.beliefs is None:
            self.beliefs = Beliefs(self.seat, obs["players"], self.signal)
        return self.beliefs

    # ------------------------------------------------------------ eyes
    def perceive(
        self, sights: list[Sight], obs: WinkyBillyObservation, moment: Moment, skill: float, t: float
    ) -> None:
        """Take in the table: the calls, the faces' looks, what its own eyes believe they caught
        (noticing whether the partners' eyes met as often as its eyes are keen: `skill`)."""
        beliefs = self._beliefs(obs)
        beliefs.note_calls(obs, t)
        beliefs.note_looks(moment.looks, t)
        if moment.looks[self.seat] == GRID:
            self.saloon_at = t
        for sight in sights:
            if sight.observer == self.seat:
                beliefs.see(sight, sight.t + self.reaction(), noticed=self.rng.random() < skill)
        phase = (obs["phase"], obs["exchange"])
        if phase != self.phase:  # a new saloon, or the coup de feu: a moment to take it in
            if phase[1] != self.phase[1]:
                self.fake_in = phase[1] if self.rng.random() < self.profile.signal_fake_rate else None
                self._note_progress(obs["hand"])
            self.phase, self.idle_since = phase, None
            self.ready_at = max(self.ready_at, t + self.reaction())
        check = obs["check_until"]
        if check > t and check != self.check_until:  # the table stops: back to it after
            self.check_until = check
            self.ready_at = max(self.ready_at, check + self.reaction())
        if obs["saloon"] != self.saloon:  # someone swapped: something for it, perhaps
            self.saloon = obs["saloon"]
            self.ready_at = max(self.ready_at, t + self.reaction())
        if is_set(obs["hand"]):
            self.set_since = t if self.set_since is None else self.set_since
        else:
            self.set_since = self.plan = None

    def _note_progress(self, hand: list[Any]) -> None:
        """Count the exchange phases since the hand last came nearer a set."""
        most = max(Counter(kind for _, kind in hand).values(), default=0)
        self.waiting = 0 if most > self.best else self.waiting + 1
        self.best = most

    def gaze_target(self, obs: WinkyBillyObservation, looks: list[int], skill: float, t: float) -> int | None:
        """Where to look next (None: let the eyes wander): the saloon while swapping is on, its
        partner often, and the opponents who look at their partners. Never depends on its cards
        (a holder looks at the saloon as often as anyone)."""
        me, n = self.seat, obs["players"]
        teams = n // 2
        if obs["phase"] == "exchange" and self.rng.random() < LOOK_AT_SALOON:
            return GRID
        roll = self.rng.random()
        if roll < LOOK_AT_PARTNER:
            return obs["partner"]
        if roll < LOOK_AT_PARTNER + WATCH + WATCH_SKILL * skill:
            suspects = [o for o in range(n) if o % teams != me % teams and looks[o] == (o + teams) % n]
            if suspects:
                return self.rng.choice(suspects)
        return None

    # ------------------------------------------------------------ signalling
    def signal_now(self, obs: WinkyBillyObservation, moment: Moment, t: float) -> tuple[int, bool] | None:
        """(whom to make the team's signal at, whether it is a fake) now, or None."""
        if obs["over"] or obs["out"][obs["team"]] or t - self.last_signal < SIGNAL_GAP_S:
            return None
        chosen = self._real(obs, moment, t) if is_set(obs["hand"]) else self._fake(obs, moment)
        if chosen is not None:
            self.last_signal = t
        return chosen

    def _real(self, obs: WinkyBillyObservation, moment: Moment, t: float) -> tuple[int, bool] | None:
        """Signal when the partner's eyes meet mine, a human moment after, if the watchers allow."""
        partner, contact = obs["partner"], moment.contact
        if contact is None or contact[0] != partner:
            return None
        if self.plan is None or self.plan[0] != contact[1]:
            self.plan, self.decided = (contact[1], t + 0.25 + 0.35 * self.reaction()), False
        if self.decided or t < self.plan[1]:
            return None
        self.decided = True
        opponents = [w for w in moment.watchers if w % len(obs["tokens"]) != obs["team"]]
        since = t if self.set_since is None else self.set_since
        daring = max(self.profile.wink_boldness, min(1.0, (t - since) / max(0.1, self.profile.patience_s)))
        if opponents and self.rng.random() >= daring ** len(opponents):
            return None
        return partner, False

    def _fake(self, obs: WinkyBillyObservation, moment: Moment) -> tuple[int, bool] | None:
        """Bait: the team's signal at the partner while it looks away and an opponent looks on."""
        if self.fake_in != obs["exchange"]:
            return None
        partner = obs["partner"]
        if moment.looks[partner] == self.seat:
            return None
        if not any(w % len(obs["tokens"]) != obs["team"] for w in moment.watchers):
            return None
        self.fake_in = None
        return partner, True

    # ------------------------------------------------------------ acting
    def action(self, obs: WinkyBillyObservation, t: float) -> Any | None:
        """A call, a swap or the holster (with `t=NOW`), or None."""
        if obs["over"] or obs["out"][obs["team"]]:
            return None
        self._beliefs(obs).note_calls(obs, t)
        call = self.call(obs, t)
        if call is not None:
            return call
        if obs["phase"] != "exchange" or t < obs["check_until"]:
            return None  # no swapping in the countdown nor while a call is checked
        if t < self.ready_at or t - self.saloon_at > SALOON_GLANCE_S:
            return None  # it swaps with its eyes on the saloon
        hand, saloon = obs["hand"], obs["saloon"]
        choice = best_swap(hand, saloon, self.rng, second_pair=self.waiting >= STUCK_PHASES)
        if choice is not None and self.rng.random() < self.slip:
            choice = any_swap(hand, saloon, self.rng) or choice
        if choice is not None:
            self.idle_since = None
            self.ready_at = t + SWAP_PACE * self.reaction()
            return Swap(self.seat, NOW, *choice)
        if not obs["done"][self.seat]:
            if self.idle_since is None:  # nothing for it here: it looks the saloon over once more
                self.idle_since = t
                self.ready_at = t + DONE_PACE * self.reaction()
                return None
            self.ready_at = t + self.reaction()
            return Done(self.seat, NOW)
        return None

    def call(self, obs: WinkyBillyObservation, t: float) -> Any | None:
        """WINKY, Double Winky or CONTRE WINKY, whichever is worth most in tokens if any reaches
        the level's margin; only on glimpses taken in by now."""
        beliefs = self._beliefs(obs)
        me, partner, margin = self.seat, obs["partner"], self.profile.accuse_margin
        options: list[tuple[float, int, float, Any]] = []  # (tokens expected, about, glimpse, call)
        own = is_set(obs["hand"])
        chance, latest = beliefs.chance_of_set(partner, t, PRIOR_BOTH if own else PRIOR_SET)
        if latest is not None:
            options.append((2 * chance - 1, partner, latest, Winky(me, NOW)))
            if own:
                double = RIGHT_DOUBLE * chance - WRONG_DOUBLE * (1 - chance)
                options.append((double, partner, latest, DoubleWinky(me, NOW)))
        teams, out = len(obs["tokens"]), obs["out"]
        for o in range(obs["players"]):
            if o % teams == obs["team"] or out[o % teams]:
                continue
            chance, latest = beliefs.chance_of_set(o, t)
            if latest is not None:
                options.append((RIGHT_CONTRE * chance - (1 - chance), o, latest, Contre(me, NOW, o)))
        if not options:
            return None
        worth, about, latest, chosen = max(options, key=lambda option: option[0])
        if worth < margin:
            return None
        beliefs.forget(about, t)
        self.call_delay = t - latest
        return chosen
