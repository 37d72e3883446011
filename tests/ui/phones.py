"""Tables with hands on phones for the UI tests: real phones' servers on 127.0.0.1, real WebSocket
clients (game/cli/phone_clients.py) as the phones, the window driven by input events."""

from __future__ import annotations

import socket
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

import cv2
import numpy as np
from PIL import Image

from game.cli.phone_clients import PhoneClients
from game.setup import SeatSetup, TableSetup, fit_seats
from game.ui.headless import FRAME, step
from game.ui.routes import table

BOTS = ("Margot", "Hugo", "Inès", "Barnaby", "Camille", "Priya", "Théo", "Rosa")


def phone_setup(
    game: str,
    players: int,
    phones: tuple[int, ...],
    screen: tuple[int, ...] = (),
    seed: int = 5,
    network: str = "",
) -> TableSetup:
    """Humans on phones at `phones` (Bea, Cy…), humans on this screen at `screen`, bots elsewhere."""
    names = iter(("Bea", "Cy", "Dee", "Eli"))
    seats = tuple(
        SeatSetup(kind="human", name=next(names), phone=s in phones)
        if s in phones or s in screen
        else SeatSetup(kind="bot", name=BOTS[s], personality=BOTS[s])
        for s in range(players)
    )
    setup = fit_seats(TableSetup(game, players, {}, seats, seed), [])
    return replace(setup, phones=True, network=network)


def open_table(window: Any, setup: TableSetup) -> Any:
    """The table of `setup` (its bots thinking inline), shown and drawn once."""
    options = {"worker": False}
    view = table(setup.game)(setup, setup.new_state(), **options)
    window.show_view(view)
    step(window)
    return view


def listening(port: int) -> bool:
    """Whether something accepts connections on 127.0.0.1:`port`."""
    with socket.socket() as probe:
        probe.settimeout(1.0)
        return probe.connect_ex(("127.0.0.1", port)) == 0


def until(window: Any, test: Callable[[], bool], seconds: float = 5.0, draw: bool = False) -> bool:
    """Frames pass (fixed updates, updates; drawn with `draw`) until `test()` or `seconds` of
    wall time (a phone's message crosses a real socket and a thread)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if test():
            return True
        if draw:
            step(window)
        else:
            window.dispatch_event("on_fixed_update", FRAME)
            window.dispatch_event("on_update", FRAME)
        time.sleep(0.005)
    return test()


@contextmanager
def phones() -> Iterator[PhoneClients]:
    clients = PhoneClients()
    try:
        yield clients
    finally:
        clients.stop()


def decode_qr(window: Any) -> str:
    """The QR code on the screen, read back from the frame's pixels with OpenCV ("" if none). Its
    classic detector misses about one clean code in fifty, finding nothing (tests/phones/
    test_qr_network.py); its ArUco-based one then reads it. Either must read the very address."""
    image = Image.frombytes("RGBA", (window.width, window.height), _pixels(window)).convert("L")
    pixels = np.array(image)
    found, _points, _straight = cv2.QRCodeDetector().detectAndDecode(pixels)
    if not found:
        found, _points, _straight = cv2.QRCodeDetectorAruco().detectAndDecode(pixels)
    return str(found)


def _pixels(window: Any) -> bytes:
    import arcade

    return arcade.get_image(0, 0, window.width, window.height).tobytes()
