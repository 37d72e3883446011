"""What the table and the phones' server share: one `Hub` per table that offers hands on phones.

The table's thread `publish`es each phone seat's view (made from that seat's observation only)
and `take`s what the phones sent; the server's thread (its own asyncio loop) reads the views to
push and `deliver`s what arrives. Both sides only put and take under a lock, never wait on each
other: drawing never waits on the network, and a slow phone slows nothing but itself.

Each phone seat has one unguessable token (`secrets.token_urlsafe`), made anew with every hub: a
new table, new tokens. A token is the only thing that names a seat to the server; `seat_of`
compares in constant time.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from .messages import Intent

TOKEN_BYTES = 18  # 24 URL-safe characters: 144 bits


@dataclass(frozen=True)
class Joined:
    """A phone took `seat`'s hand; `moved`: it was held by another phone, which lost it."""

    seat: int
    moved: bool


@dataclass(frozen=True)
class Dropped:
    """`seat`'s phone lost its connection (it may come back with its token)."""

    seat: int


Inbound = Intent | Joined | Dropped  # what the table takes from the phones


@dataclass(frozen=True)
class View:
    """The latest view of one seat: `number` grows with each one published (the server pushes a
    view once per number; a phone that rejoins gets the latest)."""

    number: int
    message: dict[str, Any]


class Hub:
    def __init__(self, seats: Iterable[int]) -> None:
        self.tokens: dict[int, str] = {seat: secrets.token_urlsafe(TOKEN_BYTES) for seat in seats}
        self._lock = threading.Lock()
        self._views: dict[int, View] = {}
        self._inbox: list[Inbound] = []
        self._notes: dict[int, list[str]] = {}
        self._numbers = 0
        self.on_publish: Callable[[int], None] | None = None  # set by the server: wakes its loop

    @property
    def seats(self) -> list[int]:
        return sorted(self.tokens)

    def seat_of(self, token: str) -> int | None:
        """The seat `token` names, or None (compared in constant time, every token tried)."""
        found = None
        for seat, known in self.tokens.items():
            if secrets.compare_digest(known.encode(), token.encode("utf-8", "replace")):
                found = seat
        return found

    # ------------------------------------------------------------ the table's side
    def publish(self, seat: int, message: dict[str, Any]) -> None:
        """`seat`'s phone shows this "view" message next: it replaces the one before (a phone
        that was away gets the latest, not every one it missed)."""
        self._check(seat)
        with self._lock:
            self._numbers += 1
            self._views[seat] = View(self._numbers, message)
        self._wake(seat)

    def tell(self, seat: int, text: str) -> None:
        """A line for `seat`'s phone alone (a refusal, in its player's language): each is sent
        once, in order, while that phone is connected (none is kept for a phone away)."""
        self._check(seat)
        with self._lock:
            self._notes.setdefault(seat, []).append(text)
        self._wake(seat)

    def _check(self, seat: int) -> None:
        if seat not in self.tokens:
            raise ValueError(f"seat {seat} has no phone")

    def _wake(self, seat: int) -> None:
        wake = self.on_publish
        if wake is not None:
            wake(seat)

    def take(self) -> list[Inbound]:
        """Everything the phones sent since the last call, oldest first."""
        with self._lock:
            inbox, self._inbox = self._inbox, []
        return inbox

    # ------------------------------------------------------------ the server's side
    def view(self, seat: int) -> View | None:
        with self._lock:
            return self._views.get(seat)

    def notes(self, seat: int) -> list[str]:
        """The lines told to `seat`'s phone since the last call (taken: sent once)."""
        with self._lock:
            return self._notes.pop(seat, [])

    def deliver(self, item: Inbound) -> None:
        with self._lock:
            self._inbox.append(item)
