"""The setup's "Hands on phones": the switch (off by default, only where a seat is human), the
network the phones join on (this computer only, or one of its networks: game/phones/network.py),
and, at each human seat while it is on, whether that human plays on a phone or on this screen.

Pure changes of a `TableSetup`, and the words the rows show; the setup screen wires them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...i18n import tr
from ...setup import TableSetup

if TYPE_CHECKING:
    from ...phones.network import Choice


def offered() -> list[Choice]:
    """The networks the host may choose: this computer only first."""
    from ...phones.network import choices

    return choices()


def switched(setup: TableSetup) -> TableSetup:
    """ "Hands on phones" turned the other way. Turned on at a table where no human has chosen a
    phone yet, every human's hand goes to a phone (each may take the screen back)."""
    on = not setup.phones
    seats = setup.seats
    if on and not any(setup.seats[h].phone for h in setup.humans()):
        seats = tuple(replace(s, phone=True) if s.kind == "human" else s for s in seats)
    return replace(setup, phones=on, seats=seats)


def stepped_network(setup: TableSetup, step: int, networks: list[Choice]) -> TableSetup:
    """The next (or previous) network offered; one no longer offered counts as this computer."""
    hosts = ["" if c.loopback else c.host for c in networks] or [""]
    now = hosts.index(setup.network) if setup.network in hosts else 0
    return replace(setup, network=hosts[(now + step) % len(hosts)])


def network_label(setup: TableSetup, networks: list[Choice]) -> str:
    """The network chosen, in plain words ("This computer only", "Wi-Fi 192.168.1.5")."""
    for choice in networks:
        if (choice.loopback and setup.network == "") or choice.host == setup.network:
            return choice.label()
    return networks[0].label() if networks else ""  # (a network gone since: this computer only)


def seat_phone(setup: TableSetup, seat: int, phone: bool) -> TableSetup:
    seats = list(setup.seats)
    seats[seat] = replace(seats[seat], phone=phone)
    return replace(setup, seats=tuple(seats))


def where_label(setup: TableSetup, seat: int) -> str:
    """Where a human's hand is: on their phone, or on this screen."""
    return tr("phones_setup.phone" if setup.seats[seat].phone else "phones_setup.screen")
