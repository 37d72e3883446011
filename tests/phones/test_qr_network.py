"""QR codes that decode back to the seat's address; the addresses the host may choose."""

from __future__ import annotations

import ipaddress
import secrets

import cv2
import numpy as np

from game.phones import network, qr

from .serving import serving


def decode(png: bytes) -> str:
    """The text of the QR code in `png`, read by OpenCV. Its classic QRCodeDetector misses about
    one clean code in fifty (measured: 7 of 300 of our addresses at 6 pixels a module), finding
    nothing; its ArUco-based detector then reads it (0 misses in 1,200). Either must read the very
    address: a wrong text fails."""
    image = cv2.imdecode(np.frombuffer(png, np.uint8), cv2.IMREAD_GRAYSCALE)
    assert image is not None
    text, _points, _ = cv2.QRCodeDetector().detectAndDecode(image)
    if not text:
        text, _points, _ = cv2.QRCodeDetectorAruco().detectAndDecode(image)
    return str(text)


def test_a_hundred_seat_addresses_decode_back() -> None:
    for n in range(100):
        address = f"http://192.168.1.{n}:{40000 + n}/hand/" + secrets.token_urlsafe(18)
        assert decode(qr.png(address, scale=6)) == address


def test_a_seats_qr_code_decodes_back_to_its_address() -> None:
    with serving() as server:
        for seat in server.hub.seats:
            address = server.address(seat)
            assert decode(qr.png(address, scale=6)) == address


def test_the_matrix_is_the_pngs_modules_with_a_quiet_zone() -> None:
    text = "http://192.168.1.20:8765/hand/" + "x" * 24
    rows = qr.matrix(text)
    size = len(rows)
    assert all(len(row) == size for row in rows)
    assert not any(rows[0]) and not any(row[0] for row in rows)  # the quiet zone is light
    assert rows[qr.BORDER][qr.BORDER] and rows[qr.BORDER + 6][qr.BORDER + 6]  # a finder's corners
    # Drawn as the table would (module by module), it decodes to the same address.
    pixels = np.kron(np.array(rows, dtype=np.uint8), np.ones((6, 6), np.uint8))
    image = np.where(pixels == 1, 0, 255).astype(np.uint8)
    ok, png = cv2.imencode(".png", image)
    assert ok and decode(png.tobytes()) == text


def test_the_choices_are_this_computer_first_then_its_own_network_addresses() -> None:
    choices = network.choices()
    assert choices[0] == network.Choice("127.0.0.1", True)
    assert choices[0].label("en") == "This computer only (127.0.0.1)"
    for choice in choices[1:]:
        address = ipaddress.IPv4Address(choice.host)
        assert not choice.loopback and not address.is_loopback and not address.is_unspecified
        assert choice.label("fr") == f"Le réseau local ({choice.host})"
    assert len({c.host for c in choices}) == len(choices)
    assert network.is_own("127.0.0.1") and not network.is_own("203.0.113.7")
    assert not network.usable("0.0.0.0") and not network.usable("::1") and network.usable("10.0.0.2")
