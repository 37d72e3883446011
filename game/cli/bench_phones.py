"""`bench phones`: a phone in every seat of the busiest real-time table with phone hands (the most
seats), over loopback (figures, not a test).

The table runs headless on the sim clock in real time, stepped at 60 Hz as the window steps it,
with its phones' server; a WebSocket client per seat (aiohttp, one asyncio loop in a thread) taps
moves as fast as a busy player would (its game's `PhoneGame.busy`), all at once. Measured:
- `action_ms_p99`: a phone sends a move → the table has applied it (at its next step);
- `update_ms_p99`: the table applied moves → every phone sent a view in that step has it.
"""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from collections.abc import Mapping
from typing import Any

import aiohttp

from ..games import GameSpec, specs
from ..phones.bridge import PhoneBridge
from ..phones.headless import STEP_S, HeadlessTable
from ..phones.server import PhoneServer
from ..rules.core import Event

TAP_EVERY_S = (0.3, 1.2)  # a phone's pause between two moves


def busiest() -> GameSpec:
    """The real-time game with phone hands whose phones have moves to tap, at its most seats."""
    found = [s for s in specs() if s.phone is not None and s.engine.clock is not None and s.phone.load().busy]
    if not found:
        raise ValueError("no real-time game has phone hands")
    return max(found, key=lambda spec: spec.counts(spec.defaults())[-1])


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def shape(message: Mapping[str, Any]) -> str:
    return json.dumps(message, sort_keys=True)


class Clock:
    """What both sides noted, under one lock: each move when sent and when applied, each view
    when published (after moves) and when received."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.sent: dict[tuple[int, str], float] = {}  # (seat, move) -> when sent
        self.received: dict[tuple[int, str], float] = {}  # (seat, view message) -> first received
        self.views = 0


class TimedBridge(PhoneBridge):
    """The bridge, noting when each phone's move was applied."""

    clock: Clock
    action_ms: list[float]

    def _act(self, seat: int, data: Mapping[str, Any]) -> list[Event]:
        events = super()._act(seat, data)
        done = time.perf_counter()
        with self.clock.lock:
            sent = self.clock.sent.pop((seat, shape(data)), None)
        if sent is not None:
            self.action_ms.append(1000 * (done - sent))
        return events


async def phone(
    clock: Clock, session: aiohttp.ClientSession, seat: int, address: str, until: float, busy: Any
) -> None:
    rng = random.Random(seat)
    async with session.ws_connect(address.replace("http://", "ws://", 1) + "/ws") as ws:
        next_tap = time.perf_counter() + rng.uniform(*TAP_EVERY_S)
        view: dict[str, Any] | None = None
        while time.perf_counter() < until:
            try:
                message = await ws.receive(timeout=0.02)
            except TimeoutError:
                message = None
            if message is not None and message.type == aiohttp.WSMsgType.TEXT:
                data = json.loads(message.data)
                if data.get("type") == "view":
                    now = time.perf_counter()
                    view = data["view"]
                    with clock.lock:
                        clock.views += 1
                        clock.received.setdefault((seat, shape(data)), now)
            elif message is not None and message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
                return
            now = time.perf_counter()
            if view is not None and now >= next_tap:
                next_tap = now + rng.uniform(*TAP_EVERY_S)
                move = busy(view, rng)
                if move is not None:
                    with clock.lock:
                        clock.sent[(seat, shape(move))] = time.perf_counter()
                    await ws.send_str(json.dumps({"type": "act", "move": move}))


def bench_phones(seconds: float = 10.0, seed: int = 1) -> dict[str, Any]:
    spec = busiest()
    assert spec.phone is not None
    busy = spec.phone.load().busy
    seats = spec.counts(spec.defaults())[-1]
    table = HeadlessTable(spec.name, seats, seed=seed, players=seats)
    clock = Clock()
    bridge = TimedBridge(
        table.hub, spec.name, table.director, table.phone_seats, table.names, "en", table.bridge.facts
    )
    bridge.clock, bridge.action_ms = clock, []
    server = PhoneServer(table.hub, spec.name)
    server.start()
    addresses = [server.address(s) for s in range(seats)]

    async def all_phones() -> None:
        until = time.perf_counter() + seconds
        async with aiohttp.ClientSession() as session:
            await asyncio.gather(*(phone(clock, session, s, a, until, busy) for s, a in enumerate(addresses)))

    clients = threading.Thread(target=asyncio.run, args=(all_phones(),), daemon=True)
    published: list[tuple[float, list[tuple[int, str]]]] = []  # moves applied at t: the views sent then
    steps = 0
    try:
        clients.start()
        start = last = time.perf_counter()
        owed = 0.0
        while clients.is_alive():
            now = time.perf_counter()
            owed = min(owed + now - last, 0.25)
            last = now
            while owed >= STEP_S:
                moves = bridge.moves
                bridge.update()
                applied = time.perf_counter()
                table.director.step(STEP_S)
                sent = bridge.publish()
                if bridge.moves > moves and sent:
                    published.append((applied, [(s, shape(table.hub.view(s).message)) for s in sent]))  # type: ignore[union-attr]
                owed -= STEP_S
                steps += 1
            time.sleep(max(0.0, STEP_S - owed))
        wall = time.perf_counter() - start
    finally:
        server.stop()
        table.close()
    update_ms = []
    for applied, views in published:
        got = [clock.received.get(view) for view in views]
        if all(at is not None for at in got):  # (a view replaced before it went out was never shown)
            update_ms.append(1000 * (max(at for at in got if at is not None) - applied))
    return {
        "bench": "phones",
        "game": spec.name,
        "phones": seats,
        "seconds": round(wall, 1),
        "table_hz": round(steps / wall, 1),
        "moves_applied": bridge.moves,
        "views_received": clock.views,
        "action_ms_p50": round(percentile(bridge.action_ms, 0.5), 1),
        "action_ms_p99": round(percentile(bridge.action_ms, 0.99), 1),
        "updates_measured": len(update_ms),
        "update_ms_p50": round(percentile(update_ms, 0.5), 1),
        "update_ms_p99": round(percentile(update_ms, 0.99), 1),
    }
