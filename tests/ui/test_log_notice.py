"""The log cannot be written in the middle of a game (its file on a full disk): the table plays on,
and the player is told once, on the screen, in their language; never a traceback."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from game import logs
from game.i18n import tr
from game.ui.app import log_hook
from game.ui.headless import step

from .drive import start_wink

FULL = Path("/dev/full")  # every write to it fails with ENOSPC (Linux)


@pytest.fixture
def full_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The log folder (the WINKHOUSE_LOG_DIR override) whose log file is the full device."""
    if not FULL.exists():
        pytest.skip("no /dev/full on this system")
    folder = tmp_path / "logs"
    folder.mkdir()
    (folder / logs.FILE).symlink_to(FULL)
    monkeypatch.setenv("WINKHOUSE_LOG_DIR", str(folder))
    logs.uninstall()
    logs.install(announce=False)
    logs.add_listener(log_hook)  # as the window's run does (game/ui/app.py)
    yield folder / logs.FILE
    logs.remove_listener(log_hook)
    logs.uninstall()


def shown(window: Any) -> list[str]:
    return [s.text for s in window.notices.shown]


def test_a_full_disk_under_the_log_is_one_notice_and_the_table_plays_on(
    window: Any, full_log: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    strip = window.notices
    added: list[str] = []  # every notice the strip took (each stays 10 s of wall clock on it)
    monkeypatch.setattr(strip, "add", lambda text, add=strip.add: (added.append(text), add(text)))
    view = start_wink(window, seed=3, players=4, humans=0)  # bots only: it plays by itself
    step(window, 30)
    sound = logging.getLogger("game.ui.sound")
    sound.warning("sound off for this session: no device")  # what a game module may log, mid-game
    step(window, 2)
    unwritten = tr("log.unwritten", "en", path=str(full_log), reason="No space left on device")
    problem = tr("log.notice_unlogged", "en", problem="sound off for this session: no device")
    assert shown(window) == [unwritten, problem]
    clock, moves = view.clock, len(view.state.history)
    for i in range(5):  # more problems, each failing to be written: no second notice of the log
        sound.warning("another problem %d", i)
        step(window, 80)
    assert added.count(unwritten) == 1 and len(added) == 7, added
    assert window.current_view is view and view.clock == pytest.approx(clock + 400 / 60)
    assert len(view.state.history) > moves  # the bots went on playing (seed 3: a call at 4.3 s)
    assert logs.log_failed()
    captured = capfd.readouterr()
    assert "Traceback" not in captured.err + captured.out and "Logging error" not in captured.err


def test_the_notice_is_in_the_players_language(window: Any, full_log: Path) -> None:
    window.apply_settings(replace(window.settings, language="fr"), save=False)
    start_wink(window, seed=3, players=4, humans=0)
    logging.getLogger("game.ui.sound").warning("sound off for this session: no device")
    step(window, 2)
    assert shown(window) == [
        f"Le journal {full_log} n'a pas pu être écrit (No space left on device) : le jeu continue, "
        "et l'écriture sera retentée plus tard",
        "Un problème est survenu : sound off for this session: no device (le journal n'a pas pu être écrit)",
    ]
