"""What the table says in public about its phones: a hand claimed by another phone ("Bea's hand
moved to another phone", in the table's log too: taking someone's hand cannot go unseen), a phone
that dropped (it can rejoin with its code: the key that shows it again), a phone back.

Nothing private: only who, never what their hand holds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...i18n import tr
from ...phones.hub import Dropped, Joined
from ...rules.core import Event

MOVED = "phone_moved"  # the log's event kind for a hand claimed by another phone


@dataclass(frozen=True)
class Said:
    text: str
    logged: Event | None = None  # kept in the table's log too


def phone_line(event: Event, names: Sequence[str]) -> str | None:
    """The log's line for a phone's event (None for any other event)."""
    if event.kind == MOVED:
        return tr("phones_table.moved", name=names[event.data["seat"]])
    return None


class PhoneNotices:
    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)
        self.joined: set[int] = set()  # the phone seats whose phone came at least once
        self.dropped: list[int] = []  # the phone seats whose phone is away, in the order they left

    def hear(self, heard: Joined | Dropped, key: str) -> Said | None:
        """What the table says of `heard` (None: nothing, a first join, which the join screen says)."""
        seat, name = heard.seat, self.names[heard.seat]
        if isinstance(heard, Dropped):
            if seat not in self.dropped:
                self.dropped.append(seat)
            return Said(tr("phones_table.dropped", name=name, key=key))
        back = seat in self.dropped
        if back:
            self.dropped.remove(seat)
        first = seat not in self.joined
        self.joined.add(seat)
        if heard.moved:
            return Said(tr("phones_table.moved", name=name), Event(MOVED, {"seat": seat}))
        if back or not first:
            return Said(tr("phones_table.reconnected", name=name))
        return None
