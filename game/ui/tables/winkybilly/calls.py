"""The human's calls and signal at the WinkyBilly table: WINKY, CONTRE WINKY, Double Winky, the
holster, and the team's gesture, by their keys or the buttons under the saloon.

Alone, the one human calls. On a couch anyone may shout at any moment, whoever holds the screen:
the key (or button), then who you are. CONTRE WINKY names the face looked at, if it is an
opponent's; otherwise (a button, another face) it asks whom.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ....bots.director import NOW
from ....i18n import key_label
from ....rules.winkybilly import Contre, Done, DoubleWinky, Winky
from ...kit.prompt import Choice


class WinkyCalls:
    """The part of the WinkyBilly table that calls; it expects the table's `state`, `setup`,
    `humans`, `couch`, `pointed`, `prompt`, `stage`, `director`, `signals`, `app`, `now`, `t`,
    `shown_viewer` and `act`."""

    state: Any
    setup: Any
    humans: list[int]
    couch: bool
    pointed: int | None
    prompt: Any
    stage: Any
    director: Any
    signals: dict[int, str]
    app: Any
    now: float

    if TYPE_CHECKING:  # given by the table

        def t(self, key: str, /, **kwargs: object) -> str: ...

        def shown_viewer(self) -> int | None: ...

        def act(self, action: Any, sound: str | None = None) -> bool: ...

    def press(self, name: str, target: int | None = None) -> None:
        """A call's key or button (or the holster): `target` is the face looked at, if any."""
        me = self.shown_viewer()
        if name == "done":
            if me is not None:
                self.act(Done(me, NOW))
        elif name == "contre":
            self.ask_caller("winky.who_contre", lambda who: self.contre(who, target))
        else:
            call = Winky if name == "winky" else DoubleWinky
            self.ask_caller(f"winky.who_{name}", lambda who: self.act(call(who, NOW)))

    def ask_caller(self, question: str, then: Callable[[int], None]) -> None:
        """Who shouts: alone, the one human; on a couch, anyone may (the viewer or not): ask."""
        if not self.couch:
            then(self.humans[0])
            return
        choices = [Choice(self.setup.seats[h].name, lambda h=h: then(h)) for h in self.humans]
        self.prompt.ask(self.t(question), choices)

    def contre(self, me: int, target: int | None) -> None:
        state = self.state
        if target is not None and state.team(target) != state.team(me):
            self.act(Contre(me, NOW, target))
            return
        foes = [o for o in state.opponents[me] if not state.out[state.team(o)]]
        choices = [Choice(state.names[o], lambda o=o: self.act(Contre(me, NOW, o))) for o in foes]
        self.prompt.ask(self.t("winky.contre_whom"), choices)

    def signal(self) -> None:
        """The signal key: the team's gesture at the face looked at (on a couch: who signals?)."""
        target = self.pointed
        if target is None or target == self.shown_viewer():
            key = key_label(self.app.settings.key_bindings["next_seat"])
            self.stage.notice.say(self.t("winky.signal_point", key=key), self.now)
            return
        self.ask_caller("winky.who_signals", lambda me: self.signal_as(me, target))

    def signal_as(self, me: int, target: int) -> None:
        if target == me:
            return
        kind = self.signals[self.state.team(me)]
        if not self.director.human_gesture(me, kind, target):
            self.stage.notice.say(self.t("winky.signal_busy"), self.now, owner=me)
