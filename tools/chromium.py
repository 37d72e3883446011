"""Debian's chromium as the phones' pages are driven in it (the tests, tools/phone_screenshots.py):
where it is, and the flags it needs on a machine with a closed network (no first run, no
background connections, no sandbox as root)."""

from __future__ import annotations

from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
