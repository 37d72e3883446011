"""Standard output as the command line uses it: a write that cannot happen is an error, said once.

A command's output would otherwise be lost without a word: with standard output closed at start
Python sets sys.stdout to None and every print() does nothing; a full disk (`>/dev/full`) fails
only at the last flush, or inside argparse, which swallows it; a pipe whose reader has gone
(`… | head -1`) ends in a traceback at exit. main() runs every command inside `guarded()`: a
write or flush of standard output that fails raises OutputError, which main() turns into one line
on stderr ("could not write the output: the disk is full") and exit status EX_IOERR (74, as in
sysexits.h: an input/output error, not a bad command line). With stderr closed as well, the status
alone says it. The window (`play`, `replay` without --out) writes nothing there: it runs
`released()`, so that a closed standard output (a windowed app) never troubles it.

    with guarded():        # sys.stdout guarded for the run, the original put back after
        ...                # print() as usual; a failed write raises OutputError
        finish()           # the last flush: what is still buffered must reach its reader
    failed(prog, exc, out) # the line on stderr; `out` pointed at the null device; returns 74
    say(line)              # one line on stderr, or nothing if stderr cannot be written
    reserve_standard_fds() # at start: a closed fd 0, 1 or 2 gets the null device (see there)
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
from collections.abc import Iterator
from typing import Any, TextIO, cast

EX_IOERR = 74

REASONS = {
    errno.EBADF: "standard output is closed",
    errno.ENOSPC: "the disk is full",
    errno.EPIPE: "the program reading it has stopped (the pipe is closed)",
}


class OutputError(OSError):
    """Standard output could not be written; `strerror` says why in words."""


def output_error(exc: OSError | ValueError | None) -> OutputError:
    """The OutputError for what writing standard output raised (None: there is no stdout)."""
    code = errno.EBADF if not isinstance(exc, OSError) or exc.errno is None else exc.errno
    words = REASONS.get(code) or (exc.strerror if isinstance(exc, OSError) else None) or str(exc)
    return OutputError(code, words)


class GuardedOutput:
    """sys.stdout for a command: writes go to `stream`, and a failure is an OutputError."""

    def __init__(self, stream: TextIO | None) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        if self.stream is None:
            if not text:
                return 0
            raise output_error(None)
        try:
            return self.stream.write(text)
        except (OSError, ValueError) as exc:  # ValueError: the file object was closed
            raise output_error(exc) from exc

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        if self.stream is None:
            return  # nothing written, nothing lost
        try:
            self.stream.flush()
        except (OSError, ValueError) as exc:
            raise output_error(exc) from exc

    def isatty(self) -> bool:
        return self.stream is not None and self.stream.isatty()

    def __getattr__(self, name: str) -> Any:  # encoding, fileno, buffer…: the stream's own
        if self.stream is None:
            raise AttributeError(name)
        return getattr(self.stream, name)


@contextlib.contextmanager
def guarded() -> Iterator[GuardedOutput]:
    """sys.stdout guarded while the block runs (a command), then the original back."""
    original = sys.stdout
    guard = GuardedOutput(original)
    stand_in = cast(TextIO, guard)
    sys.stdout = stand_in
    try:
        yield guard
    finally:
        if sys.stdout is stand_in:
            sys.stdout = original


@contextlib.contextmanager
def released() -> Iterator[None]:
    """The original sys.stdout while the block runs (the window: libraries may print to it)."""
    current = sys.stdout
    if isinstance(current, GuardedOutput):
        sys.stdout = cast(TextIO, current.stream)
    try:
        yield
    finally:
        sys.stdout = current


def finish() -> None:
    """Flush standard output: raises OutputError if what the command wrote cannot reach it."""
    stream = sys.stdout
    if stream is not None:
        try:
            stream.flush()
        except OutputError:
            raise
        except (OSError, ValueError) as exc:
            raise output_error(exc) from exc


def failed(prog: str, exc: OutputError, stdout: TextIO | None) -> int:
    """Say that the output could not be written, in one line on stderr; returns EX_IOERR.
    `stdout`: the stream that failed, which Python flushes once more at exit."""
    say(f"{prog}: error: could not write the output: {exc.strerror}")
    _to_null(stdout)  # (Python's own advice for a closed pipe: no second error at exit)
    return EX_IOERR


def say(line: str) -> None:
    """`line` on stderr, or nothing at all if stderr is closed or cannot be written."""
    stream = sys.stderr
    if stream is None:  # (print(file=None) would write to stdout instead)
        return
    try:
        stream.write(line + "\n")
        stream.flush()
    except (OSError, ValueError):
        _to_null(stream)


def _to_null(stream: TextIO | None) -> None:
    """Point `stream`'s file descriptor at the null device: what is still buffered in it then
    goes nowhere instead of failing again when Python flushes it at exit. (A stream without a
    descriptor, such as a test's capture, is left alone.)"""
    try:
        fd = stream.fileno() if stream is not None else -1
    except (OSError, ValueError):
        return
    if fd < 0:
        return
    with contextlib.suppress(OSError):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, fd)
        os.close(null)


def reserve_standard_fds() -> None:
    """A standard file descriptor closed at start (`2>&-`) gets the null device.

    Python has already set sys.stdout (or stderr) to None for it, which guarded() reports; but the
    number itself is free, and the next file the game opens (its log, a trace, a save) would take
    it: anything written to fd 1 or 2 below Python (a C library's message) would land inside that
    file. Holding the number with the null device keeps every file whole.
    """
    for fd, flags in ((0, os.O_RDONLY), (1, os.O_WRONLY), (2, os.O_WRONLY)):
        try:
            os.fstat(fd)
        except OSError:
            with contextlib.suppress(OSError):
                null = os.open(os.devnull, flags)
                if null != fd:
                    os.dup2(null, fd)
                    os.close(null)
