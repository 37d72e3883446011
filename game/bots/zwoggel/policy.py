"""What Zwoggel's bots do at a table (the `Policy` of Zwoggel on the generic `TableDirector`).

A bot looks at its seat's observation whenever the table changed, remembers what it must
(`ZwoggelBot`), and on its turn hands its decision to the table's `Thinker` at once, so that a
search runs while the watchers follow the previous move. Its actions are paced for them: the
first reveal of a turn comes after the director's think time, each further action of the turn
a moment after the one before, and never before the thinker has delivered.
"""

from __future__ import annotations

import logging
import random
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from ...rules.core import Event
from ...rules.zwoggel import ENGINE, ZwoggelObservation, ZwoggelState, reveal_all
from ...rules.zwoggel.actions import Action
from ...social.gaze import GRID
from ...social.table import Perceived
from ..director import Policy, TableArgs, TableDirector, Tally
from ..profile import BotProfile
from .bot import ZwoggelBot
from .thinker import Thinker

# The director of a Zwoggel table, as its policy's hooks get it.
ZwoggelDirector = TableDirector[ZwoggelState, ZwoggelObservation, ZwoggelBot]

log = logging.getLogger(__name__)
FIRST_ACTION_S = (1.2, 2.5)  # from the start of a bot's turn to its first reveal
NEXT_ACTION_S = (0.6, 1.2)  # between one action of a bot's turn and the next
WATCH_PLAYER_S = 0.8  # how long the others look at the face of a player whose turn begins


@dataclass
class ZwoggelTally(Tally):
    """A Zwoggel table's record: the Zwoggels each seat caught, turns, each bot's decisions."""

    turns: int = 0
    by_seat: dict[int, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    decision_ms: dict[int, list[float]] = field(default_factory=lambda: defaultdict(list))
    playouts: dict[int, list[int]] = field(default_factory=lambda: defaultdict(list))


def moment(obs: ZwoggelObservation) -> tuple[Any, ...]:
    """One decision point of a turn: the turn, the phase, the reveals left, the cards held."""
    return obs["turn"], obs["phase"], obs["reveals_left"], len(obs["hand"])


class ZwoggelPolicy(Policy[ZwoggelState, ZwoggelObservation, ZwoggelBot]):
    engine = ENGINE
    think_s = FIRST_ACTION_S
    signals_to_humans = False  # nobody signals at Zwoggel: faces only look

    def __init__(self, thinker: str = "inline") -> None:
        """`thinker`: "inline" (tests, `simulate`: by playout count, the same game on any machine)
        or "process" (a live table: searches in a worker process, stopped by `close()`)."""
        self.thinker = Thinker(thinker)
        self.asked: tuple[int, tuple[Any, ...]] | None = None  # the seat and moment submitted last
        self.ready_at = 0.0  # the next action of a turn comes no sooner
        self.seen: dict[int, int] = {}  # seat -> how many events the table had when it last looked
        self.turn_seen = (-1, 0.0)  # the turn number and when its start was seen

    def new_bot(self, seat: int, profile: BotProfile, rng: random.Random) -> ZwoggelBot:
        return ZwoggelBot(seat, profile, rng)

    def new_tally(self) -> ZwoggelTally:
        return ZwoggelTally()

    def turn_seat(self, state: ZwoggelState) -> int | None:
        return None if state.is_over() else state.current

    # ------------------------------------------------------------ bots
    def perceive(self, table: ZwoggelDirector, seat: int, bot: ZwoggelBot, caught: list[Perceived]) -> None:
        """Look again when the table changed; on its turn, ask the thinker at once."""
        changes = len(table.tally.events)
        if self.seen.get(seat) == changes:
            return
        self.seen[seat] = changes
        obs = table.observe(seat)
        bot.see(obs)
        if obs["turn"] != self.turn_seen[0]:
            self.turn_seen = (obs["turn"], table.t)
        if obs["current"] != seat or obs["over"]:
            return
        asked = (seat, moment(obs))
        if asked != self.asked:
            self.asked = asked
            self.thinker.submit(bot.request(obs, self.thinker.deterministic))

    def turn_action(self, table: ZwoggelDirector, seat: int, bot: ZwoggelBot) -> Action | None:
        """The thinker's action, once it has come and the watchers had a moment."""
        if table.t < self.ready_at:
            return None
        pending = self.thinker.pending()
        if pending is None or pending.seat != seat:
            return None
        action = self.thinker.poll()
        if action is None:
            return None
        legal = table.state.legal_actions(seat)
        if action not in legal:  # a bug in a bot must not stop the table
            log.error("Zwoggel bot %d chose %r, which the rules refuse; it plays %r", seat, action, legal[0])
            action = legal[0]
        self.ready_at = table.t + table.rng.uniform(*NEXT_ACTION_S)
        bot.did(action)
        tally = table.tally
        decision = self.thinker.last
        if isinstance(tally, ZwoggelTally) and decision is not None:
            tally.decision_ms[seat].append(decision.ms)
            tally.playouts[seat].append(decision.playouts)
        return action

    def gaze(self, table: ZwoggelDirector, seat: int, bot: ZwoggelBot) -> int | None:
        """The board on its own turn; a player's face as its turn begins, then the board."""
        state = table.state
        if state.is_over() or state.current == seat:
            return GRID
        turn, since = self.turn_seen
        return state.current if turn == state.turn and table.t - since < WATCH_PLAYER_S else GRID

    # ------------------------------------------------------------ the record
    def count(self, tally: Tally, events: list[Event]) -> None:
        assert isinstance(tally, ZwoggelTally)
        for e in events:
            if e.kind == "turn":
                tally.turns += 1
            elif e.kind in ("reveal", "caught", "place", "out"):
                tally.by_seat[e.data["seat"]][e.kind] += 1

    def verdict(self, events: list[Event]) -> Any:
        kinds = [e.kind for e in events]
        return "caught" if "caught" in kinds else kinds

    def truth(self, state: ZwoggelState) -> dict[str, Any]:
        """The post-game reveal and the Zwoggels each seat caught."""
        return {**reveal_all(state), "caught": [len(p) for p in state.caught]}

    # ------------------------------------------------------------ the table's life
    def thinking(self) -> int | None:
        return self.thinker.thinking()

    def close(self) -> None:
        self.thinker.close()


def new_policy(args: TableArgs) -> ZwoggelPolicy:
    """The policy of a Zwoggel table: a live table's bots search in a worker process."""
    return ZwoggelPolicy("process" if args.worker else "inline")
