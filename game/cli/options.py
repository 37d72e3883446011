"""Checked command-line values: every bad one is one line on stderr and exit status 2.

Numbers are parsed by bounded types (`whole`, `seconds`): a value that is not a number, not finite
(nan, inf, 1e999), negative where it must not be, or over the maximum is refused before anything
runs, so no command runs without end. Zero is accepted wherever it means something.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

SHOWN = 24  # characters of a bad value repeated in its message


class UsageError(ValueError):
    """A bad command line or an output that cannot be written: one line on stderr, exit status 2."""


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are UsageError (one line, printed by main), not usage + exit."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        """--help and --version: written like any output, a failure not swallowed (argparse's own
        ignores it, so `--version >/dev/full` said nothing and exited 0: game/cli/output.py)."""
        out = file or sys.stderr
        if message and out is not None:
            out.write(message)


def shown(text: str) -> str:
    """A value as it may be repeated in a message: short and printable."""
    text = "".join(c if c.isprintable() else "?" for c in text)
    return repr(text if len(text) <= SHOWN else text[: SHOWN - 1] + "…")


def grouped(n: float) -> str:
    return f"{n:,}" if isinstance(n, int) else f"{n:g}"


def whole(lo: int, hi: int) -> Callable[[str], int]:
    """An argparse type: a whole number from lo to hi."""

    def parse(text: str) -> int:
        try:
            value = int(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"wants a whole number from {grouped(lo)} to {grouped(hi)}, not {shown(text)}"
            ) from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(
                f"must be from {grouped(lo)} to {grouped(hi)}, not {shown(text.strip())}"
            )
        return value

    parse.__name__ = "whole number"
    return parse


def seconds(lo: float, hi: float, zero: bool = True) -> Callable[[str], float]:
    """An argparse type: a finite number of seconds from lo (or above 0 when zero=False) to hi."""
    wanted = f"from {grouped(lo)} to {grouped(hi)} s" if zero else f"more than 0 and at most {grouped(hi)} s"

    def parse(text: str) -> float:
        try:
            value = float(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"wants a number of seconds {wanted}, not {shown(text)}"
            ) from None
        if not math.isfinite(value) or not lo <= value <= hi or (value == 0 and not zero):
            raise argparse.ArgumentTypeError(f"must be {wanted}, not {shown(text.strip())}")
        return value

    parse.__name__ = "number of seconds"
    return parse


def named(what: str) -> Callable[[str], str]:
    """An argparse type: a non-empty name (a preset, a scene…)."""

    def parse(text: str) -> str:
        if not text.strip():
            raise argparse.ArgumentTypeError(f"wants {what}, not an empty name")
        return text

    parse.__name__ = what
    return parse


def _probe(folder: Path) -> None:
    """Raise OSError unless a file can be created in `folder` (made first if needed)."""
    for above in (folder, *folder.parents):
        if above.exists() or above.is_symlink():
            if not above.is_dir():
                raise NotADirectoryError(0, f"{above} is not a folder")
            break
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".winkhouse-", suffix=".tmp", dir=folder)
    os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(tmp)


def _reason(exc: OSError) -> str:
    return exc.strerror or type(exc).__name__


def writable_png(text: str, option: str = "--out") -> Path:
    """The PNG file `text` names, once sure it can be written (its folder made if needed)."""
    if text.strip() and Path(text).suffix.lower() != ".png":
        raise UsageError(f"{option} must name a .png file, not {shown(text)}")
    return writable_file(text, option)


def writable_file(text: str, option: str) -> Path:
    """The file `text` names, once sure it can be written (its folder made if needed)."""
    path = Path(text)
    if not text.strip():
        raise UsageError(f"{option} wants a file name, not an empty one")
    if path.is_dir():
        raise UsageError(f"{option} {text} is a folder; name a file in it")
    try:
        _probe(path.parent)
    except OSError as exc:
        raise UsageError(f"cannot write {option} {text}: {_reason(exc)}") from None
    return path


def writable_folder(text: str, option: str = "--out-dir") -> Path:
    """The folder `text` names, made if needed, once sure files can be written in it."""
    if not text.strip():
        raise UsageError(f"{option} wants a folder, not an empty name")
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise UsageError(f"{option} {text} is a file, not a folder")
    try:
        _probe(path)
    except OSError as exc:
        raise UsageError(f"cannot write in {option} {text}: {_reason(exc)}") from None
    return path


def save_png(image: Any, path: Path) -> Path:
    """Save a PIL image as PNG; a failure (disk full, folder gone) is a UsageError, not a crash."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        image.save(path, format="PNG")
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {_reason(exc)}") from None
    return path
