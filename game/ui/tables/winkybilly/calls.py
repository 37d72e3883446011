"""The human's calls and signal at the WinkyBilly table: WINKY, CONTRE WINKY, Double Winky, the
holster, and the team's gesture, by their keys or the buttons under the saloon.

Alone, the one human calls. On a couch anyone may shout at any moment, whoever holds the screen:
the key (or button), then who you are. CONTRE WINKY names the face looked at, if it is an
opponent's; otherwise (a button, another face) it asks whom.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Protocol

from ....bots.director import NOW
from ....rules.winkybilly import Contre, Done, DoubleWinky, Winky, WinkyBillyObservation, WinkyBillyState
from ....social.table import SocialTable
from ...kit.buttons import ButtonRow
from ...kit.part import Asking
from ...kit.prompt import Choice

CALL_KEYS = {"winky": "winky", "contre": "contre_winky", "double": "double_winky", "done": "done"}
SIGNAL_WAIT_S = (
    2.5  # a signal pressed while the face ends a gesture of its own (1.6 s at most) waits this long
)


class Table(Asking, Protocol):
    """What calling asks of its table, besides what every asking part does."""

    state: WinkyBillyState

    def act(self, action: Done | Winky | Contre | DoubleWinky, sound: str | None = None) -> bool: ...

    def shown_viewer(self) -> int | None: ...

    def seen(self, seat: int | None) -> WinkyBillyObservation: ...

    @property
    def now(self) -> float: ...


class Calls:
    def __init__(self, table: Table, signals: Mapping[int, str], buttons: ButtonRow) -> None:
        """`signals`: each team's secret signal (team -> gesture); `buttons`: the calls'."""
        self.table = table
        self.signals = signals
        self.buttons = buttons
        self.waiting: tuple[int, int, float] | None = None  # (who, at whom, until): see signal_as

    def show_buttons(self, own: WinkyBillyObservation | None, now: float) -> None:
        """The buttons under the saloon for the viewer (`own`: their observation), greyed once the
        game (or their team) is out; the holster only while they may swap, lit once raised."""
        table = self.table
        out = table.state.is_over() or (own is not None and own["out"][own["team"]])
        swapping = own is not None and own["phase"] == "exchange" and now >= own["check_until"]
        done = own is not None and own["seat"] is not None and own["done"][own["seat"]]
        for name, action in CALL_KEYS.items():
            lit = name == "done" and done
            enabled = not out and (swapping if name == "done" else True)
            label = table.t("winkybilly.button_swap_again" if lit else f"winkybilly.button_{name}")
            self.buttons.set(name, label, table.key_name(action), lit=lit, enabled=enabled)

    def press(self, name: str, target: int | None = None) -> None:
        """A call's key or button (or the holster): `target` is the face looked at, if any."""
        table = self.table
        me = table.shown_viewer()
        if name == "done":
            if me is not None:
                table.act(Done(me, NOW))
        elif name == "contre":
            self.ask_caller("winkybilly.who_contre", lambda who: self.contre(who, target))
        else:
            call = Winky if name == "winky" else DoubleWinky
            self.ask_caller(f"winkybilly.who_{name}", lambda who: table.act(call(who, NOW)))

    def ask_caller(self, question: str, then: Callable[[int], object]) -> None:
        """Who shouts: alone, the one human; on a couch, anyone may (the viewer or not): ask."""
        table = self.table
        looks = table.looks
        if len(looks.humans) == 1:  # (the humans with their hand on a phone call from it)
            then(looks.humans[0])
            return
        if not looks.humans:
            table.say("phones_table.act_on_phones")
            return
        choices = [Choice(table.state.names[h], partial(then, h)) for h in looks.humans]
        table.prompt.ask(table.t(question), choices)

    def contre(self, me: int, target: int | None) -> None:
        table = self.table
        obs = table.seen(None)
        teams, out = obs["teams"], obs["out"]
        if target is not None and teams[target] != teams[me]:
            table.act(Contre(me, NOW, target))
            return
        foes = [o for o in range(obs["players"]) if teams[o] != teams[me] and not out[teams[o]]]
        choices = [Choice(obs["names"][o], partial(table.act, Contre(me, NOW, o))) for o in foes]
        table.prompt.ask(table.t("winkybilly.contre_whom"), choices)

    def signal(self) -> None:
        """The signal key: the team's gesture at the face looked at (on a couch: who signals?)."""
        table = self.table
        target = table.pointed
        if target is None or target == table.shown_viewer():
            table.say("winkybilly.signal_point", key=table.key_name("next_seat"))
            return
        self.ask_caller("winkybilly.who_signals", lambda me: self.signal_as(me, target))

    def signal_as(self, me: int, target: int) -> None:
        """`me` makes the team's signal at `target` (it cuts short a fidget of the face's own);
        while `me` is still making a signal or a wink, it waits for it, SIGNAL_WAIT_S at most
        (`follow`)."""
        if target == me:
            return
        if self.face_busy(me):
            self.waiting = (me, target, self.table.now + SIGNAL_WAIT_S)
            self.table.say("winkybilly.signal_soon", owner=me)
            return
        self.waiting = None
        kind = self.signals[self.table.state.team(me)]
        self.table.source.human_gesture(me, kind, target)  # (refused: a guide says its own why)

    def follow(self) -> None:
        """Each tick: a signal waiting for its face is made once the face is free, or given up."""
        if self.waiting is None:
            return
        me, target, until = self.waiting
        if not self.face_busy(me):
            self.signal_as(me, target)
        elif self.table.now > until:
            self.waiting = None
            self.table.say("winkybilly.signal_busy", owner=me)

    def face_busy(self, seat: int) -> bool:
        """Whether `seat` is making a signal or a wink of its own will (a fidget of its face is
        cut short by a signal: the director's `human_gesture`; a live table's faces tell, a
        recording's take no signal)."""
        faces = self.table.source.social
        return isinstance(faces, SocialTable) and faces.signalling(seat)
