"""The phones of `bench frames --phones N`, in a process of their own, as real phones are other
devices: their sockets, their JSON and their timers take nothing of the table's process.

    python -m game.cli.phone_crowd SWAPS_PER_S ADDRESS...

connects a phone (a WebSocket client) to each seat's join address and prints `{"connected": n}`;
on a line "go" on its standard input, the phones swap in turn, SWAPS_PER_S in all, each its first
card for the saloon's first, from the latest view it was sent (while its exchange is open); on
"stop" (or the input's end) it prints `{"views": n}` (the views they received in all) and ends.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

import aiohttp


def swap_of(view: dict[str, Any] | None) -> dict[str, Any] | None:
    """The phone's swap from `view`: its first card for the saloon's first (None: no swap now)."""
    if view is None or view.get("phase") != "exchange" or view.get("done"):
        return None
    if not view.get("hand") or not view.get("saloon"):
        return None
    move = {"kind": "swap", "give": view["hand"][0]["card"], "take": view["saloon"][0]["card"]}
    return {"type": "act", "move": move}


async def crowd(addresses: list[str], rate: float) -> int:
    loop = asyncio.get_running_loop()
    latest: list[dict[str, Any] | None] = [None] * len(addresses)
    views = [0]

    async def read(i: int, socket: aiohttp.ClientWebSocketResponse) -> None:
        async for message in socket:
            if message.type == aiohttp.WSMsgType.TEXT:
                data = json.loads(message.data)
                if data.get("type") == "view":
                    latest[i] = data["view"]
                    views[0] += 1

    async def swapping() -> None:
        turn = 0
        while True:
            await asyncio.sleep(1 / rate)
            move = swap_of(latest[turn % len(sockets)])
            if move is not None:
                await sockets[turn % len(sockets)].send_str(json.dumps(move))
            turn += 1

    async with aiohttp.ClientSession() as session:
        sockets = [await session.ws_connect(a + "/ws", heartbeat=None) for a in addresses]
        readers = [asyncio.create_task(read(i, s)) for i, s in enumerate(sockets)]
        print(json.dumps({"connected": len(sockets)}), flush=True)
        swapper: asyncio.Task[None] | None = None
        while True:
            line = (await loop.run_in_executor(None, sys.stdin.readline)).strip()
            if line == "go" and swapper is None:
                swapper = asyncio.create_task(swapping())
            elif line in ("stop", ""):
                break
        for task in [*readers, *([swapper] if swapper else [])]:
            task.cancel()
        for socket in sockets:
            await socket.close()
    print(json.dumps({"views": views[0]}), flush=True)
    return 0


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print("usage: python -m game.cli.phone_crowd SWAPS_PER_S ADDRESS...", file=sys.stderr)
        return 2
    return asyncio.run(crowd(argv[1:], float(argv[0])))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
