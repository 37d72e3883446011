"""What Wink's bots do at a table (the `Policy` of Wink on the generic `TableDirector`).

Everyone watches the faces near the action; a holder winks when its eyes meet its caller's (and
ideally nobody else's are on it); a caller searches the faces; everyone accuses a wink it believes
it saw between two others when that is worth the card; on its turn a bot names the partner it saw
winking for this card, or guesses, or passes, or calls a card.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from ...rules.core import Event
from ...rules.wink import ENGINE, WinkObservation, WinkState
from ...social.table import Perceived
from ..director import Policy, TableArgs, TableDirector, Tally
from ..profile import BotProfile
from .bot import WinkBot

# The director of a Wink table, as its policy's hooks get it.
WinkDirector = TableDirector[WinkState, WinkObservation, WinkBot]

EYES = ("left", "right")
TURN_THINK_S = (2.5, 4.5)  # how long a bot looks around before it acts on its turn (read when a table opens)
LOOK_REST_S = 1.0  # a caller owing a human a look glances elsewhere this long between two held looks
MAX_NAME_WAIT_S = 30.0  # a caller waits for its looks at the humans no longer than this after its call


@dataclass
class WinkTally(Tally):
    """A Wink table's record: the social counts, names and accusations."""

    named_right: int = 0
    named_wrong: int = 0
    accusations_right: int = 0
    accusations_wrong: int = 0
    by_seat: dict[int, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    accuse_delays: dict[int, list[float]] = field(default_factory=lambda: defaultdict(list))


class WinkPolicy(Policy[WinkState, WinkObservation, WinkBot]):
    engine = ENGINE

    def __init__(self) -> None:
        self.think_s = TURN_THINK_S

    def new_bot(self, seat: int, profile: BotProfile, rng: random.Random) -> WinkBot:
        return WinkBot(seat, profile, rng)

    def new_tally(self) -> WinkTally:
        return WinkTally()

    def turn_seat(self, state: WinkState) -> int:
        return state.current

    def turn_action(self, table: WinkDirector, seat: int, bot: WinkBot) -> Any:
        """The bot's naming or call. At a table with a human, a call (which ends the turn, and so
        the next caller's time for winks) waits until a bot sitting next, whose call is open,
        gave every human the looks the table's pace asks: whoever holds the twin, the wait tells
        nothing of the cards."""
        obs = table.observe(seat)
        pace = table.pace
        if pace is not None and obs["step"] == "call":
            after = table.bots.get((seat + 1) % obs["players"])
            young = after is not None and table.t - after.my_call[1] < MAX_NAME_WAIT_S
            if young and after is not None and after.owed(table.social.humans, pace.looks, pace.look_s):
                return None  # asked again next tick
        return bot.turn_action(obs)

    def perceive(self, table: WinkDirector, seat: int, bot: WinkBot, caught: list[Perceived]) -> None:
        sights = [p.sight for p in caught if p.observer == seat]  # what it believes, never the truth
        social = table.social
        bot.perceive(sights, table.observe(seat), social.in_contact(seat), table.t)
        if table.pace is not None:
            looking = social.gaze[seat].current
            alone = looking >= 0 and not [o for o in social.watchers(looking) if o != seat]
            bot.note_humans(social.humans, looking, social.in_contact(seat), table.t, alone)

    def gaze(self, table: WinkDirector, seat: int, bot: WinkBot) -> int | None:
        """Where the bot looks; at a table with a human, a caller gives each human held looks while
        no other face watches them (as many as the pace asks): a holder among them has the time
        to wink back unseen, as a bot holder would wait for. Everyone sees where faces look: this
        depends on nothing hidden."""
        social = table.social
        pace = table.pace
        rested = pace is not None and table.t - bot.last_human_look >= pace.hold_s + LOOK_REST_S
        if pace is not None and pace.hold_s > 0 and rested:
            owed = [h for h in bot.owed(social.humans, pace.looks, pace.look_s) if not social.watchers(h)]
            if owed:
                human = bot.rng.choice(owed)
                bot.last_human_look = table.t
                social.look(seat, human, hold=pace.hold_s)
                return human
        looks = social.looks()
        return bot.gaze_target(table.observe(seat), looks, social.profiles[seat].perception, table.t)

    def signal(self, table: WinkDirector, seat: int, bot: WinkBot) -> None:
        """Wink at a caller holding our card's twin, a moment after our eyes meet."""
        social = table.social
        contact = social.in_contact(seat)
        if contact is None or social.winking(seat):
            return
        obs = table.observe(seat)
        if not obs["wink_at"]:
            return
        watchers = len([o for o in social.watchers(seat) if o != contact[0]])
        room = social.held_until[seat] - table.t
        chosen = bot.wink_now(obs, contact, watchers, room, lambda: social.wink_length(seat), table.t)
        if chosen is not None:
            caller, length = chosen
            table.wink(seat, caller, eye=table.rng.choice(EYES), duration=length)

    def act(self, table: WinkDirector, seat: int, bot: WinkBot) -> Any | None:
        accusation = bot.accusation(table.observe(seat), table.t)
        if accusation is not None:
            assert isinstance(table.tally, WinkTally)
            table.tally.accuse_delays[seat].append(bot.accuse_delay)
        return accusation

    def may_wink(self, table: WinkDirector, seat: int, target: int) -> bool:
        """Nobody may wink at a non-partner: only at a caller whose card's twin `seat` holds."""
        return target in table.state.wink_targets(seat)

    def count(self, tally: Tally, events: list[Event]) -> None:
        assert isinstance(tally, WinkTally)
        for e in events:
            kind = e.kind
            seat = e.data.get("seat")
            mine = tally.by_seat[seat] if isinstance(seat, int) else Counter()
            if kind == "named_right":
                tally.named_right += 1
                mine["names_right"] += 1
            elif kind == "named_wrong":
                tally.named_wrong += 1
                mine["names_wrong"] += 1
            elif kind == "passed":
                mine["names_passed"] += 1
            elif kind == "accused":
                right = e.data["right"]
                if right:
                    tally.accusations_right += 1
                else:
                    tally.accusations_wrong += 1
                mine["accusations_right" if right else "accusations_wrong"] += 1

    def verdict(self, events: list[Event]) -> Any:
        for e in events:
            if e.kind in ("named_right", "named_wrong", "passed", "call"):
                return e.kind
            if e.kind == "accused":
                return "right" if e.data["right"] else "wrong"
        return [e.kind for e in events]

    def begin(self, state: WinkState) -> None:
        """Note who holds each twin at the start, for the trace's truth (twins never change hands)."""
        self.dealt = {c: (s if s >= 0 else None) for c, s in enumerate(state.holder) if c > 0}

    def truth(self, state: WinkState) -> dict[str, Any]:
        """Who held the twin of each number (None: set aside), and the final scores."""
        holders = {str(c): s for c, s in getattr(self, "dealt", {}).items()}
        return {"holders": holders, "scores": state.scores()}


def new_policy(_args: TableArgs) -> WinkPolicy:
    """The policy of a Wink table (the game's spec names it)."""
    return WinkPolicy()
