"""Listening by numbers: read a WAV back and measure its length, level, brightness and spectrum."""

from __future__ import annotations

import wave
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .dsp import RATE, Signal

BAND_EDGES = np.geomspace(60.0, 16_000.0, 17)  # 16 bands, a bit over half an octave each


@dataclass(frozen=True)
class Wav:
    channels: int
    sample_width: int
    rate: int
    samples: Signal  # floats, full scale = 1

    @property
    def seconds(self) -> float:
        return len(self.samples) / self.rate


@dataclass(frozen=True)
class Profile:
    seconds: float
    peak_dbfs: float
    loudness_dbfs: float  # RMS of the loudest 50 ms
    centroid_hz: float  # spectral centre of gravity: how bright
    attack_ms: float  # time to the peak
    bands: tuple[float, ...]  # share of the energy in each band of BAND_EDGES

    def row(self, name: str) -> str:
        return (
            f"{name:15s} {self.seconds:6.3f} s  peak {self.peak_dbfs:5.1f} dBFS  "
            f"loud {self.loudness_dbfs:5.1f} dBFS  centroid {self.centroid_hz:6.0f} Hz  "
            f"attack {self.attack_ms:5.1f} ms"
        )


def read_wav(path: Path) -> Wav:
    with wave.open(str(path)) as w:
        frames = w.readframes(w.getnframes())
        params = (w.getnchannels(), w.getsampwidth(), w.getframerate())
    samples = np.frombuffer(frames, dtype="<i2").astype(np.float64) / 32767 if params[1] == 2 else np.zeros(0)
    return Wav(*params, samples=samples)


def db(x: float) -> float:
    return float(20 * np.log10(max(x, 1e-12)))


def profile(x: Signal) -> Profile:
    window = min(len(x), round(0.05 * RATE))
    power = np.convolve(x**2, np.ones(window) / window, mode="valid")
    spectrum = np.abs(np.fft.rfft(x)) ** 2
    freqs = np.fft.rfftfreq(len(x), 1 / RATE)
    band = np.digitize(freqs, BAND_EDGES)
    energy = np.array([spectrum[band == i].sum() for i in range(1, len(BAND_EDGES))])
    return Profile(
        seconds=len(x) / RATE,
        peak_dbfs=db(float(np.max(np.abs(x)))),
        loudness_dbfs=db(float(np.sqrt(power.max()))),
        centroid_hz=float((freqs * spectrum).sum() / spectrum.sum()),
        attack_ms=1000 * int(np.argmax(np.abs(x))) / RATE,
        bands=tuple(float(e) for e in energy / energy.sum()),
    )


def difference(a: Profile, b: Profile) -> float:
    """How unalike two sounds are: spectral shape (0 same … 1 disjoint) plus a length term."""
    shape = 0.5 * float(np.abs(np.subtract(a.bands, b.bands)).sum())
    return shape + abs(float(np.log2(a.seconds / b.seconds))) / 2
