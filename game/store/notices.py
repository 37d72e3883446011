"""One-line notices for the player: what the game had to repair, set aside or leave out.

Code below the UI (level files, remembered setups, other stores) queues a notice where it finds
a problem; the UI takes the queue when it can show it. A notice is a catalogue key and its
parameters, rendered only when shown, so one queued before the player's language is known (the
level files may be read before the settings) still reads in the right language.

    notify(key, **params) -> Notice   queue a notice; `key` is a catalogue key ("notice.…"), each
                                      param a str, an int or a Term. A notice equal to one still
                                      waiting is not queued twice.
    take_notices() -> list[Notice]    the waiting notices, oldest first; the queue is then empty
    pending_notices() -> tuple        the waiting notices, left waiting (tests, a badge)
    notice_texts(lang=None) -> list   take them all and render them: the lines to show
    Notice.text(lang=None) -> str     the notice as one line in `lang` (default: the current one)
    Term(key)                         a parameter that is itself a catalogue text (a game's name),
                                      rendered in the same language as the notice

One queue per process, as there is one window and one player; it is safe to use from a thread.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from ..i18n import has_key, is_strict, tr


@dataclass(frozen=True)
class Term:
    """A notice parameter shown as the catalogue text of `key` (e.g. Term("game.wink"))."""

    key: str


@dataclass(frozen=True)
class Notice:
    """One thing to tell the player: a catalogue key and its parameters, not yet rendered."""

    key: str
    params: tuple[tuple[str, str | int | Term], ...] = ()

    def text(self, lang: str | None = None) -> str:
        """The notice in `lang` (default: the current language), on one line."""
        values = {name: tr(v.key, lang) if isinstance(v, Term) else v for name, v in self.params}
        return " ".join(tr(self.key, lang, **values).split())


_lock = threading.Lock()
_queue: list[Notice] = []


def notify(key: str, /, **params: str | int | Term) -> Notice:
    """Queue the notice `key` with `params` for the UI to show (once, while it waits)."""
    if is_strict() and not has_key(key, "en"):  # a test finds a mistyped key at once
        raise KeyError(f"no text for the notice {key!r} in the catalogue")
    notice = Notice(key, tuple(sorted(params.items())))
    with _lock:
        if notice not in _queue:
            _queue.append(notice)
    return notice


def take_notices() -> list[Notice]:
    """Every waiting notice, oldest first; the queue is emptied."""
    with _lock:
        taken = list(_queue)
        _queue.clear()
    return taken


def pending_notices() -> tuple[Notice, ...]:
    """The waiting notices, without taking them."""
    with _lock:
        return tuple(_queue)


def notice_texts(lang: str | None = None) -> list[str]:
    """Take every waiting notice and render it: the lines to show, oldest first."""
    return [n.text(lang) for n in take_notices()]


__all__ = ["Notice", "Term", "notice_texts", "notify", "pending_notices", "take_notices"]
