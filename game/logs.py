"""The log file: warnings and crashes go to the user's log folder, never a traceback on the terminal.

    from game import logs
    logs.install()            # once per process (the command line does it); cheap, creates nothing yet
    logs.log_path()           # where the log is: <log folder>/winkhouse.log (game.store.files.log_dir)
    logs.last_problem()       # the last warning or crash of this process (a Problem), or None
    logs.notice("fr")         # that problem and the log's path as one line for the screen, or None
    logs.log_failed()         # True while the log cannot be written (its last write failed)
    logs.add_listener(f)      # f(problem) is called for every new problem (the window's hook)
    logs.report_crash(exc)    # the traceback into the log, one line on stderr; returns exit status 1

The file is created on the first record only, rotated at MAX_BYTES with BACKUPS old copies, so it
never grows without end. Records of level WARNING and above from any library, and INFO from the
game's own modules, go to it. The first problem of a command-line run is announced on stderr in
one line that names the log; later ones only go to the file. If the log folder cannot be written,
the log goes to the system's temporary folder instead, and if that fails too, nowhere (the game
never stops because of its log). A write that fails during the run (a full disk, a rotation its
folder refuses) is never a traceback: the player is told once, on the screen (the notice "log.unwritten",
queued in game/store/notices.py; a command line prints it on stderr), the log rests RETRY_S and then
tries again. A log file or folder removed while the game runs is made again at the next record.
"""

from __future__ import annotations

import contextlib
import logging
import logging.handlers
import os
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any

APP = "winkhouse"
FILE = "winkhouse.log"
# `extra=TOLD` on a warning whose player is told by a notice of its own, in their words: the
# listeners (the window's generic "Something went wrong" line) leave it out, the log keeps it.
TOLD = {"told": True}
MAX_BYTES = 256 * 1024
BACKUPS = 2  # winkhouse.log, winkhouse.log.1, winkhouse.log.2: under 1 MB in all
LINE = 200  # longest problem text in a one-line message
RETRY_S = 30.0  # after a failed write, the log rests this long (wall seconds) before trying again
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger("game")


@dataclass(frozen=True)
class Problem:
    """A warning or crash of this process, for a one-line notice."""

    message: str  # one printable line, at most LINE characters
    level: str  # "WARNING", "ERROR" or "CRITICAL"
    serial: int  # 1 for the first problem of the process, then 2, 3…: a view shows each once


_state: dict[str, Any] = {
    "file": None,  # the _LogFile handler on the root logger, once installed
    "tracker": None,  # the _Tracker handler on the root logger
    "last": None,  # the last Problem
    "count": 0,
    "announce": False,  # print the first problem on stderr (the command line)
    "announced": False,
    "told_unwritten": False,  # the player was told that the log could not be written
}
_listeners: list[Callable[[Problem], None]] = []


def one_line(text: object, limit: int = LINE) -> str:
    """The first line of `text`, printable and at most `limit` characters."""
    lines = str(text).strip().splitlines() or [""]
    line = "".join(c if c.isprintable() else "?" for c in lines[0].strip())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def log_dir() -> Path:
    from .store.files import log_dir as folder

    return folder()


def log_path() -> Path:
    """Where the log is written: the installed handler's file, or where it would be."""
    handler = _state["file"]
    if handler is not None:
        return Path(handler.baseFilename)
    return log_dir() / FILE


def fallback_path() -> Path:
    """Where the log goes when the log folder cannot be written: the system's temporary folder."""
    user = getattr(os, "getuid", lambda: None)()  # one file per user on a shared machine
    return Path(tempfile.gettempdir()) / (FILE if user is None else f"{APP}-{user}.log")


class _LogFile(logging.handlers.RotatingFileHandler):
    """A rotating log that makes its folder on the first record and never raises (falls back, then
    gives up quietly)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=True)
        self.setFormatter(logging.Formatter(FORMAT))
        self.failed_at: float | None = None  # when the last write failed (monotonic), None if it did not
        self.erred = False  # the record being written failed

    @property
    def failed(self) -> bool:
        return self.failed_at is not None

    def _open(self) -> Any:
        try:
            Path(self.baseFilename).parent.mkdir(parents=True, exist_ok=True)
            return super()._open()
        except OSError:
            fallback = fallback_path()
            if Path(self.baseFilename) == fallback:
                raise
            self.baseFilename = os.fspath(fallback)
            return super()._open()

    def emit(self, record: logging.LogRecord) -> None:
        if self.failed_at is not None and time.monotonic() - self.failed_at < RETRY_S:
            return  # resting after a failed write
        if self.stream is not None and not os.path.exists(self.baseFilename):
            self._drop_stream()  # the file or its folder was removed: made again (_open)
        self.erred = False
        super().emit(record)  # a failure inside calls handleError
        if not self.erred:
            self.failed_at = None

    def handleError(self, record: logging.LogRecord) -> None:
        """A write failed: never a traceback on the terminal (the stdlib's default); what could
        not be written is dropped, the player is told once, and the log rests a while."""
        exc = sys.exc_info()[1]
        if not isinstance(exc, OSError):
            return  # a record that cannot be formatted (a mistake in a log call): that one only
        self.erred = True
        self.failed_at = time.monotonic()
        self._drop_stream()
        _tell_unwritten(exc, Path(self.baseFilename))

    def _drop_stream(self) -> None:
        stream, self.stream = self.stream, None  # (as the stdlib's delay has it until the first record)
        if stream is not None:
            with contextlib.suppress(Exception):  # its buffer cannot be written either
                stream.close()


def _tell_unwritten(exc: OSError, path: Path) -> None:
    """The player is told, once in the process, that the log could not be written."""
    if _state["told_unwritten"]:
        return
    _state["told_unwritten"] = True
    reason = exc.strerror or type(exc).__name__
    with contextlib.suppress(Exception):  # the log's trouble must never stop the game
        from .store.notices import notify

        notify("log.unwritten", reason=one_line(reason), path=str(path))


class _Tracker(logging.Handler):
    """Remembers the last problem, tells the listeners, and announces the first one on stderr."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)

    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = record.getMessage()
        except Exception:
            text = str(record.msg)
        _state["count"] += 1
        problem = Problem(one_line(text), record.levelname, _state["count"])
        _state["last"] = problem
        if _state["announce"] and not _state["announced"] and not getattr(record, "announced", False):
            _state["announced"] = True
            handler = _state["file"]
            where = (
                "the log could not be written"
                if handler is None or handler.failed
                else f"details in {log_path()}"
            )
            _say(f"{APP}: {problem.message} ({where})")
        if getattr(record, "told", False):
            return  # the player has its own notice already: one line, not two
        for listener in list(_listeners):
            with contextlib.suppress(Exception):  # a broken listener must not hide the problem
                listener(problem)


def _say(line: str) -> None:
    if sys.stderr is None:  # no stderr (closed at start): nothing to do (print would use stdout)
        return
    with contextlib.suppress(OSError, ValueError, AttributeError):  # no stderr left: nothing to do
        print(line, file=sys.stderr, flush=True)


def install(announce: bool = True) -> Path:
    """Send the log records to the log file (re-installing it if its folder changed) and return its
    path. `announce`: say the first problem on stderr. Creates no file until something is logged."""
    root = logging.getLogger()
    wanted = log_dir() / FILE
    handler = _state["file"]
    if handler is None or Path(handler.baseFilename) not in (wanted, fallback_path()):
        if handler is not None:
            root.removeHandler(handler)
            handler.close()
        handler = _LogFile(wanted)
        handler.setLevel(logging.INFO)
        root.addHandler(handler)
        _state["file"] = handler
    tracker = _state["tracker"] or _Tracker()
    root.removeHandler(tracker)
    root.addHandler(tracker)  # after the file: it names the file the record went to
    _state["tracker"] = tracker
    if log.level == logging.NOTSET or log.level > logging.INFO:
        log.setLevel(logging.INFO)  # the game's own notes (a settings file moved…) reach the file
    _state["announce"] = announce
    logging.captureWarnings(True)  # Python warnings (warnings.warn) go to the log too
    return Path(handler.baseFilename)


def uninstall() -> None:
    """Take the log handlers off again and forget the problems (tests)."""
    root = logging.getLogger()
    for key in ("file", "tracker"):
        handler = _state[key]
        if handler is not None:
            root.removeHandler(handler)
            handler.close()
        _state[key] = None
    _state.update(last=None, count=0, announce=False, announced=False, told_unwritten=False)
    logging.captureWarnings(False)


def install_hooks() -> None:
    """Uncaught exceptions anywhere (main thread or others) go to the log with one line on stderr."""
    sys.excepthook = _excepthook
    threading.excepthook = _thread_excepthook


def _excepthook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    if issubclass(kind, KeyboardInterrupt):
        _say(f"{APP}: interrupted")
        return
    report_crash(exc)


def _thread_excepthook(args: threading.ExceptHookArgs) -> None:
    if args.exc_value is not None and not isinstance(args.exc_value, SystemExit):
        where = args.thread.name if args.thread is not None else "a thread"
        report_crash(args.exc_value, where=f"in {where}")


def report_crash(exc: BaseException, where: str = "") -> int:
    """Write `exc` with its traceback to the log and say so on stderr in one line; returns 1."""
    from . import __version__

    if _state["file"] is None:
        install(announce=False)
    summary = one_line(f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__)
    details = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    log.critical(
        "crashed%s: %s\n(winkhouse %s, Python %s on %s)\n%s",
        f" {where}" if where else "",
        summary,
        __version__,
        sys.version.split()[0],
        sys.platform,
        details.rstrip(),
        extra={"announced": True},
    )
    handler = _state["file"]
    if handler is not None and not handler.failed:
        handler.flush()
        _say(f"{APP} stopped after an error ({summary}); details in {log_path()}")
    else:
        _say(f"{APP} stopped after an error ({summary}); the log could not be written")
    return 1


def log_failed() -> bool:
    """True while the log cannot be written: its last write failed."""
    handler = _state["file"]
    return handler is not None and handler.failed


def last_problem() -> Problem | None:
    """The last warning or crash logged in this process since install(), or None."""
    return _state["last"]


def notice(lang: str | None = None, since: int = 0) -> str | None:
    """One line for the screen: the last problem (if newer than serial `since`) and the log's path."""
    problem = _state["last"]
    if problem is None or problem.serial <= since:
        return None
    from .i18n import tr

    if log_failed():
        return tr("log.notice_unlogged", lang, problem=problem.message)
    return tr("log.notice", lang, problem=problem.message, path=str(log_path()))


def add_listener(listener: Callable[[Problem], None]) -> None:
    """Call `listener(problem)` for every new problem (until remove_listener)."""
    _listeners.append(listener)


def remove_listener(listener: Callable[[Problem], None]) -> None:
    if listener in _listeners:
        _listeners.remove(listener)
