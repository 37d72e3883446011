"""Sounds play by name at master × effects volume; muted plays nothing; a bad name is a bug."""

from __future__ import annotations

import pytest

from game.ui.sound import SOUNDS, SoundBoard


def test_every_sound_loads_and_plays_silently_here() -> None:
    board = SoundBoard(master=0.5, effects=0.5)
    for name in SOUNDS:
        board.play(name)
    assert not board.silent
    assert [v for _, v in board.played] == [0.25] * len(SOUNDS)


def test_mute_and_volume_settings_reach_the_sounds() -> None:
    board = SoundBoard()
    board.configure(1.0, 0.5, muted=True)
    board.play("wrong")
    board.configure(1.0, 0.5, muted=False)
    board.play("right")
    assert list(board.played) == [("wrong", 0.0), ("right", 0.5)]


def test_an_unknown_sound_names_the_known_ones() -> None:
    with pytest.raises(ValueError, match="card_flip"):
        SoundBoard().play("kazoo")


def test_a_missing_sound_file_turns_sound_off_instead_of_crashing(monkeypatch: pytest.MonkeyPatch) -> None:
    board = SoundBoard()

    def missing(*_args: object) -> object:
        raise FileNotFoundError("missing game data file sounds/wrong.wav")

    monkeypatch.setattr("game.ui.sound.data_file", missing)
    board.play("wrong")
    board.play("right")
    assert board.silent and [n for n, _ in board.played] == ["wrong", "right"]
