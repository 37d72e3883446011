"""One phone's live connection: what it sends goes through the limits and `messages.parse` into
the hub; what its seat is shown goes out, from one sender task (the only writer of the socket).

Runs on the server's event loop only.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import secrets
import time
from collections.abc import Callable
from typing import Any

from aiohttp import WSMsgType, web

from game.i18n import tr

from .hub import Hub
from .limits import Bucket, Excess, Throttle
from .messages import BURST, RATE, Refused, parse

PHONE_NAME = re.compile(r"[A-Za-z0-9_-]{16,64}")
FLOOD_BOUND = 10 * BURST  # refused-for-speed messages outstanding before a flooding page is closed
CLOSE_FLOOD = 1008  # WebSocket close code: policy violation


class Connection:
    def __init__(
        self,
        ws: web.WebSocketResponse,
        hub: Hub,
        seat: int,
        lang: str,
        clock: Callable[[], float],
        phone: str | None = None,
    ) -> None:
        self.ws, self.hub, self.seat, self.lang = ws, hub, seat, lang
        self.phone = phone  # the page's own random name for its phone (see `same_phone`)
        self.clock = clock
        self.bucket = Bucket(RATE, BURST)
        self.excess = Excess(RATE, FLOOD_BOUND)
        self.throttle = Throttle(1.0)
        self.sent = 0  # the number of the newest view sent
        self.lines: list[dict[str, Any]] = []  # this connection's own notices, waiting to go
        self.ending = False
        self.last: dict[str, Any] | None = None  # a last message ("moved", "closed"), then the end
        self.woken = asyncio.Event()
        self.woken.set()  # the latest view goes out first
        self.sending: asyncio.Task[None] | None = None

    # ------------------------------------------------------------ out
    def wake(self) -> None:
        self.woken.set()

    def end(self, message: dict[str, Any] | None) -> None:
        """Send `message` (if any) as the last one, then close."""
        self.ending, self.last = True, message
        self.woken.set()

    def same_phone(self, phone: str | None) -> bool:
        """Whether a new connection comes from this connection's phone (a page that came back
        before this server saw it go): the page names its phone with a random name kept in its
        tab, which another phone holding the same link cannot know."""
        if self.phone is None or phone is None:
            return False
        return secrets.compare_digest(self.phone.encode(), phone.encode())

    async def send_loop(self) -> None:
        with contextlib.suppress(ConnectionError, RuntimeError):  # the phone went: the reader ends it
            await self._send_all()

    async def _send_all(self) -> None:
        while not self.ws.closed:
            await self.woken.wait()
            self.woken.clear()
            if self.ending:
                await self.finish(self.last)
                return
            view = self.hub.view(self.seat)
            if view is not None and view.number > self.sent:
                self.sent = view.number
                await self.ws.send_str(json.dumps(view.message))
            lines, self.lines = self.lines, []
            lines += [{"type": "notice", "text": text} for text in self.hub.notes(self.seat)]
            for line in lines:
                await self.ws.send_str(json.dumps(line))

    async def finish(self, message: dict[str, Any] | None) -> None:
        if self.ws.closed:
            return
        if message is not None:
            with contextlib.suppress(ConnectionError, RuntimeError):  # the phone went meanwhile
                await self.ws.send_str(json.dumps(message))
        await self.ws.close()

    def refuse(self, key: str) -> None:
        """Tell the phone why its message was dropped, at most once a second for each reason."""
        if self.throttle.allow(key, self.clock()):
            self.lines.append({"type": "notice", "text": tr(key, self.lang)})
            self.woken.set()

    # ------------------------------------------------------------ in
    def receive(self, message: Any) -> bool:
        """Handle one frame from the phone; False: the phone floods and is to be closed."""
        now = self.clock()
        if not self.bucket.take(now):
            flood = self.excess.add(now)
            self.refuse("phones.refused.too_fast")
            return not flood
        if message.type != WSMsgType.TEXT:
            self.refuse("phones.refused.garbled")
            return True
        try:
            intent = parse(self.seat, message.data)
        except Refused as refused:
            self.refuse(refused.key)
            return True
        self.hub.deliver(intent)
        return True


def monotonic() -> float:
    return time.monotonic()
