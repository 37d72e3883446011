"""Instruments built from dsp: struck modes (bells, wood, metal), brass, reed, glides, noise, drum thumps.

Every voice returns a signal peaking near 1 that starts and ends at 0, so recipes can weigh them freely.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from .dsp import NYQUIST, Signal, adsr, filtered, noise, normalised, phase, strike, taper, times

Mode = tuple[float, float, float]  # frequency ratio, amplitude, decay time constant (s)

# Struck-object modes: (ratio to the fundamental, level, decay time constant in seconds)
BELL: tuple[Mode, ...] = (
    (0.5, 0.10, 0.60),
    (1.0, 1.00, 0.45),
    (2.0, 0.28, 0.28),
    (2.76, 0.20, 0.16),
    (5.40, 0.07, 0.06),
    (8.93, 0.03, 0.03),
)
MARIMBA: tuple[Mode, ...] = ((1.0, 1.0, 0.20), (3.93, 0.22, 0.045), (9.2, 0.05, 0.012))
WOOD: tuple[Mode, ...] = ((1.0, 1.0, 0.032), (2.57, 0.5, 0.016), (4.63, 0.22, 0.009), (7.1, 0.08, 0.005))
COIN: tuple[Mode, ...] = ((1.0, 1.0, 0.22), (2.32, 0.45, 0.12), (4.25, 0.22, 0.06), (6.63, 0.10, 0.035))
STEEL: tuple[Mode, ...] = ((1.0, 1.0, 0.05), (1.77, 0.7, 0.035), (2.75, 0.5, 0.02), (4.1, 0.3, 0.012))


def modal(freq: float, seconds: float, modes: Sequence[Mode], attack: float = 0.0008) -> Signal:
    """A struck object: decaying sine modes above a fundamental, with a soft-edged start."""
    t = times(seconds)
    out = np.zeros(len(t))
    for ratio, level, tau in modes:
        if freq * ratio < 0.9 * NYQUIST:
            out += level * np.sin(2 * np.pi * freq * ratio * t) * np.exp(-t / tau)
    return normalised(taper(out, attack, min(0.03, seconds / 3)))


def harmonics(freq: Signal | float, seconds: float, levels: Sequence[float]) -> Signal:
    """Sum of harmonics k·f (levels[k-1]) of a possibly gliding pitch, skipping those above Nyquist."""
    ph = phase(freq, seconds)
    top = float(np.max(freq))
    out = np.zeros(len(ph))
    for k, level in enumerate(levels, start=1):
        if level and k * top < 0.9 * NYQUIST:
            out += level * np.sin(k * ph)
    return out


def vibrato(freq: float, seconds: float, rate: float, depth: float, delay: float) -> Signal:
    """A pitch curve around freq whose vibrato (depth as a fraction) fades in after `delay` seconds."""
    t = times(seconds)
    fade = np.clip((t - delay) / 0.15, 0.0, 1.0)
    return freq * (1.0 + depth * fade * np.sin(2 * np.pi * rate * t))


def brass(freq: float, seconds: float, vib: float = 0.006, bright: float = 1.0) -> Signal:
    """A small brass section: two detuned voices whose upper harmonics swell in after the lower ones."""
    t = times(seconds)
    count = max(1, min(18, int(7000 * bright / freq)))
    out = np.zeros(len(t))
    for cents in (-5.0, 4.0):
        pitch = vibrato(freq * 2 ** (cents / 1200), seconds, 5.3, vib, 0.18)
        ph = phase(pitch, seconds)
        for k in range(1, count + 1):
            swell = 1.0 - np.exp(-t / (0.008 + 0.005 * k))
            out += swell * np.sin(k * ph) / k**1.15
    body = filtered(out, high=2500.0 * bright, order=1)
    release = min(0.08, seconds * 0.3)
    return normalised(body * adsr(seconds, 0.012, 0.12, 0.75, release))


def reed(freq: float, seconds: float, bend: float = 0.0) -> Signal:
    """A soft clarinet-like tone (odd harmonics), optionally bending by `bend` semitones by the end."""
    t = times(seconds)
    pitch = vibrato(freq, seconds, 5.0, 0.004, 0.1) * 2 ** (bend * (t / seconds) ** 2 / 12)
    tone = harmonics(pitch, seconds, [1.0 / k**1.4 if k % 2 else 0.0 for k in range(1, 16)])
    body = filtered(tone, high=1800.0, order=2)
    return normalised(body * adsr(seconds, 0.015, 0.12, 0.5, min(0.07, seconds * 0.35)))


def glide(start: float, end: float, seconds: float, levels: Sequence[float]) -> Signal:
    """A tone sliding exponentially from `start` to `end` Hz with a gentle vibrato."""
    t = times(seconds)
    pitch = start * (end / start) ** (t / seconds) * (1.0 + 0.01 * np.sin(2 * np.pi * 6.0 * t) * t / seconds)
    return normalised(harmonics(pitch, seconds, levels) * adsr(seconds, 0.01, 0.05, 0.85, seconds * 0.45))


def burst(
    seconds: float, seed: int, low: float | None, high: float | None, tau: float, attack: float = 0.0005
) -> Signal:
    """A band of noise struck and decaying (a snap, a rustle, a crack)."""
    band = normalised(filtered(noise(seconds, seed), low=low, high=high))
    return normalised(band * strike(seconds, attack, tau, release=min(0.02, seconds / 3)))


def swell(seconds: float, seed: int, low: float | None, high: float | None, peak_at: float) -> Signal:
    """A band of noise rising to its peak at `peak_at` of the way through, then falling (a whoosh)."""
    t = times(seconds) / seconds
    shape = np.where(t < peak_at, t / peak_at, (1.0 - t) / (1.0 - peak_at)) ** 2
    return normalised(filtered(noise(seconds, seed), low=low, high=high) * taper(shape, 0.002, 0.005))


def thump(start: float, end: float, seconds: float, tau: float, drop: float = 0.03) -> Signal:
    """A drum-like thump: a sine whose pitch falls from `start` to `end` Hz (time constant `drop`)."""
    t = times(seconds)
    pitch = end + (start - end) * np.exp(-t / drop)
    return normalised(np.sin(phase(pitch, seconds)) * strike(seconds, 0.001, tau))
