"""`bench phones`: ten phones at a WinkyBilly table of ten seats, over loopback (figures, not a test).

The table runs headless on the sim clock in real time, stepped at 60 Hz as the window steps it,
with its phones' server; ten WebSocket clients (aiohttp, one asyncio loop in a thread) swap with
the saloon as fast as players would, all at once. Measured:
- `action_ms_p99`: a phone sends a swap → the table has applied it (at its next step);
- `update_ms_p99`: the table applied a swap → every phone has received the view showing it.
"""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from typing import Any

import aiohttp

from ..phones.headless import STEP_S, HeadlessTable
from ..phones.server import PhoneServer
from ..rules.winkybilly.actions import Swap

PHONES = 10
SWAP_EVERY_S = (0.3, 1.2)  # a phone's pause between two swaps


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


class Phones:
    """The clients' side: what each sent (and when), when each saw each saloon."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.sent: dict[tuple[int, int, int], float] = {}  # (seat, give, take) -> when sent
        self.seen: dict[tuple[int, ...], dict[int, float]] = {}  # saloon -> seat -> first seen
        self.views = 0

    async def phone(self, session: aiohttp.ClientSession, seat: int, address: str, until: float) -> None:
        rng = random.Random(seat)
        url = address.replace("http://", "ws://", 1) + "/ws"
        async with session.ws_connect(url) as ws:
            next_swap = time.perf_counter() + rng.uniform(*SWAP_EVERY_S)
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
                        saloon = tuple(sorted(c["card"] for c in view["saloon"]))
                        with self.lock:
                            self.views += 1
                            self.seen.setdefault(saloon, {}).setdefault(seat, now)
                elif message is not None and message.type in (
                    aiohttp.WSMsgType.CLOSE,
                    aiohttp.WSMsgType.CLOSED,
                ):
                    return
                now = time.perf_counter()
                if (
                    view is not None
                    and now >= next_swap
                    and view["phase"] == "exchange"
                    and not view["checking"]
                ):
                    next_swap = now + rng.uniform(*SWAP_EVERY_S)
                    give = rng.choice(view["hand"])["card"]
                    take = rng.choice(view["saloon"])["card"]
                    with self.lock:
                        self.sent[(seat, give, take)] = time.perf_counter()
                    await ws.send_str(
                        json.dumps({"type": "act", "move": {"kind": "swap", "give": give, "take": take}})
                    )

    def run(self, addresses: list[str], seconds: float) -> None:
        async def all_phones() -> None:
            until = time.perf_counter() + seconds
            async with aiohttp.ClientSession() as session:
                await asyncio.gather(*(self.phone(session, s, a, until) for s, a in enumerate(addresses)))

        asyncio.run(all_phones())


def bench_phones(seconds: float = 10.0, seed: int = 1) -> dict[str, Any]:
    table = HeadlessTable("winkybilly", PHONES, seed=seed, players=PHONES)
    table.director.social.looks_back = frozenset()  # (no bots: nobody looks back)
    server = PhoneServer(table.hub, "winkybilly")
    server.start()
    phones = Phones()
    clients = threading.Thread(
        target=phones.run, args=([server.address(s) for s in range(PHONES)], seconds), daemon=True
    )
    applied: dict[tuple[int, ...], float] = {}  # saloon after a swap -> when the table applied it
    action_ms: list[float] = []
    state = table.state
    try:
        clients.start()
        start = last = time.perf_counter()
        owed = 0.0
        steps = 0
        while clients.is_alive():
            now = time.perf_counter()
            owed = min(owed + now - last, 0.25)
            last = now
            while owed >= STEP_S:
                moves = len(state.history)
                table.bridge.update()
                done = time.perf_counter()
                for action in state.history[moves:]:
                    if isinstance(action, Swap):
                        with phones.lock:
                            sent = phones.sent.pop((action.seat, action.give, action.take), None)
                        if sent is not None:
                            action_ms.append(1000 * (done - sent))
                        applied[tuple(sorted(state.saloon))] = done
                table.director.step(STEP_S)
                table.bridge.publish()
                owed -= STEP_S
                steps += 1
            time.sleep(max(0.0, STEP_S - owed))
        wall = time.perf_counter() - start
    finally:
        server.stop()
        table.close()
    update_ms = []
    for saloon, at in applied.items():
        seen = phones.seen.get(saloon, {})
        if len(seen) == PHONES:  # (a saloon replaced within the same step was never shown)
            update_ms.append(1000 * (max(seen.values()) - at))
    return {
        "bench": "phones",
        "phones": PHONES,
        "seconds": round(wall, 1),
        "table_hz": round(steps / wall, 1),
        "swaps_applied": len(action_ms),
        "views_received": phones.views,
        "action_ms_p50": round(percentile(action_ms, 0.5), 1),
        "action_ms_p99": round(percentile(action_ms, 0.99), 1),
        "updates_measured": len(update_ms),
        "update_ms_p50": round(percentile(update_ms, 0.5), 1),
        "update_ms_p99": round(percentile(update_ms, 0.99), 1),
    }
