"""The addresses the host may offer the phones on: this computer only (127.0.0.1), and each IPv4
address this machine has on a network. Found without any network traffic: the host name's own
addresses, and the address a UDP socket would send from (`connect` on UDP sends nothing).
"""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass

from game.i18n import tr

LOOPBACK = "127.0.0.1"
# Documentation addresses (RFC 5737), never reached: a UDP `connect` only picks the route.
PROBES = ("192.0.2.1", "198.51.100.1", "10.255.255.255")


@dataclass(frozen=True)
class Choice:
    host: str
    loopback: bool

    def label(self, lang: str | None = None) -> str:
        """How the choice reads on the setup screen."""
        key = "phones.network.loopback" if self.loopback else "phones.network.lan"
        return tr(key, lang, host=self.host)


def _named() -> set[str]:
    try:
        found = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET, socket.SOCK_STREAM)
    except OSError:
        return set()
    return {str(info[4][0]) for info in found}


def _routed() -> set[str]:
    found = set()
    for probe in PROBES:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
            try:
                udp.connect((probe, 9))
                found.add(str(udp.getsockname()[0]))
            except OSError:
                continue
    return found


def usable(host: str) -> bool:
    """An IPv4 address a phone on a local network could reach (not loopback, not unspecified)."""
    try:
        address = ipaddress.IPv4Address(host)
    except ValueError:
        return False
    return not (address.is_loopback or address.is_unspecified or address.is_multicast)


def choices() -> list[Choice]:
    """This computer only first, then each network address of this machine, in order."""
    lan = sorted((h for h in _named() | _routed() if usable(h)), key=ipaddress.IPv4Address)
    return [Choice(LOOPBACK, True), *(Choice(host, False) for host in lan)]


def is_own(host: str) -> bool:
    """Whether `host` is one of the addresses `choices` offers (a server listens only on those)."""
    return any(choice.host == host for choice in choices())
