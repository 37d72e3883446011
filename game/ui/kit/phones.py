"""A table's phones: the hub, the server listening on the network the host chose, and the bridge
between the phones and the table's source (game/phones/). A part the table composes when its setup
has phone seats.

`open` makes the hub (new tokens: a new table, or a resumed one, is joined afresh) and starts the
server (an `OSError` worded for the player if the port cannot be opened: the table then seats those
humans behind the privacy screen). Once the table has its source, `connect` makes the bridge. Each
fixed update the table takes what the phones said (`update`: joins, drops, the events of the moves
applied) and, after its own events, sends each phone its new view (`publish`). `close` stops the
server: the table calls it whenever it goes, and every server still open is stopped when the window
closes or the program ends (`stop_all`): never a server left listening.

A seat given over to the privacy screen (`release`) is no phone's any more: its token names nothing
and what its phone still sends is dropped.
"""

from __future__ import annotations

import atexit
import weakref
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...bots.source import TableSource
from ...phones.hub import Dropped, Hub, Inbound, Joined
from ...rules.core import Event
from ...setup import TableSetup

if TYPE_CHECKING:
    from ...phones.bridge import PhoneBridge
    from ...phones.server import PhoneServer

LOOPBACK = "127.0.0.1"
Heard = Joined | Dropped | Event  # what the table hears from its phones

_open: weakref.WeakSet[PhoneSeats] = weakref.WeakSet()  # every table's phones still listening


class TableHub(Hub):
    """The hub of one table: a seat released to the privacy screen is nobody's on the network."""

    def __init__(self, seats: Sequence[int]) -> None:
        super().__init__(seats)
        self.released: set[int] = set()

    def seat_of(self, token: str) -> int | None:
        seat = super().seat_of(token)
        return None if seat in self.released else seat

    def deliver(self, item: Inbound) -> None:
        if item.seat not in self.released:
            super().deliver(item)


class PhoneSeats:
    def __init__(self, hub: TableHub, server: PhoneServer, game: str, host: str) -> None:
        self.hub, self.server, self.game, self.host = hub, server, game, host
        self.bridge: PhoneBridge | None = None
        self.closed = False

    @classmethod
    def open(cls, setup: TableSetup, port: int = 0) -> PhoneSeats:
        """The phones of `setup`'s phone seats, their server listening on the network chosen at
        setup; `OSError` (worded for the player) if it cannot listen there."""
        from ...phones.server import PhoneServer

        host = setup.network or LOOPBACK
        hub = TableHub(setup.phone_seats())
        server = PhoneServer(hub, setup.game, host=host, port=port)
        server.start()
        phones = cls(hub, server, setup.game, host)
        _open.add(phones)
        return phones

    @property
    def seats(self) -> list[int]:
        """The seats whose hand is on a phone (a released one is not)."""
        return [s for s in self.hub.seats if s not in self.hub.released]

    def connect(
        self,
        source: TableSource,
        names: Sequence[str],
        language: str,
        facts: Mapping[int, Mapping[str, Any]],
    ) -> None:
        """The table's source is ready: the phones' moves go through it from now on. `facts`:
        each phone seat's private facts besides its observation (a team's secret signal)."""
        from ...phones.bridge import PhoneBridge

        self.bridge = PhoneBridge(self.hub, self.game, source, self.seats, list(names), language, facts)

    def release(self, seat: int) -> None:
        """`seat` plays behind the privacy screen instead: its phone, if any, is nobody's."""
        self.hub.released.add(seat)

    # ------------------------------------------------------------ each fixed update
    def update(self, held: bool = False) -> list[Heard]:
        """What the phones did since the last update (the moves applied already, by the bridge;
        `held`: none applied, each refused in words while the table waits)."""
        if self.bridge is None or self.closed:
            return []
        heard = self.bridge.update(held)
        return [h for h in heard if not (isinstance(h, Joined | Dropped) and h.seat in self.hub.released)]

    def publish(self, held: bool = False) -> None:
        if self.bridge is not None and not self.closed:
            self.bridge.publish(held)

    # ------------------------------------------------------------ what the join screen shows
    def address(self, seat: int) -> str:
        return self.server.address(seat)

    def code(self, seat: int) -> str:
        return self.server.code(seat)

    def offer_code(self, seat: int | None) -> None:
        """Only `seat`'s short code opens a hand now (None: no code does)."""
        if not self.closed:
            self.server.offer_code(seat)

    def join_page(self) -> str:
        """Where a phone that cannot scan types its short code."""
        return str(self.server.join_address())

    def connected(self) -> set[int]:
        return set(self.server.connected()) - self.hub.released

    @property
    def port(self) -> int:
        return int(self.server.port)

    # ------------------------------------------------------------ the end
    def close(self) -> None:
        """The table goes: every phone is told, the server stops listening. Idempotent."""
        if not self.closed:
            self.closed = True
            self.server.stop()
        _open.discard(self)


def stop_all() -> None:
    """Every table's server still listening stops (the window closes, the program ends)."""
    for phones in list(_open):
        phones.close()


atexit.register(stop_all)
