"""`simulate wink --screen-human` (the Wink spec names it): a scripted human at a Wink table of
bots, who knows only what the screen says to them.

The human sits at seat 0 at the table's pace. On its turn it calls a card it may call (the screen
lights them) and names a partner at random, or names nobody where the rules allow. It winks only
while its moment line says "wink now" (`game.ui.tables.wink.moments.called`, the very lines the
table draws above the hand), a human reaction time after the line came up, once each time a caller
turns its eyes to it; never at another moment. What is measured: of the bots' calls of its
numbers, how many the caller named right (the human's wink seen and believed): `named_right_share`
of the calls that came to a naming, `named_right_of_calls` of all (some are taken first by a right
accusation of the human, some are still open when the game ends).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from typing import Any

from ....bots.director import TableDirector
from ....bots.pace import pace_named
from ....bots.runs import STEP, Profiles
from ....bots.wink.policy import WinkPolicy
from ....rules.wink import Call, Name, Pass, new_game
from ....rules.wink.presets import Naming, preset
from ....social.gaze import GRID
from .moments import called

HUMAN = 0
REACTION_S = 0.65  # a person's median time from a line appearing to the key (log-normal spread)
REACTION_SPREAD = 0.3
LOOK_AWAY_S = 0.4  # after its wink, the human looks back at the grid
TURN_S = 1.5  # the human's own call or naming takes this long
MAX_GAME_S = 1800.0


class ScreenHuman:
    """Seat 0's player: reads its moment lines every frame, winks when one says "wink now"."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.due: dict[int, float] = {}  # caller looking at us -> when we press the key
        self.winks = 0
        self.turn_at: float | None = None  # when the human's own call or naming is made
        self.sent: Counter[tuple[int, int]] = Counter()  # (caller, number) -> winks it sent for it
        self.look_away_at: float | None = None  # after a wink, the eyes go back to the grid

    def winked(self, caller: int, number: int) -> int:
        return self.sent[(caller, number)]

    def frame(self, table: TableDirector[Any, Any, Any]) -> None:
        obs = table.observe(HUMAN)
        t = table.t
        lines = called(obs, HUMAN, lambda seat: table.social.looking_at(seat, t), "W", self.winked)
        looking = {m.seat for m in lines if m.urgent and m.seat is not None}
        for caller in list(self.due):
            if caller not in looking:
                del self.due[caller]  # the line went before the key: no wink
        for caller in looking:
            if caller not in self.due:
                self.due[caller] = t + REACTION_S * self.rng.lognormvariate(0.0, REACTION_SPREAD)
            elif t >= self.due[caller] > 0:
                self.due[caller] = -1.0  # pressed: once while this look lasts
                if table.human_wink(HUMAN, caller):
                    self.winks += 1
                    self.sent[(caller, obs["pawns"][caller])] += 1
                    self.look_away_at = t + LOOK_AWAY_S
        if self.look_away_at is not None and t >= self.look_away_at:
            self.look_away_at = None
            table.human_look(HUMAN, GRID)
        if obs["current"] != HUMAN or obs["over"]:
            return
        if self.turn_at is None:
            self.turn_at = t + TURN_S
        elif t >= self.turn_at:
            self.turn_at = None
            self.play_turn(table, obs)

    def play_turn(self, table: TableDirector[Any, Any, Any], obs: Any) -> None:
        if obs["step"] == "name":
            others = [s for s in range(obs["players"]) if s != HUMAN]
            optional = preset(obs["preset"]).naming is Naming.OPTIONAL
            table.human_act(Pass(HUMAN) if optional else Name(HUMAN, self.rng.choice(others)))
        else:
            table.human_act(Call(HUMAN, self.rng.choice(obs["callable"])))


def play(bots: Profiles, level: str, pace: str, calls: int, seed: int, **config: Any) -> dict[str, Any]:
    """Games at seeds seed, seed+1, … until the bots have called `calls` numbers the human holds;
    a JSON-able summary. `bots` holds every seat's profiles but the human's (seat 0)."""
    if HUMAN in bots:
        raise ValueError("seat 0 is the scripted human's")
    start = time.perf_counter()
    rng = random.Random(seed)
    fate: Counter[str] = Counter()
    open_calls: dict[int, int] = {}  # caller -> the human's number it called, until decided
    human_winks = games = 0
    sim_s = 0.0
    while fate.total() < calls:
        state = new_game(seed=seed + games, **config)
        table = TableDirector(state, WinkPolicy(), bots, seed=seed + games, pace=pace_named(pace))
        human = ScreenHuman(random.Random(rng.getrandbits(32)))
        games += 1
        while not state.is_over() and table.t < MAX_GAME_S and fate.total() < calls:
            human.frame(table)
            hand = set(table.observe(HUMAN)["hand"])
            for e in table.step(STEP):
                _count(e.kind, e.data, hand, open_calls, fate)
        fate["unresolved"] += len(open_calls)
        open_calls.clear()
        human_winks += human.winks
        sim_s += table.t
    total = fate.total()
    named = fate["named_right"] + fate["named_wrong"] + fate["passed"]  # the calls that came to a naming
    return {
        "game": "wink",
        "screen_human": True,
        "pace": pace,
        **config,
        "bots": level,
        "seed": seed,
        "games": games,
        "calls_of_human": total,
        "named_right": fate["named_right"],
        "named_wrong": fate["named_wrong"],
        "passed": fate["passed"],
        "taken_by_accusation": fate["taken"],
        "unresolved": fate["unresolved"],
        "human_winks": human_winks,
        "named_right_share": round(fate["named_right"] / named, 3) if named else None,
        "named_right_of_calls": round(fate["named_right"] / total, 3) if total else None,
        "mean_game_seconds": round(sim_s / games, 1),
        "seconds": round(time.perf_counter() - start, 3),
    }


def _count(
    kind: str, d: dict[str, Any], hand: set[int], open_calls: dict[int, int], fate: Counter[str]
) -> None:
    """Follow each bot call of a number the human holds to what decided it."""
    seat: int = d.get("seat", -1)
    if kind == "call" and seat != HUMAN and d["number"] in hand:
        open_calls[seat] = d["number"]
    elif kind in ("named_right", "named_wrong", "passed") and open_calls.get(seat) == d["number"]:
        del open_calls[seat]
        right = kind == "named_right" and d["target"] == HUMAN
        fate["named_right" if right else "passed" if kind == "passed" else "named_wrong"] += 1
    elif kind == "accused" and d["right"] and open_calls.get(d["caller"]) == d["number"]:
        del open_calls[d["caller"]]
        fate["taken"] += 1
