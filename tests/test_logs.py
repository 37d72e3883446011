"""The log file: warnings and crashes land in the user's log folder; the terminal gets one line."""

from __future__ import annotations

import logging
import logging.handlers
import os
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import logs
from game.cli.main import main
from game.store.files import log_dir
from game.store.notices import take_notices

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def log_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "logs"
    monkeypatch.setenv("WINKHOUSE_LOG_DIR", str(folder))
    monkeypatch.setenv("WINKHOUSE_DATA_DIR", str(tmp_path / "data"))
    logs.uninstall()
    yield folder
    logs.uninstall()
    take_notices()  # (a notice that the log could not be written is for this test only)


def lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


def run_python(code: str, tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {
        **os.environ,
        "WINKHOUSE_DATA_DIR": str(tmp_path / "data"),
        "WINKHOUSE_LOG_DIR": str(tmp_path / "logs"),
        "ARCADE_HEADLESS": "1",
        "ARCADE_SOUND_BACKENDS": "silent",
        "PYGLET_AUDIO": "silent",
        **env,
    }
    environ.pop("PYTEST_CURRENT_TEST", None)
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        env=environ,
        cwd=ROOT,
        timeout=120,
    )


def test_the_log_folder_comes_from_the_environment_or_platformdirs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("WINKHOUSE_LOG_DIR", str(tmp_path / "a"))
    monkeypatch.setenv("WINKHOUSE_DATA_DIR", str(tmp_path / "b"))
    assert log_dir() == tmp_path / "a"
    monkeypatch.delenv("WINKHOUSE_LOG_DIR")
    assert log_dir() == tmp_path / "b" / "logs"  # tests that isolate the data folder isolate the log
    monkeypatch.delenv("WINKHOUSE_DATA_DIR")
    import platformdirs

    assert log_dir() == Path(platformdirs.user_log_dir("winkhouse", appauthor=False))


def test_installing_the_log_creates_nothing_until_something_is_logged(log_folder: Path) -> None:
    assert logs.install() == log_folder / "winkhouse.log"
    logging.getLogger("game.test").debug("not a problem")
    assert not log_folder.exists()
    assert logs.last_problem() is None and logs.notice() is None


def test_the_sound_boards_warning_lands_in_the_log_and_one_line_names_the_log(
    log_folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.ui.sound import SoundBoard

    logs.install()
    monkeypatch.setattr("game.ui.sound.data_file", lambda _kind, name: log_folder / "missing" / name)
    board = SoundBoard()
    board.play("card_flip")
    board.play("shuffle")
    logging.getLogger("game.test").warning("a second problem")
    text = (log_folder / "winkhouse.log").read_text(encoding="utf-8")
    assert "sound off for this session" in text and "a second problem" in text
    err = lines(capsys.readouterr().err)
    assert len(err) == 1, err  # the first problem only, in one line
    assert "sound off for this session" in err[0] and str(log_folder / "winkhouse.log") in err[0]
    problem = logs.last_problem()
    assert problem is not None and problem.message == "a second problem" and problem.serial == 2


def test_the_ui_gets_one_line_in_the_players_language(log_folder: Path) -> None:
    logs.install(announce=False)
    logging.getLogger("game.test").warning("sound off for this session: no device\nsecond line")
    english, french = logs.notice("en"), logs.notice("fr")
    assert english is not None and french is not None
    assert "\n" not in english and "sound off for this session: no device" in english
    assert str(log_folder / "winkhouse.log") in english and "Détails" in french
    assert logs.notice("en", since=logs.last_problem().serial) is None  # type: ignore[union-attr]


def test_the_windows_hook_queues_a_notice_for_the_screen(log_folder: Path) -> None:
    from game.ui.app import log_hook

    logs.install(announce=False)
    take_notices()
    logs.add_listener(log_hook)
    try:
        logging.getLogger("game.test").warning("sound off for this session")
    finally:
        logs.remove_listener(log_hook)
    texts = [n.text("en") for n in take_notices()]
    assert len(texts) == 1 and "sound off" in texts[0] and "winkhouse.log" in texts[0]


def test_a_problem_the_player_is_told_of_in_its_own_words_is_one_notice_not_two(
    log_folder: Path, tmp_path: Path
) -> None:
    """A damaged history (seen in the app: its own notice, then "Something went wrong: …" with
    the same thing in the log's words) is told once; the log still keeps the warning."""
    from game.store.history import History
    from game.ui.app import log_hook

    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"these are not the pages of a database" * 200)
    logs.install(announce=False)
    take_notices()
    logs.add_listener(log_hook)
    try:
        History(path).close()
    finally:
        logs.remove_listener(log_hook)
    assert [n.key for n in take_notices()] == ["notice.history_aside"]
    assert "could not be used" in (log_folder / "winkhouse.log").read_text()


def test_the_log_is_capped(log_folder: Path) -> None:
    logs.install(announce=False)
    note = logging.getLogger("game.test")
    for i in range(6000):
        note.warning("line %d %s", i, "x" * 200)
    names = sorted(p.name for p in log_folder.iterdir())
    assert names == ["winkhouse.log", "winkhouse.log.1", "winkhouse.log.2"]
    assert all(p.stat().st_size <= logs.MAX_BYTES for p in log_folder.iterdir())


def test_an_unwritable_log_folder_never_stops_the_game(
    log_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("WINKHOUSE_LOG_DIR", str(blocker / "logs"))
    fallback = tmp_path / "fallback.log"
    monkeypatch.setattr(logs, "fallback_path", lambda: fallback)
    logs.install()
    logging.getLogger("game.test").warning("first")
    assert "first" in fallback.read_text(encoding="utf-8")  # the system's temporary folder instead
    assert str(fallback) in capsys.readouterr().err
    monkeypatch.setattr(logs, "fallback_path", lambda: blocker / "nowhere.log")
    logs.uninstall()
    logs.install()
    logging.getLogger("game.test").warning("second")  # nowhere to write: quietly nothing
    assert logs.report_crash(RuntimeError("boom")) == 1
    err = lines(capsys.readouterr().err)
    assert err[-1].endswith("the log could not be written") and "Traceback" not in "".join(err)


def test_a_crash_in_a_command_is_one_line_and_its_traceback_goes_to_the_log(
    log_folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("the engine broke")

    monkeypatch.setattr("game.cli.simulate.simulate", broken)
    assert main(["simulate", "zwoggel", "--games", "1"]) == 1
    captured = capsys.readouterr()
    err = lines(captured.err)
    assert len(err) == 1 and "RuntimeError: the engine broke" in err[0]
    assert str(log_folder / "winkhouse.log") in err[0]
    assert "Traceback" not in captured.err + captured.out
    text = (log_folder / "winkhouse.log").read_text(encoding="utf-8")
    assert "Traceback" in text and "the engine broke" in text and "winkhouse 0.1.0" in text


def test_ctrl_c_is_one_line_and_status_130(
    log_folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("game.cli.simulate.simulate", interrupted)
    assert main(["simulate", "zwoggel", "--games", "1"]) == 130
    err = lines(capsys.readouterr().err)
    assert len(err) == 1 and err[0].endswith(": interrupted")


def test_a_crash_inside_the_windows_event_loop_lands_in_the_log(tmp_path: Path) -> None:
    """The real `play` path: the window opens (headless here), its event loop runs, a view raises."""
    done = run_python(
        """
        import sys
        import game.cli.play as play
        from game.ui.screens import menu

        play.display_problem = lambda: None  # headless here: let the window open anyway

        def broken(self):
            raise RuntimeError("drawing failed")

        menu.MainMenuView.on_draw = broken
        from game.__main__ import main

        sys.exit(main([]))
        """,
        tmp_path,
    )
    assert done.returncode == 1
    err = lines(done.stderr)
    assert len(err) == 1, done.stderr
    assert "RuntimeError: drawing failed" in err[0] and "winkhouse.log" in err[0]
    assert "Traceback" not in done.stderr + done.stdout
    text = (tmp_path / "logs" / "winkhouse.log").read_text(encoding="utf-8")
    assert "Traceback" in text and "drawing failed" in text and "run_window" in text


def test_an_exception_outside_the_command_line_goes_to_the_log_too(tmp_path: Path) -> None:
    done = run_python(
        """
        from game import logs

        logs.install_hooks()
        raise RuntimeError("outside main")
        """,
        tmp_path,
    )
    assert done.returncode == 1
    assert len(lines(done.stderr)) == 1 and "outside main" in done.stderr
    assert "Traceback" not in done.stderr
    assert "outside main" in (tmp_path / "logs" / "winkhouse.log").read_text(encoding="utf-8")


def the_log_file() -> logging.handlers.RotatingFileHandler:
    """The log's handler on the root logger (logs.install put it there)."""
    return next(
        h for h in logging.getLogger().handlers if isinstance(h, logging.handlers.RotatingFileHandler)
    )


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
def test_a_log_write_failing_mid_run_is_one_notice_never_a_traceback_and_tried_again_later(
    log_folder: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    take_notices()
    logs.install(announce=False)
    note = logging.getLogger("game.test")
    note.warning("before the disk filled")
    assert "before the disk filled" in (log_folder / "winkhouse.log").read_text(encoding="utf-8")
    with Path("/dev/full").open("w", encoding="utf-8") as full:  # the disk fills: ENOSPC from now on
        the_log_file().setStream(full).close()  # type: ignore[union-attr]
        for i in range(20):
            note.warning("problem %d", i)
    assert logs.log_failed()
    notices = take_notices()
    assert [n.key for n in notices] == ["log.unwritten"]  # once, not once per record
    english, french = notices[0].text("en"), notices[0].text("fr")
    assert "could not be written (No space left on device)" in english and "the game goes on" in english
    assert "n'a pas pu être écrit" in french and str(log_folder / "winkhouse.log") in french
    assert logs.notice("en") == "Something went wrong: problem 19 (the log could not be written)"
    monkeypatch.setattr(logs, "RETRY_S", 0.0)  # the rest is over: the log opens its file again
    note.warning("after the disk was freed")
    text = (log_folder / "winkhouse.log").read_text(encoding="utf-8")
    assert "after the disk was freed" in text and "problem" not in text and not logs.log_failed()
    with Path("/dev/full").open("w", encoding="utf-8") as full:  # full again: no second notice
        the_log_file().setStream(full).close()  # type: ignore[union-attr]
        note.warning("again")
    assert logs.log_failed() and take_notices() == []
    captured = capfd.readouterr()
    assert "Traceback" not in captured.err + captured.out and "--- Logging error" not in captured.err


def test_a_log_folder_removed_mid_run_is_made_again_at_the_next_record(log_folder: Path) -> None:
    take_notices()
    logs.install(announce=False)
    note = logging.getLogger("game.test")
    note.warning("first")
    shutil.rmtree(log_folder)  # (the records would go on into a file that no longer exists)
    note.warning("second")
    assert (log_folder / "winkhouse.log").read_text(encoding="utf-8").count("second") == 1
    assert not logs.log_failed() and take_notices() == []
