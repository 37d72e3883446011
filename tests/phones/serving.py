"""Helpers for the server's tests: a started server on 127.0.0.1:0, and a few client calls."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any, TypeVar

import aiohttp

from game.phones.hub import Hub
from game.phones.server import PhoneServer

T = TypeVar("T")


@contextmanager
def serving(seats: tuple[int, ...] = (0, 2), game: str = "winkybilly", **kw: Any) -> Iterator[PhoneServer]:
    server = PhoneServer(Hub(seats), game, **kw)
    server.start()
    try:
        yield server
    finally:
        server.stop()


def run(coro: Coroutine[Any, Any, T]) -> T:
    """Run a client coroutine on a loop of its own, in a thread of its own (Playwright's sync API
    keeps a loop running in the test's thread once a browser test ran in this process)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def base(server: PhoneServer) -> str:
    return f"http://127.0.0.1:{server.port}"


async def receive(ws: aiohttp.ClientWebSocketResponse, timeout: float = 3.0) -> dict[str, Any]:
    message = await ws.receive(timeout=timeout)
    assert message.type == aiohttp.WSMsgType.TEXT, message
    data = message.json()
    assert isinstance(data, dict)
    return data


async def quiet(ws: aiohttp.ClientWebSocketResponse, seconds: float = 0.3) -> list[dict[str, Any]]:
    """Every text message that comes within `seconds`."""
    got: list[dict[str, Any]] = []
    end = time.monotonic() + seconds
    while (left := end - time.monotonic()) > 0:
        try:
            message = await ws.receive(timeout=left)
        except TimeoutError:
            break
        if message.type != aiohttp.WSMsgType.TEXT:
            break
        got.append(message.json())
    return got


def wait_for(test: Callable[[], bool], seconds: float = 3.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if test():
            return True
        time.sleep(0.01)
    return test()
