"""Short join codes for phones that cannot scan a QR code.

Each seat has a code of `LENGTH` letters (no I or O, which read as digits), made anew with every
server. A code opens its seat only while the table offers it (`offer(seat)`: the join screen shows
that seat; `offer(None)`: none), and a client that types `TRIES` wrong codes waits `WAIT` seconds
before it may try again. Comparison is in constant time, every offered code tried.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from dataclasses import dataclass, field

ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ"
LENGTH = 5  # 24**5: about 8 million codes against 5 tries
TRIES = 5
WAIT = 30.0  # seconds


def normalise(typed: str) -> str:
    """What a player typed, as a code: capitals, without spaces or dashes."""
    return "".join(c for c in typed.upper() if c not in " -\t")[: LENGTH * 2]


@dataclass
class Client:
    wrong: int = 0
    until: float = 0.0


@dataclass
class JoinCodes:
    seats: Iterable[int]
    codes: dict[int, str] = field(init=False)
    offered: int | None = field(default=None, init=False)
    clients: dict[str, Client] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.codes = {s: "".join(secrets.choice(ALPHABET) for _ in range(LENGTH)) for s in self.seats}

    def offer(self, seat: int | None) -> None:
        if seat is not None and seat not in self.codes:
            raise ValueError(f"seat {seat} has no phone")
        self.offered = seat

    def wait_left(self, client: str, now: float) -> float:
        """The seconds `client` must still wait before it may try a code (0: it may)."""
        found = self.clients.get(client)
        return max(0.0, found.until - now) if found else 0.0

    def claim(self, client: str, typed: str, now: float) -> int | None:
        """The seat `typed` opens for `client` now, or None (a wrong try, counted). The caller
        checks `wait_left` first: a try made while waiting is not even compared."""
        if self.wait_left(client, now) > 0:
            return None
        code = normalise(typed).encode()
        seat = self.offered
        if seat is not None and secrets.compare_digest(self.codes[seat].encode(), code):
            self.clients.pop(client, None)
            return seat
        found = self.clients.setdefault(client, Client())
        found.wrong += 1
        if found.wrong >= TRIES:
            found.wrong, found.until = 0, now + WAIT
        return None
