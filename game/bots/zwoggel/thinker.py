"""Runs a Zwoggel bot's decision off the drawing path (DESIGN.md: search never stalls a frame).

`inline` decides at once, in the caller, by the level's playout count only: the same seed gives
the same action on any machine (tests, `simulate`). `process` sends the request to one worker
process of the table ("spawn", started when the table opens, at a lower priority so that the
drawing process wins the CPU): `submit` returns at once and `poll` tells, tick after tick,
whether the action has come; the wall-clock budget caps the search there too.
"""

from __future__ import annotations

import logging
import os
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import suppress
from dataclasses import replace
from multiprocessing import get_context, parent_process
from multiprocessing.connection import wait

from ...rules.zwoggel.actions import Action
from .bot import Decision, Request, decide

log = logging.getLogger(__name__)
MODES = ("inline", "process")
NICENESS = 10
FALLBACK_BUDGET_MS = 1.0  # a worker that failed: the seat weighs the risks instead of searching


def start_worker() -> None:
    """The worker's initializer: let the drawing process win the CPU, and end with the game."""
    with suppress(AttributeError, OSError):  # no nice on this system: run as we are
        os.nice(NICENESS)
    end_with_parent()


def end_with_parent() -> None:
    """In a pool's worker: end when the process that started it dies, even without closing the
    pool (killed, or crashed). The worker holds both ends of its task queue, so it would wait for
    tasks forever: a thread waits on the parent's sentinel instead."""
    parent = parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), daemon=True).start()


def _end_with(sentinel: int) -> None:
    wait([sentinel])
    os._exit(0)


def warm_up() -> bool:
    """The worker's first task: import the search before the first turn needs it."""
    return True


class Thinker:
    """One table's decision maker: `submit(request)`, then `poll()` until it gives the action."""

    def __init__(self, mode: str = "inline") -> None:
        if mode not in MODES:
            raise ValueError(f"a thinker runs {' or '.join(MODES)}, not {mode!r}")
        self.mode = mode
        self.last: Decision | None = None  # the decision `poll` gave last (its time, its playouts)
        self._request: Request | None = None
        self._ready: Decision | None = None
        self._future: Future[Decision] | None = None
        self._pool: ProcessPoolExecutor | None = None
        if mode == "process":
            self._pool = ProcessPoolExecutor(1, mp_context=get_context("spawn"), initializer=start_worker)
            self._pool.submit(warm_up)

    @property
    def deterministic(self) -> bool:
        """Decisions stop by playout count only (inline), not by the wall clock."""
        return self.mode == "inline"

    def submit(self, request: Request) -> None:
        """Start deciding `request` (a decision still under way is dropped)."""
        self._request, self._ready = request, None
        if self._pool is None:
            self._ready = decide(request)
            return
        if self._future is not None:
            self._future.cancel()
        self._future = self._pool.submit(decide, request)

    def poll(self) -> Action | None:
        """The action of the request submitted, once it is decided (given once); else None."""
        if self._future is not None and self._future.done():
            self._ready = self._collect(self._future)
            self._future = None
        ready, self._ready = self._ready, None
        if ready is None:
            return None
        self._request = None
        self.last = ready
        return ready.action

    def _collect(self, future: Future[Decision]) -> Decision:
        try:
            return future.result()
        except Exception:  # a worker that died must not stop the table: decide here, quickly
            log.exception("the Zwoggel thinker's worker failed; deciding inline")
            request = self._request
            assert request is not None
            return decide(
                replace(request, profile=replace(request.profile, search_budget_ms=FALLBACK_BUDGET_MS))
            )

    def thinking(self) -> int | None:
        """The seat whose decision a worker is searching right now, else None."""
        if self._future is None or self._future.done() or self._request is None:
            return None
        return self._request.seat

    def pending(self) -> Request | None:
        """The request submitted and not yet given back by `poll`."""
        return self._request

    def close(self) -> None:
        """Stop the worker (a search under way is abandoned). Idempotent."""
        pool, self._pool = self._pool, None
        self._future = None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
