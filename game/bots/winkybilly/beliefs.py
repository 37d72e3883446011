"""What a WinkyBilly bot makes of the gestures its own eyes caught: who may hold four of a kind.

Every gesture a bot believes it saw (a `Sight`: the gesture, the face it blames, whom that face
looked at, how clearly) becomes a `Glimpse`. Only a gesture aimed at the face's partner counts. A
hand stays a set until a call checks it, so a face's glimpses count until a call shows its hand.
Whether a gesture was meant is never known (every face makes the same gestures as fidgets), so
the glimpses of a face are weighed between "holds a set, and signals" and "holds none", for each
gesture K its team's signal may be (with the chance q(K) the bot gives it), glimpse by glimpse:

    P(glimpse | set, K)    = [kind is K] * SIGNAL[met] * (WATCHED for an opponent) + share(kind) * FIDGET
    P(glimpse | no set, K) = share(kind) * FIDGET + [kind is K] * FAKE[met]

`share` is how much of what one glimpses of a face holding no set is that gesture (blinks taken
for winks included). `met` is whether the two partners' eyes met then: teams signal when they
do, and fake when they do not; a bot notices it only as often as its eyes are keen, and takes a
gesture whose moment it did not notice for one made as their eyes met. A holder signals less
under an opponent's eyes (WATCHED). A blurred glimpse counts less. The constants were measured on
bot games (the share of glimpses of each sort whose face held a set).

`q` is what the bot believes of that team's secret signal: its own team's it knows. An opponent
team's it learns by the same odds, from every gesture it saw one of them make at the other as
their eyes met, and above all from those it saw just before a right WINKY (or Double Winky) of
that team: that hand held a set. A call is worth it when the chance of a set makes its expected
tokens (`bot.py`) reach the bot's `accuse_margin`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ...rules.winkybilly import WinkyBillyObservation
from ...social.fidgets import GESTURE_KINDS
from ...social.perception import Sight
from ...social.signals import GESTURES

KINDS = (*GESTURES, "wink")  # what a team's signal may be
WINK_SHARE = 0.25  # a wink is no fidget, but blinks taken for winks are a quarter of what one sees
_GESTURES = sum(GESTURE_KINDS[kind][0] for kind in GESTURES)
# How often each gesture (or a wink) is what one glimpses of a face holding no set, as a share of
# every such glimpse (measured on bot games).
FIDGET_SHARE: dict[str, float] = {
    kind: (1.0 - WINK_SHARE) * GESTURE_KINDS[kind][0] / _GESTURES for kind in GESTURES
} | {"wink": WINK_SHARE}
PRIOR_SET = 0.2  # the chance that any face holds a set, before any glimpse of it
# … that its partner holds one too, for a bot holding a set: both sets seldom last, since each
# signals the other
PRIOR_BOTH = 0.12
SIGNAL = {True: 1.0, False: 0.3}  # how often a holder's signal is seen by its partner, eyes met or not
WATCHED = 0.7  # … and by an opponent, whose eyes a holder avoids
FIDGET = 1.4  # how often a fidget is seen at a partner, against a signal
FAKE = {True: 0.02, False: 1.0}  # how often a fake is seen, eyes met or not
MET_SLACK_S = 1.0  # a gesture ending this soon after the partners' eyes last met was made as they met
LEARN_BEFORE_CALL_S = 12.0  # a right WINKY shows the set behind the gestures seen this long before it
LEARN_MET = 0.5  # a glimpse of partners whose eyes met teaches this much (it is counted twice)
MEMORY_S = 20.0  # glimpses older than this are forgotten


@dataclass(frozen=True, slots=True)
class Glimpse:
    seat: int  # the face the bot blames
    target: int | None  # whom that face looked at
    kind: str  # the gesture the bot believes it saw
    clarity: float
    t: float  # when the gesture ended
    met: bool | None  # whether the eyes of `seat` and its partner met as it was made (None: unnoticed)
    act_at: float  # when the bot has taken it in and may act on it


@dataclass
class Beliefs:
    """One bot's memory of gestures at a table of `players` seats in `teams` teams."""

    seat: int
    players: int
    own_signal: str
    glimpses: list[Glimpse] = field(default_factory=list)
    learned: dict[int, dict[str, float]] = field(default_factory=dict)  # team -> kind -> log odds
    since: list[float] = field(default_factory=list)  # seat -> when a call last showed its hand
    met_at: list[float] = field(default_factory=list)  # seat -> when its eyes last met its partner's
    calls: int = 0  # calls seen so far

    def __post_init__(self) -> None:
        self.teams = self.players // 2
        self.since = [-math.inf] * self.players
        self.met_at = [-math.inf] * self.players

    def partner(self, seat: int) -> int:
        return (seat + self.teams) % self.players

    def team(self, seat: int) -> int:
        return seat % self.teams

    # ------------------------------------------------------------ taking things in
    def note_looks(self, looks: list[int], t: float) -> None:
        """Whose eyes meet their partner's now (everyone sees where the faces look)."""
        for s in range(self.players):
            p = self.partner(s)
            if looks[s] == p and looks[p] == s:
                self.met_at[s] = t

    def see(self, sight: Sight, act_at: float, noticed: bool = True) -> None:
        """A gesture this bot believes it saw; it may act on it from `act_at`. `noticed`: whether
        it noticed if the partners' eyes met then."""
        seat = sight.seat
        if seat == self.seat or sight.target != self.partner(seat):
            return  # only a gesture at one's partner could be a team's signal
        met = sight.t - self.met_at[seat] <= MET_SLACK_S if noticed else None
        self.glimpses.append(Glimpse(seat, sight.target, sight.kind, sight.certainty, sight.t, met, act_at))
        if len(self.glimpses) > 100:
            self.glimpses = [g for g in self.glimpses if sight.t - g.t < MEMORY_S]
        if met and self.team(seat) != self.team(self.seat):
            self._learn(self.glimpses[-1], PRIOR_SET, LEARN_MET)

    def note_calls(self, obs: WinkyBillyObservation, t: float) -> None:
        """Take in the calls made since last time: what they teach and whose hands they showed."""
        count = obs["calls"]
        if count == self.calls:
            return
        if count - self.calls > 1:  # calls it never saw settle: whatever it saw may be stale
            self.since = [t] * self.players
        self.calls = count
        call = obs["last_call"]
        assert call is not None  # (calls were made)
        caller, target, when = call["seat"], call["target"], call["t"]
        if call["call"] != "contre":  # WINKY or Double Winky: the target is the caller's partner
            self._learn_from_call(caller, target, when, call["right"])
            self.since[caller] = max(self.since[caller], when)
        self.since[target] = max(self.since[target], when)
        self.glimpses = [g for g in self.glimpses if t - g.t < MEMORY_S]

    def forget(self, seat: int, t: float) -> None:
        """This bot just called on `seat`'s hand: what it saw of it is spent."""
        self.since[seat] = max(self.since[seat], t)

    def _learn_from_call(self, caller: int, target: int, when: float, right: bool) -> None:
        """A right call showed that `target` held a set: its gestures at the caller just before
        were likely the signal. (A wrong one showed no set: its gestures were not.)"""
        if self.team(caller) == self.team(self.seat):
            return
        for g in self.glimpses:
            if g.seat == target and g.target == caller and when - LEARN_BEFORE_CALL_S <= g.t <= when:
                self._learn(g, 1.0 if right else 0.0, 1.0)

    def _learn(self, g: Glimpse, held: float, weight: float) -> None:
        """Weigh each gesture's odds of being `g`'s team's signal by how well it explains `g`,
        given the chance `held` that its face held a set."""
        learned = self.learned.setdefault(self.team(g.seat), dict.fromkeys(KINDS, 0.0))
        for kind in KINDS:
            yes, no = self._odds(g, kind)
            learned[kind] += weight * math.log(held * yes + (1.0 - held) * no)

    # ------------------------------------------------------------ beliefs
    def signal_odds(self, team: int) -> dict[str, float]:
        """What the bot believes `team`'s secret signal is: kind -> chance."""
        if team == self.team(self.seat):
            return {self.own_signal: 1.0}
        learned = self.learned.get(team)
        if learned is None:
            return dict.fromkeys(KINDS, 1.0 / len(KINDS))
        top = max(learned.values())
        weights = {kind: math.exp(w - top) for kind, w in learned.items()}
        total = sum(weights.values())
        return {kind: w / total for kind, w in weights.items()}

    def _odds(self, g: Glimpse, signal: str) -> tuple[float, float]:
        """P(glimpse | set), P(glimpse | no set), if the team's signal is `signal`."""
        met = g.met is not False  # a moment it did not notice: taken for a meeting of eyes
        fidget = FIDGET_SHARE.get(g.kind, 0.0) * FIDGET
        if g.kind != signal:
            return fidget, fidget
        seen = WATCHED if self.team(g.seat) != self.team(self.seat) else 1.0
        yes, no = SIGNAL[met] * seen + fidget, fidget + FAKE[met]
        return g.clarity * yes + (1.0 - g.clarity) * no, no  # a blurred glimpse tells less

    def chance_of_set(self, seat: int, t: float, prior: float = PRIOR_SET) -> tuple[float, float | None]:
        """(the chance `seat` holds a set, the end of the latest glimpse it rests on, or None when
        no glimpse since its hand was last shown has been taken in by `t`).

        Weighed over what the team's signal may be: glimpses of one gesture, again and again, say
        more than as many glimpses of different ones."""
        partner, since = self.partner(seat), self.since[seat]
        seen = [
            g
            for g in self.glimpses
            if g.seat == seat and g.target == partner and since < g.t and g.act_at <= t and t - g.t < MEMORY_S
        ]
        if not seen:
            return prior, None
        yes = no = 0.0
        for signal, chance in self.signal_odds(self.team(seat)).items():
            if chance <= 0:
                continue
            y = n = chance
            for g in seen:
                gy, gn = self._odds(g, signal)
                y, n = y * gy, n * gn
            yes, no = yes + y, no + n
        odds = prior / (1.0 - prior) * yes / no  # every fidget share is above 0: no > 0
        return odds / (1.0 + odds), max(g.t for g in seen)
