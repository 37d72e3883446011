"""Busy processes that share the CPU with a benchmark (`bench frames wink-table --load N`).

Each one spins on a core until it is stopped. They end with the `Busy` block that started them
(its end, an error or Ctrl-C), and on their own as soon as the process that started them is gone
(killed outright, say): none is ever left spinning.
"""

from __future__ import annotations

import signal
from multiprocessing import get_context, parent_process
from multiprocessing.process import BaseProcess
from types import FrameType, TracebackType
from typing import Any

SPINS = 100_000  # loops between two looks at the parent (a few milliseconds)
STOP_S = 2.0  # how long a busy process is given to end when told, before it is killed


def spin() -> None:
    """Keep one core busy while the parent lives (Ctrl-C is the parent's to handle: it ends us)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = parent_process()
    while parent is None or parent.is_alive():
        for _ in range(SPINS):
            pass


class CtrlC:
    """`with CtrlC() as ctrl_c:` Ctrl-C is noted, and `ctrl_c.check()` ends the bench with it.

    Python raises KeyboardInterrupt wherever the main thread is when the signal comes, and where
    that is a finaliser (a GL object's `__del__`, collected in the middle of a frame) it is printed
    and dropped: the bench would then run on to its end. Noted here, it is raised at the next
    frame, once, by `check()`."""

    def __init__(self) -> None:
        self.pressed = False
        self._before: Any = None

    def __enter__(self) -> CtrlC:
        self._before = signal.signal(signal.SIGINT, self._note)
        return self

    def _note(self, signum: int, frame: FrameType | None) -> None:
        self.pressed = True

    def check(self) -> None:
        if self.pressed:
            self.pressed = False
            raise KeyboardInterrupt

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        signal.signal(signal.SIGINT, self._before)
        if kind is None:
            self.check()  # (pressed after the last frame looked)


class Busy:
    """`with Busy(n):` n busy processes run for the block's length."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.processes: list[BaseProcess] = []

    def __enter__(self) -> Busy:
        context = get_context("spawn")  # (a fork would copy the window's GL state)
        try:
            for _ in range(self.n):
                process = context.Process(target=spin, name="winkhouse-busy", daemon=True)
                process.start()
                self.processes.append(process)
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.stop()

    def alive(self) -> int:
        return sum(p.is_alive() for p in self.processes)

    def pids(self) -> list[int]:
        return [p.pid for p in self.processes if p.pid is not None]

    def stop(self) -> None:
        """End every busy process: told first, killed if it does not end."""
        for process in self.processes:
            if process.is_alive():
                process.terminate()
        for process in self.processes:
            process.join(STOP_S)
            if process.is_alive():
                process.kill()
                process.join()
        self.processes.clear()
