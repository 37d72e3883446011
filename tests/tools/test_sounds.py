"""The sound generator: the committed WAVs are exactly what it makes, and each is fit to ship."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest

from game.ui.sound import SOUNDS as GAME_SOUNDS
from tools import make_sounds
from tools.audio.analysis import Wav, difference, profile, read_wav
from tools.audio.catalogue import SOUNDS

pytestmark = pytest.mark.xdist_group("sounds")  # the sounds are generated once, in one worker

ROOT = Path(__file__).resolve().parents[2]
COMMITTED = ROOT / "sounds"

# How long each sound may last, in seconds (shortest, longest).
DURATIONS = {
    "card_flip": (0.05, 0.25),
    "shuffle": (0.4, 1.2),
    "pawn_placed": (0.08, 0.4),
    "call_chime": (0.5, 1.6),
    "wink_tick": (0.01, 0.08),
    "accusation": (1.0, 2.5),
    "right": (0.3, 1.0),
    "wrong": (0.3, 1.0),
    "token_won": (0.3, 1.0),
    "token_lost": (0.3, 1.0),
    "countdown_beep": (0.08, 0.25),
    "coup_de_feu": (0.5, 2.0),
    "trap_sprung": (0.25, 1.0),
    "win_fanfare": (1.0, 3.0),
    "menu_click": (0.02, 0.15),
    "menu_move": (0.02, 0.12),
}
NAMES = sorted(DURATIONS)


def load(name: str) -> Wav:
    return read_wav(COMMITTED / f"{name}.wav")


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("sounds")
    assert make_sounds.main(["--out", str(out)]) == 0
    return out


def test_the_generator_makes_exactly_the_committed_files_byte_for_byte(made: Path) -> None:
    ours = sorted(p.name for p in made.iterdir())
    theirs = sorted(p.name for p in COMMITTED.iterdir())
    assert ours == theirs, f"missing or extra: {sorted(set(ours) ^ set(theirs))}"
    changed = [name for name in ours if (made / name).read_bytes() != (COMMITTED / name).read_bytes()]
    assert changed == [], f"run python tools/make_sounds.py; these differ: {changed}"


def test_every_sound_the_game_plays_is_made_and_nothing_else() -> None:
    assert sorted(SOUNDS) == NAMES == sorted(GAME_SOUNDS)
    assert sorted(p.name for p in COMMITTED.iterdir()) == [f"{n}.wav" for n in NAMES]


@pytest.mark.parametrize("name", NAMES)
def test_format_is_44k_mono_16bit_and_the_length_fits(name: str) -> None:
    wav = load(name)
    assert (wav.rate, wav.channels, wav.sample_width) == (44_100, 1, 2)
    shortest, longest = DURATIONS[name]
    assert shortest <= wav.seconds <= longest, f"{name} lasts {wav.seconds:.3f} s"


@pytest.mark.parametrize("name", NAMES)
def test_level_is_audible_and_peaks_near_minus_3_dbfs(name: str) -> None:
    x = load(name).samples
    p = profile(x)
    assert -3.5 < p.peak_dbfs < -2.5, "mastered to −3 dBFS: headroom, no clipping"
    assert p.loudness_dbfs > -30.0, "not silent"
    assert abs(float(x.mean())) < 0.005, "no DC offset"


@pytest.mark.parametrize("name", NAMES)
def test_starts_and_ends_at_zero_without_clicks(name: str) -> None:
    x = load(name).samples
    assert abs(x[0]) < 0.001 and abs(x[-1]) < 0.001
    assert np.abs(x[:8]).max() < 0.05, "fades in"
    assert np.abs(x[-44:]).max() < 0.05, "fades out over the last millisecond"


def test_the_short_sounds_start_at_once() -> None:
    """Clicks, ticks, knocks and beeps reach their peak within 30 ms: they answer the input."""
    for name in ("menu_click", "menu_move", "wink_tick", "pawn_placed", "countdown_beep", "card_flip"):
        assert profile(load(name).samples).attack_ms < 30.0, name


def test_every_sound_is_distinct_from_every_other() -> None:
    profiles = {name: profile(load(name).samples) for name in NAMES}
    alike = [
        (a, b, round(difference(profiles[a], profiles[b]), 3))
        for a, b in itertools.combinations(NAMES, 2)
        if difference(profiles[a], profiles[b]) < 0.3
    ]
    assert alike == []


def test_brightness_matches_the_idea() -> None:
    """Coins and clicks are bright; the gunshot boom and the accusation's brass are low."""
    centroid = {name: profile(load(name).samples).centroid_hz for name in NAMES}
    assert centroid["token_won"] > 2 * centroid["token_lost"]
    assert centroid["menu_click"] > centroid["menu_move"]
    assert max(centroid["accusation"], centroid["coup_de_feu"]) < 600 < centroid["call_chime"]
