"""SoundBoard: every sound loads, plays at master × effects (0 muted), and failures mean silence, not a crash.

No window is created here: loading and playing sounds does not need one (a subprocess proves it).
"""

from __future__ import annotations

import os

os.environ["PYGLET_AUDIO"] = "silent"
os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")  # arcade overrides pyglet's audio option

import logging
import subprocess
import sys
from pathlib import Path

import arcade
import pytest

from game.resources import data_dir
from game.ui.sound import SOUNDS, SoundBoard
from tools.audio.analysis import read_wav

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def plays(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, float]]:
    """What actually reached arcade: (file stem, volume) per Sound.play call."""
    calls: list[tuple[str, float]] = []

    def play(sound: arcade.Sound, volume: float = 1.0, *_args: object, **_kw: object) -> None:
        calls.append((Path(sound.file_name).stem, volume))

    monkeypatch.setattr(arcade.Sound, "play", play)
    return calls


def warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    """The board's warnings, each cut to what failed."""
    return [
        r.getMessage().split(": ", 1)[1].split(" (")[0] for r in caplog.records if r.name == "game.ui.sound"
    ]


def test_the_board_knows_exactly_the_shipped_sounds() -> None:
    assert sorted(SOUNDS) == sorted(p.stem for p in data_dir("sounds").glob("*.wav"))


def test_every_sound_loads_with_its_full_length() -> None:
    board = SoundBoard()
    assert board.preload()
    for name in SOUNDS:
        sound = board.load(name)
        assert sound is not None
        expected = read_wav(data_dir("sounds") / f"{name}.wav").seconds
        assert sound.get_length() == pytest.approx(expected, abs=0.002), name


def test_every_sound_plays_with_no_window_and_no_sound_card() -> None:
    script = (
        "import arcade, pyglet.media\n"
        "from game.ui.sound import SOUNDS, SoundBoard\n"
        "board = SoundBoard(0.5, 0.5)\n"
        "for name in SOUNDS: board.play(name)\n"
        "assert not board.silent and len(board.played) == len(SOUNDS)\n"
        "print(type(pyglet.media.get_audio_driver()).__name__)\n"
        "try: arcade.get_window()\n"
        "except RuntimeError: print('no window')\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("ARCADE_HEADLESS", "DISPLAY")}
    env.update(PYGLET_AUDIO="silent", ARCADE_SOUND_BACKENDS="silent")
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["SilentDriver", "no", "window"]


def test_play_uses_and_records_master_times_effects(plays: list[tuple[str, float]]) -> None:
    board = SoundBoard(master=0.5, effects=0.8)
    board.play("card_flip")
    board.configure(1.0, 0.25, muted=False)
    board.play("right")
    assert plays == [("card_flip", pytest.approx(0.4)), ("right", 0.25)]
    assert list(board.played) == [("card_flip", pytest.approx(0.4)), ("right", 0.25)]


def test_muted_plays_are_recorded_at_zero_and_stay_quiet(plays: list[tuple[str, float]]) -> None:
    board = SoundBoard(master=0.7, effects=0.9, muted=True)
    board.play("wrong")
    board.configure(0.0, 1.0, muted=False)
    board.play("shuffle")
    assert list(board.played) == [("wrong", 0.0), ("shuffle", 0.0)]
    assert plays == []


def test_volumes_are_clamped_to_the_unit_range() -> None:
    board = SoundBoard(master=1.7, effects=-0.2)
    assert (board.master, board.effects, board.volume) == (1.0, 0.0, 0.0)


def test_only_the_last_plays_are_kept(plays: list[tuple[str, float]]) -> None:
    board = SoundBoard(history=3)
    for name in ("menu_move", "menu_move", "menu_click", "shuffle", "card_flip"):
        board.play(name)
    assert [name for name, _ in board.played] == ["menu_click", "shuffle", "card_flip"]
    assert len(plays) == 5


def test_an_unknown_sound_is_a_bug_and_names_the_known_ones() -> None:
    board = SoundBoard()
    with pytest.raises(ValueError, match="kazoo") as error:
        board.play("kazoo")
    assert all(name in str(error.value) for name in SOUNDS)
    with pytest.raises(ValueError):
        board.load("kazoo")
    assert list(board.played) == [] and not board.silent


def test_a_missing_file_warns_once_then_the_game_goes_on_in_silence(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr("game.ui.sound.data_file", lambda _kind, name: tmp_path / name)
    board = SoundBoard()
    with caplog.at_level(logging.WARNING, logger="game.ui.sound"):
        for name in ("wrong", "right", "wrong"):
            board.play(name)
        assert not board.preload()
    assert board.silent and board.load("right") is None
    assert [name for name, _ in board.played] == ["wrong", "right", "wrong"]
    assert warnings(caplog) == ["could not load wrong"]


def test_a_failing_audio_driver_warns_once_then_goes_silent(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(*_args: object, **_kw: object) -> None:
        raise RuntimeError("no audio driver")

    monkeypatch.setattr(arcade.Sound, "play", broken)
    board = SoundBoard()
    with caplog.at_level(logging.WARNING, logger="game.ui.sound"):
        board.play("countdown_beep")
        board.play("countdown_beep")
    assert board.silent and len(board.played) == 2
    assert warnings(caplog) == ["could not play countdown_beep"]
    assert "no audio driver" in caplog.text
