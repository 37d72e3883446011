"""What WinkyBilly's table does on the sim clock (the `Policy` of WinkyBilly on `TableDirector`).

Time alone moves the engine (the countdown's "COUP DE FEU!", an idle exchange closing), so every
tick brings a `Tick` when one is due. There are no turns: everyone swaps and calls at once. Any
face may make any gesture at any moment (the rules allow fake signals). What the bots do is
`WinkyBillyBot`'s (`bot.py`); this file is the table's side and the record.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ...rules.core import Event
from ...rules.winkybilly import ENGINE, Tick, WinkyBillyObservation, WinkyBillyState, is_set
from ...rules.winkybilly.actions import CALLS
from ...rules.winkybilly.cards import type_name
from ...social.signals import Signal
from ...social.table import Perceived
from ..director import NOW, Policy, TableArgs, TableDirector, Tally
from ..profile import BotProfile
from .bot import Moment, WinkyBillyBot
from .waiting import Waiting

# The director of a WinkyBilly table, as its policy's hooks get it.
WinkyBillyDirector = TableDirector[WinkyBillyState, WinkyBillyObservation, WinkyBillyBot]

CALL_KINDS = ("winky", "contre", "double")


@dataclass
class WinkyBillyTally(Tally):
    """A WinkyBilly table's record: calls right and wrong of each kind, swaps, phases, signals."""

    calls: Counter[str] = field(default_factory=Counter)  # "winky_right", "contre_wrong"…
    by_seat: dict[int, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    swaps: int = 0
    phases: int = 1
    fake_signals: int = 0
    signals_caught_by_partner: int = 0  # deliberate signals (fakes too) its partner saw for what they were
    signals_caught_by_opponents: int = 0  # … that at least one opponent saw for what they were
    fakes_caught_by_opponents: int = 0
    made: dict[Signal, bool] = field(default_factory=dict)  # deliberate signals -> whether a fake
    caught: set[tuple[Signal, str]] = field(default_factory=set)  # (signal, "partner" or "opponents")
    call_delays: dict[int, list[float]] = field(default_factory=lambda: defaultdict(list))


class WinkyBillyPolicy(Policy[WinkyBillyState, WinkyBillyObservation, WinkyBillyBot]):
    engine = ENGINE
    think_s = (0.0, 0.0)  # no turns
    gestures = True  # every face makes gestures, and a team's signal is one

    def __init__(self, signals: dict[int, str]) -> None:
        """`signals`: each team's secret gesture (team -> a kind of `social.signals.GESTURES` or
        "wink"). A bot is told only its own team's."""
        self.signals = dict(signals)
        self.waiting = Waiting()

    def new_bot(self, seat: int, profile: BotProfile, rng: random.Random) -> WinkyBillyBot:
        return WinkyBillyBot(seat, profile, rng, signal=self.signals[seat % self.teams])

    def new_tally(self) -> WinkyBillyTally:
        self.tally = WinkyBillyTally()  # kept for the trace's truth
        return self.tally

    def begin(self, state: WinkyBillyState) -> None:
        missing = [team for team in range(state.teams) if team not in self.signals]
        if missing:
            raise ValueError(f"team {missing[0] + 1} has no secret signal")
        self.teams = state.teams

    # ------------------------------------------------------------ time
    def time_actions(self, table: WinkyBillyDirector) -> Iterable[Any]:
        """A look that keeps the saloon for a human still reading it (the table's pace:
        waiting.py), then the tick that time brings, if one is due (a generator: the look is
        applied before the tick is weighed)."""
        state = table.state
        look = self.waiting.look(state, table.t, table.pace, table.social.humans)
        if look is not None:
            yield look
        if not state.is_over() and state.next_at <= table.t:
            yield Tick(NOW)

    # ------------------------------------------------------------ bots
    def perceive(
        self, table: WinkyBillyDirector, seat: int, bot: WinkyBillyBot, caught: list[Perceived]
    ) -> None:
        mine = [p for p in caught if p.observer == seat]
        self._count_caught(table, mine)
        social = table.social
        moment = Moment(social.looks())
        bot.perceive(
            [p.sight for p in mine], table.observe(seat), moment, social.profiles[seat].perception, table.t
        )

    def gaze(self, table: WinkyBillyDirector, seat: int, bot: WinkyBillyBot) -> int | None:
        social = table.social
        looks = social.looks()
        return bot.gaze_target(table.observe(seat), looks, social.profiles[seat].perception, table.t)

    def signal(self, table: WinkyBillyDirector, seat: int, bot: WinkyBillyBot) -> None:
        social = table.social
        if social.gesturing(seat):
            return
        looks = social.looks()
        moment = Moment(looks, social.in_contact(seat), tuple(social.watchers(seat)))
        chosen = bot.signal_now(table.observe(seat), moment, table.t)
        if chosen is not None:
            table.gesture(seat, self.signals[seat % self.teams], chosen[0])

    def act(self, table: WinkyBillyDirector, seat: int, bot: WinkyBillyBot) -> Any | None:
        action = bot.action(table.observe(seat), table.t)
        if action is not None and type(action) in CALLS:
            assert isinstance(table.tally, WinkyBillyTally)
            table.tally.call_delays[seat].append(bot.call_delay)
        return action

    # ------------------------------------------------------------ the record of signals
    def gestured(self, table: WinkyBillyDirector, signal: Signal) -> None:
        """Recorded with whether its maker held no set (a fake): for the figures and the trace's
        truth, never for the bots."""
        tally = table.tally
        assert isinstance(tally, WinkyBillyTally)
        self.note_signal(tally, signal, fake=not is_set(table.state.hands[signal.seat]))

    def note_signal(self, tally: WinkyBillyTally, signal: Signal, fake: bool) -> None:
        """A deliberate signal (a bot's or a human's), and whether its maker held no set."""
        tally.made[signal] = fake
        tally.fake_signals += fake

    def _count_caught(self, table: WinkyBillyDirector, caught: list[Perceived]) -> None:
        """Deliberate signals seen for what they were (the right face, the right gesture)."""
        tally = table.tally
        assert isinstance(tally, WinkyBillyTally)
        teams = self.teams
        for p in caught:
            signal, sight = p.signal, p.sight
            if signal not in tally.made or sight.seat != signal.seat or sight.kind != signal.kind:
                continue
            if p.observer == (signal.seat + teams) % table.state.n:
                who = "partner"
            elif p.observer % teams != signal.seat % teams:
                who = "opponents"
            else:
                continue
            if (signal, who) in tally.caught:
                continue
            tally.caught.add((signal, who))
            if who == "partner":
                tally.signals_caught_by_partner += 1
            else:
                tally.signals_caught_by_opponents += 1
                tally.fakes_caught_by_opponents += tally.made[signal]

    # ------------------------------------------------------------ humans and the record
    def may_gesture(self, table: WinkyBillyDirector, seat: int, kind: str, target: int | None) -> bool:
        return not table.state.is_over()  # fake signals are allowed: any gesture, any time

    def count(self, tally: Tally, events: list[Event]) -> None:
        assert isinstance(tally, WinkyBillyTally)
        for e in events:
            kind = e.kind
            self.waiting.note(kind, e.data.get("seat"))
            if kind in CALL_KINDS:
                verdict = "right" if e.data["right"] else "wrong"
                tally.calls[f"{kind}_{verdict}"] += 1
                tally.by_seat[e.data["seat"]][f"{kind}_{verdict}"] += 1
            elif kind == "swap":
                tally.swaps += 1
            elif kind == "new_saloon":
                tally.phases += 1

    def verdict(self, events: list[Event]) -> Any:
        for e in events:
            if e.kind in CALL_KINDS:
                return "right" if e.data["right"] else "wrong"
        return [e.kind for e in events]

    def facts(self) -> dict[str, Any]:
        """Each team's secret signal."""
        return {"signals": {str(team): kind for team, kind in self.signals.items()}}

    def truth(self, state: WinkyBillyState) -> dict[str, Any]:
        """Each team's secret signal, the hands at the end (by type), the tokens, and every
        deliberate signal (when it began, who made it at whom, whether it was a fake)."""
        return {
            "signals": {str(team): kind for team, kind in self.signals.items()},
            "hands": [[type_name(c) for c in hand] for hand in state.hands],
            "tokens": list(state.tokens),
            "made": [
                {"t": round(s.start, 4), "seat": s.seat, "target": s.target, "fake": fake}
                for s, fake in self.tally.made.items()
            ],
        }


def new_policy(args: TableArgs) -> WinkyBillyPolicy:
    """The policy of a WinkyBilly table: every team needs its secret signal in `args.signals`."""
    return WinkyBillyPolicy(dict(args.signals))
