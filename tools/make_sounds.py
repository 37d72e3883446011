"""Synthesise every sound effect in sounds/ with numpy: deterministic, 44.1 kHz mono 16-bit WAV.

python tools/make_sounds.py [--out DIR]
"""

from __future__ import annotations

import argparse
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np

RATE = 44_100
PEAK = 10 ** (-3 / 20)  # −3 dBFS
ROOT = Path(__file__).resolve().parents[1]


def t(seconds: float) -> np.ndarray:
    return np.arange(int(RATE * seconds)) / RATE


def env(n: int, attack: float, release: float) -> np.ndarray:
    """Attack/decay envelope over n samples; times in seconds."""
    e = np.ones(n)
    a, r = max(1, int(attack * RATE)), max(1, int(release * RATE))
    e[:a] = np.linspace(0, 1, a)
    e[-r:] *= np.linspace(1, 0, r) ** 2
    return e


def tone(
    freq: float, seconds: float, decay: float = 6.0, harmonics: tuple[float, ...] = (1, 0.3, 0.1)
) -> np.ndarray:
    x = t(seconds)
    wave_ = sum(a * np.sin(2 * np.pi * freq * (k + 1) * x) for k, a in enumerate(harmonics))
    return wave_ * np.exp(-decay * x) * env(len(x), 0.004, 0.02)


def noise(seconds: float, seed: int, smooth: int = 1) -> np.ndarray:
    rng = np.random.default_rng(seed)
    n = rng.standard_normal(int(RATE * seconds))
    if smooth > 1:
        n = np.convolve(n, np.ones(smooth) / smooth, mode="same")
    return n


def seq(*parts: tuple[float, np.ndarray]) -> np.ndarray:
    """Mix parts placed at start times (seconds)."""
    end = max(int(s * RATE) + len(p) for s, p in parts)
    out = np.zeros(end)
    for s, p in parts:
        i = int(s * RATE)
        out[i : i + len(p)] += p
    return out


def card_flip() -> np.ndarray:
    n = noise(0.07, 1, 3) * np.exp(-t(0.07) * 60)
    return seq((0, n), (0.035, 0.6 * noise(0.05, 2, 2) * np.exp(-t(0.05) * 80)))


def shuffle() -> np.ndarray:
    parts = [
        (k * 0.045, noise(0.04, 10 + k, 2) * np.exp(-t(0.04) * 70) * (0.6 + 0.4 * (k % 2))) for k in range(14)
    ]
    return seq(*parts)


def pawn_placed() -> np.ndarray:
    knock = noise(0.03, 3, 4) * np.exp(-t(0.03) * 120)
    return seq((0, tone(180, 0.18, 25, (1, 0.5, 0.2))), (0, 0.5 * knock))


def call_chime() -> np.ndarray:
    return seq((0, tone(880, 0.6, 5)), (0.12, tone(1318.5, 0.6, 5)))


def wink_tick() -> np.ndarray:
    return tone(2400, 0.05, 80, (1,)) * 0.5


def accusation() -> np.ndarray:
    low = tone(110, 0.9, 3, (1, 0.6, 0.4, 0.3))
    return seq(
        (0, low), (0, tone(233.1, 0.9, 3, (1, 0.5))), (0.02, 0.4 * noise(0.3, 4, 8) * np.exp(-t(0.3) * 12))
    )


def right() -> np.ndarray:
    return seq((0, tone(659.3, 0.3)), (0.09, tone(784, 0.3)), (0.18, tone(1046.5, 0.45)))


def wrong() -> np.ndarray:
    return seq((0, tone(311.1, 0.35, 5, (1, 0.5, 0.4))), (0.16, tone(233.1, 0.5, 4, (1, 0.5, 0.4))))


def token_won() -> np.ndarray:
    return seq(*((k * 0.05, tone(1568 + 200 * k, 0.25, 14, (1, 0.4))) for k in range(3)))


def token_lost() -> np.ndarray:
    x = t(0.45)
    sweep = np.sin(2 * np.pi * (700 * x - 500 * x**2)) * np.exp(-4 * x)
    return sweep * env(len(x), 0.005, 0.05)


def countdown_beep() -> np.ndarray:
    return tone(988, 0.16, 4, (1, 0.2)) * env(int(RATE * 0.16), 0.003, 0.03)


def coup_de_feu() -> np.ndarray:
    bang = noise(0.6, 5, 2) * np.exp(-t(0.6) * 9)
    thump = tone(70, 0.4, 10, (1,))
    return seq((0, bang), (0, 1.5 * thump))


def trap_sprung() -> np.ndarray:
    x = t(0.5)
    boing = np.sin(2 * np.pi * (300 * x + 150 * np.sin(2 * np.pi * 9 * x) / (2 * np.pi * 9))) * np.exp(-5 * x)
    return seq((0, 0.5 * noise(0.05, 6, 2) * np.exp(-t(0.05) * 60)), (0.02, boing * env(len(x), 0.004, 0.05)))


def win_fanfare() -> np.ndarray:
    notes = [(0, 523.3), (0.15, 659.3), (0.3, 784), (0.45, 1046.5), (0.75, 784), (0.9, 1046.5)]
    parts = [(s, tone(f, 0.9 if s >= 0.9 else 0.4, 3, (1, 0.45, 0.25, 0.1))) for s, f in notes]
    return seq(*parts)


def menu_click() -> np.ndarray:
    return tone(1200, 0.06, 60, (1, 0.2))


def menu_move() -> np.ndarray:
    return 0.5 * tone(800, 0.04, 80, (1,))


SOUNDS: dict[str, Callable[[], np.ndarray]] = {
    "card_flip": card_flip,
    "shuffle": shuffle,
    "pawn_placed": pawn_placed,
    "call_chime": call_chime,
    "wink_tick": wink_tick,
    "accusation": accusation,
    "right": right,
    "wrong": wrong,
    "token_won": token_won,
    "token_lost": token_lost,
    "countdown_beep": countdown_beep,
    "coup_de_feu": coup_de_feu,
    "trap_sprung": trap_sprung,
    "win_fanfare": win_fanfare,
    "menu_click": menu_click,
    "menu_move": menu_move,
}


def render(samples: np.ndarray) -> bytes:
    """Normalise to −3 dBFS with short fades and return 16-bit little-endian PCM."""
    x = np.asarray(samples, dtype=np.float64)
    fade = min(len(x) // 4, int(0.004 * RATE))
    x[:fade] *= np.linspace(0, 1, fade)
    x[-fade:] *= np.linspace(1, 0, fade)
    x = x / (np.max(np.abs(x)) or 1.0) * PEAK
    return (np.round(x * 32767)).astype("<i2").tobytes()


def write_wav(path: Path, pcm: bytes) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "sounds")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write_wav(args.out / f"{name}.wav", render(make()))
    print(f"{len(SOUNDS)} sounds in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
