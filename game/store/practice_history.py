"""Practice sessions in the history database too: moved in from `practice.json` once, then each
new session added as it is recorded (the JSON file stays what the practice screens read).

The move happens once per database, remembered in it (the fact `practice_moved`), in one
transaction with the sessions it moves: a window closed half way moves them again next time, never
twice (an identical session is kept once). A database that cannot be written loses nothing of
practice.json: the move is tried again next time.
"""

from __future__ import annotations

import logging
import sqlite3
import threading

from .history import History
from .practice_progress import SessionRecord, load_progress

MOVED = "practice_moved"

log = logging.getLogger(__name__)


def move_practice_once(history: History) -> int:
    """Every session of practice.json into `history`, the first time only; how many were added."""
    if history.fact(MOVED) is not None:
        return 0
    progress = load_progress()
    sessions = [(name, record) for name in progress.names() for record in progress.sessions(name)]
    return history.add_practices(sessions, fact=MOVED)


def keep_session(profile: str, record: SessionRecord, history: History | None = None) -> bool:
    """Add one new session to the history (after the move); False if it could not be written."""
    own = history is None
    h = History() if history is None else history
    try:
        move_practice_once(h)
        h.add_practice(profile, record)
    except sqlite3.Error as exc:
        log.warning("a practice session could not be added to the history (%s)", exc)
        return False
    finally:
        if own:
            h.close()
    return True


def keep_session_in_background(profile: str, record: SessionRecord) -> threading.Thread:
    """`keep_session` in another thread (the practice screen goes on at once)."""
    thread = threading.Thread(target=keep_session, args=(profile, record), name="keep-practice")
    thread.start()
    return thread
