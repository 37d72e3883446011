"""A seat's join address as a QR code (segno): a matrix of modules for the table to draw, or PNG
bytes. Error correction M; the quiet zone (`border` modules) is part of both."""

from __future__ import annotations

import io

import segno

BORDER = 4  # modules of quiet zone around the code, as the standard asks


def _code(text: str) -> segno.QRCode:
    return segno.make_qr(text, error="m", boost_error=False)


def matrix(text: str, border: int = BORDER) -> list[list[bool]]:
    """Rows of modules, top first; True is dark."""
    return [[bool(m) for m in row] for row in _code(text).matrix_iter(scale=1, border=border)]


def png(text: str, scale: int = 8, border: int = BORDER) -> bytes:
    """The code as a PNG, `scale` pixels a module."""
    out = io.BytesIO()
    _code(text).save(out, kind="png", scale=scale, border=border, dark="black", light="white")
    return out.getvalue()
