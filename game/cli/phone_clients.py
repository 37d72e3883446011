"""Phones without a browser: WebSocket clients of a table's phones' server in one thread of their
own (its own asyncio loop), as real phones beside the window: the tests use them to join, act and
drop. (`bench frames --phones` runs its phones in a process of their own instead: phone_crowd.py.)

    phones = PhoneClients()
    phone = phones.connect(address)      # a seat's join address (token inside): its socket opens
    phone.send({"type": "look", "target": 2}); phone.messages; phone.views()
    phone.close(); phones.stop()
"""

from __future__ import annotations

import asyncio
import json
import threading
from typing import Any

import aiohttp

TIMEOUT_S = 5.0


class Phone:
    """One phone's socket: what it received (in order), and what it sends."""

    def __init__(self, clients: PhoneClients, address: str) -> None:
        self.clients, self.address = clients, address
        self.messages: list[dict[str, Any]] = []
        self.socket: aiohttp.ClientWebSocketResponse | None = None
        self.closed = threading.Event()
        self._lock = threading.Lock()

    def received(self) -> list[dict[str, Any]]:
        with self._lock:
            return list(self.messages)

    def views(self) -> list[dict[str, Any]]:
        return [m for m in self.received() if m.get("type") == "view"]

    def send(self, message: dict[str, Any]) -> None:
        self.clients.call(self._send(json.dumps(message)))

    def send_soon(self, message: dict[str, Any]) -> None:
        """Send without waiting for it to leave (the caller's frame is not held)."""
        asyncio.run_coroutine_threadsafe(self._send(json.dumps(message)), self.clients.loop)

    def close(self) -> None:
        self.clients.call(self._close())

    async def _send(self, text: str) -> None:
        assert self.socket is not None
        await self.socket.send_str(text)

    async def _close(self) -> None:
        if self.socket is not None:
            await self.socket.close()

    async def run(self, session: aiohttp.ClientSession, opened: asyncio.Future[None]) -> None:
        try:
            self.socket = await session.ws_connect(self.address + "/ws", heartbeat=None)
        except Exception as exc:  # (the test or the bench says what failed)
            opened.set_exception(exc)
            return
        opened.set_result(None)
        try:
            async for message in self.socket:
                if message.type == aiohttp.WSMsgType.TEXT:
                    with self._lock:
                        self.messages.append(message.json())
        finally:
            self.closed.set()


class PhoneClients:
    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="phone-clients", daemon=True)
        self.thread.start()
        self.session: aiohttp.ClientSession | None = None
        self.phones: list[Phone] = []

    def call(self, coro: Any) -> Any:
        """Run `coro` on the clients' loop and wait for it."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(TIMEOUT_S)

    def connect(self, address: str) -> Phone:
        """A phone opens `address`'s socket (raises what the server answered, if it refused)."""
        phone = Phone(self, address)
        self.phones.append(phone)
        self.call(self._open(phone))
        return phone

    async def _open(self, phone: Phone) -> None:
        if self.session is None:
            self.session = aiohttp.ClientSession()
        opened: asyncio.Future[None] = self.loop.create_future()
        self.loop.create_task(phone.run(self.session, opened))
        await opened

    def stop(self) -> None:
        """Every socket closed, the loop and its thread ended."""

        async def close() -> None:
            for phone in self.phones:
                await phone._close()
            if self.session is not None:
                await self.session.close()

        if self.thread.is_alive():
            try:
                self.call(close())
            finally:
                self.loop.call_soon_threadsafe(self.loop.stop)
                self.thread.join(TIMEOUT_S)
