"""Mastering and writing: trim silence, remove rumble, fade the ends, peak at −3 dBFS, 16-bit mono WAV."""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

from .dsp import RATE, Signal, filtered, taper

PEAK_DBFS = -3.0
PEAK = 10 ** (PEAK_DBFS / 20)
FLOOR_DB = -60.0  # below this (relative to the peak) a sound's tail is silence
FADE_IN = 0.001
FADE_OUT = 0.008


def finish(x: Signal) -> Signal:
    """A recipe's raw mix, ready to ship: no DC, no silent tail, click-free ends, peak at −3 dBFS."""
    y = filtered(np.asarray(x, dtype=np.float64), low=25.0, order=2)
    level = np.abs(y)
    loud = np.flatnonzero(level > level.max() * 10 ** (FLOOR_DB / 20))
    y = y[loud[0] : loud[-1] + 1]
    y = taper(y, FADE_IN, FADE_OUT)
    return y * (PEAK / np.max(np.abs(y)))


def pcm16(x: Signal) -> bytes:
    """Little-endian signed 16-bit samples (x within ±1)."""
    return np.round(np.clip(x, -1.0, 1.0) * 32767).astype("<i2").tobytes()


def write_wav(path: Path, x: Signal) -> None:
    """A 44.1 kHz mono 16-bit WAV through the stdlib wave module (no timestamps: same bytes every run)."""
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm16(x))
