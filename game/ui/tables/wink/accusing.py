"""Out-of-turn moves at the Wink table: J'accuse (a face, then the number it holds) and the wink.

Anyone may accuse at any moment, whoever holds the screen: alone, the one human; on a couch's
shared screen, the player says who they are. Which numbers may be said is the engine's (its legal
accusations); a wink goes to the face looked at, if the rules allow it now.
"""

from __future__ import annotations

from functools import partial
from typing import Protocol

from ....rules.wink import Accuse, Action, WinkObservation, WinkState
from ...kit.part import Asking
from ...kit.prompt import Choice


class Table(Asking, Protocol):
    """What accusing asks of its table, besides what every asking part does."""

    state: WinkState

    def act(self, action: Action, sound: str | None = None) -> bool: ...

    def seen(self, seat: int | None) -> WinkObservation: ...

    def hush(self) -> None: ...

    def looking_caller(self, seat: int) -> int | None: ...

    def wink_sent(self, seat: int, target: int) -> None: ...


class Accusing:
    def __init__(self, table: Table) -> None:
        self.table = table

    def accuse_face(self, seat: int) -> None:
        """J'accuse, at `seat`'s face: who accuses (on a couch), then which number."""
        table = self.table
        name = table.state.names[seat]
        table.looks.choose_human(table.t("wink.accuse_who", name=name), lambda me: self.ask_number(me, seat))

    def ask_number(self, me: int, seat: int) -> None:
        table = self.table
        if seat == me:
            table.say("wink.accuse_self", owner=me)
            return
        numbers = self.accusable(me, seat)
        if not numbers:
            left = table.seen(None)["seats"][me]["accuse_left"]
            table.say("refusal.no_accuse_left" if left <= 0 else "wink.accuse_nothing", owner=me)
            return
        choices = [Choice(str(n), partial(table.act, a), a) for n in numbers if (a := Accuse(me, seat, n))]
        table.prompt.ask(table.t("wink.accuse_which", name=table.state.names[seat]), choices)

    def accusable(self, me: int, seat: int) -> list[int]:
        """The numbers `me` may say `seat` holds: the engine's legal accusations, less (when the
        screen is `me`'s alone) the numbers in `me`'s own hand, which nobody else can hold. On a
        shared screen they stay: leaving them out would show the others what `me` holds."""
        table = self.table
        legal = table.state.legal_actions(me)
        numbers = {a.number for a in legal if type(a) is Accuse and a.target == seat}
        if table.looks.shown_viewer() == me:
            numbers -= set(table.seen(me).get("hand", ()))
        return sorted(numbers)

    def wink(self) -> None:
        """The wink key: at the face looked at (on a couch: who winks?); while a caller of the
        viewer's card is looking at them, at that caller, wherever the pointer is."""
        table = self.table
        target = table.pointed
        me = table.looks.viewer
        caller = table.looking_caller(me) if me is not None else None
        if caller is not None and (target is None or target not in table.seen(me)["wink_at"]):
            target = caller
        if target is None:
            table.say("wink.wink_point", key=table.key_name("next_seat"))
            return
        name = table.state.names[target]
        table.looks.choose_human(table.t("wink.wink_who", name=name), lambda me: self.wink_as(me, target))

    def wink_as(self, me: int, target: int) -> None:
        table = self.table
        if target == me or not table.source.human_wink(me, target):
            if table.looks.viewer == me:  # why, to that player alone
                table.say("wink.wink_refused", owner=me, name=table.state.names[target])
            else:  # on the shared screen: the rule, not the cards
                table.say("wink.wink_refused_couch")
            return
        table.wink_sent(me, target)
        table.hush()
        table.looks.after_action(me)
