"""The sound generator reproduces every committed file byte for byte (sprites: test_sprites.py)."""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

from tools import make_sounds

ROOT = Path(__file__).resolve().parents[2]


def same_tree(made: Path, committed: Path, pattern: str) -> None:
    ours = {p.relative_to(made) for p in made.rglob(pattern)}
    theirs = {p.relative_to(committed) for p in committed.rglob(pattern)}
    assert ours == theirs, f"missing or extra: {sorted(map(str, ours ^ theirs))}"
    changed = [str(p) for p in sorted(ours) if (made / p).read_bytes() != (committed / p).read_bytes()]
    assert changed == [], f"generator output differs from the committed files: {changed[:5]}"


def test_sounds_are_what_the_generator_makes(tmp_path: Path) -> None:
    assert make_sounds.main(["--out", str(tmp_path)]) == 0
    same_tree(tmp_path, ROOT / "sounds", "*.wav")


def test_every_sound_is_mono_44k_16bit_audible_and_unclipped() -> None:
    for path in sorted((ROOT / "sounds").glob("*.wav")):
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44_100), path.name
            x = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(float) / 32767
        assert 0.6 < np.abs(x).max() < 0.75, path.name
        assert abs(x[0]) < 0.01 and abs(x[-1]) < 0.01, path.name
        assert 0.03 < len(x) / 44_100 < 3.0, path.name
