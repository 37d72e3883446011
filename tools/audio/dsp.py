"""Signal building blocks: time axes, seeded noise, envelopes, FFT filters, mixing and a small room.

Signals are float64 arrays at RATE samples per second, roughly within ±1 before mastering.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

RATE = 44_100
NYQUIST = RATE / 2
Signal = NDArray[np.float64]


def length(seconds: float) -> int:
    """Samples in a span of time (at least one)."""
    return max(1, round(seconds * RATE))


def times(seconds: float) -> Signal:
    return np.arange(length(seconds)) / RATE


def noise(seconds: float, seed: int) -> Signal:
    """White noise in [-1, 1) from a fixed seed (uniform draws: the steadiest numpy stream)."""
    return np.random.default_rng(seed).random(length(seconds)) * 2.0 - 1.0


def ramp(n: int, rising: bool = True) -> Signal:
    """Raised-cosine ramp over n samples, from exactly 0 to exactly 1 (or back)."""
    r = 0.5 - 0.5 * np.cos(np.pi * np.arange(n) / max(1, n - 1))
    return r if rising else r[::-1]


def taper(x: Signal, attack: float, release: float) -> Signal:
    """x with raised-cosine fades at both ends (times in seconds, each at most half the signal)."""
    y = np.array(x, dtype=np.float64)
    a = min(length(attack), len(y) // 2)
    r = min(length(release), len(y) // 2)
    y[:a] *= ramp(a)
    y[len(y) - r :] *= ramp(r, rising=False)
    return y


def strike(seconds: float, attack: float, tau: float, release: float = 0.03) -> Signal:
    """Percussive envelope: quick attack, exponential decay (time constant tau), tapered to 0 at the end."""
    t = times(seconds)
    return taper(np.exp(-np.maximum(t - attack, 0.0) / tau), attack, min(release, seconds / 3))


def adsr(seconds: float, attack: float, decay: float, sustain: float, release: float) -> Signal:
    """Attack to 1, decay to the sustain level, hold, release to 0 by the end."""
    n = length(seconds)
    a, d = length(attack), length(decay)
    e = np.full(n, sustain)
    e[:a] = ramp(a)[: len(e[:a])]
    seg = e[a : a + d]
    seg[:] = sustain + (1.0 - sustain) * ramp(d, rising=False)[: len(seg)]
    r = min(length(release), n)
    e[n - r :] *= ramp(r, rising=False)
    return e


def filtered(x: Signal, low: float | None = None, high: float | None = None, order: int = 2) -> Signal:
    """Zero-phase Butterworth-shaped filter: high-pass above `low` Hz and/or low-pass below `high` Hz."""
    n = len(x)
    size = 1 << int(np.ceil(np.log2(n + RATE // 10)))  # padding: no wrap-around of the ringing
    f = np.fft.rfftfreq(size, 1 / RATE)
    gain = np.ones_like(f)
    if high is not None:
        gain /= np.sqrt(1.0 + (f / high) ** (2 * order))
    if low is not None:
        gain[0] = 0.0
        gain[1:] /= np.sqrt(1.0 + (low / f[1:]) ** (2 * order))
    return np.fft.irfft(np.fft.rfft(x, size) * gain, size)[:n]


def normalised(x: Signal) -> Signal:
    """x scaled to a peak of 1 (silence stays silence)."""
    peak = float(np.max(np.abs(x))) if len(x) else 0.0
    return x / peak if peak > 0 else x


def mix(*parts: tuple[float, Signal]) -> Signal:
    """Sum of signals, each placed at its start time in seconds."""
    starts = [round(start * RATE) for start, _ in parts]
    out = np.zeros(max(s + len(p) for s, (_, p) in zip(starts, parts, strict=True)))
    for s, (_, p) in zip(starts, parts, strict=True):
        out[s : s + len(p)] += p
    return out


def convolve(x: Signal, h: Signal) -> Signal:
    """Full linear convolution through the FFT."""
    n = len(x) + len(h) - 1
    size = 1 << int(np.ceil(np.log2(n)))
    return np.fft.irfft(np.fft.rfft(x, size) * np.fft.rfft(h, size), size)[:n]


def room(x: Signal, seconds: float, wet: float, seed: int, damping: float = 5000.0) -> Signal:
    """x in a small seeded room: a darkened, exponentially decaying noise tail (−60 dB at `seconds`)."""
    t = times(seconds)
    ir = filtered(noise(seconds, seed), high=damping) * np.exp(-6.9 * t / seconds)
    ir = taper(ir, 0.004, 0.01)  # the first reflections arrive a few milliseconds late
    ir *= 1.0 / np.sqrt(np.sum(ir**2))
    tail = convolve(x, ir)
    out = np.zeros(len(tail))
    out[: len(x)] = x
    return out + wet * tail


def phase(freq: Signal | float, seconds: float) -> Signal:
    """Running phase (radians) of a possibly time-varying frequency in Hz."""
    f = np.broadcast_to(np.asarray(freq, dtype=np.float64), (length(seconds),))
    return 2 * np.pi * (np.cumsum(f) - f[0]) / RATE
