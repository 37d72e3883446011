"""Things on the table and in the menus: cards, pawns, eyelids, clicks, a trap and a gunshot.

Each recipe returns a raw mix (mastering sets the level); every bit of noise has its own fixed seed.
"""

from __future__ import annotations

import numpy as np

from .dsp import Signal, filtered, mix, normalised, room, strike, times
from .voices import STEEL, WOOD, burst, harmonics, modal, swell, thump


def card_flip() -> Signal:
    """A card turned over: a short rush of air, then the snap of the card landing on the felt."""
    air = swell(0.03, 1, 2500.0, 9000.0, 0.8)
    snap = burst(0.06, 2, 1200.0, 6000.0, tau=0.006)
    body = thump(240.0, 150.0, 0.06, tau=0.012, drop=0.01)
    return room(mix((0.0, 0.3 * air), (0.024, snap), (0.024, 0.35 * body)), 0.12, 0.08, 3, 6000.0)


def shuffle() -> Signal:
    """A riffle shuffle: card edges slapping faster then slower, the deck bridged and squared."""
    rng = np.random.default_rng(4)
    ticks: list[tuple[float, Signal]] = []
    start = 0.02
    for i in range(40):
        centre = abs(i - 20) / 20  # quickest in the middle of the riffle
        level = (0.5 + 0.5 * rng.random()) * (0.6 + 0.4 * min(1.0, i / 6))
        edge = burst(0.02, 100 + i, 1400.0 + 600.0 * rng.random(), 7000.0, tau=0.0022)
        ticks.append((start, level * edge))
        start += 0.009 + 0.006 * centre + 0.003 * rng.random()
    bed = 0.22 * swell(start + 0.02, 5, 900.0, 5000.0, 0.35)
    bridge = 0.5 * swell(0.16, 6, 300.0, 2500.0, 0.6)
    square = 0.8 * burst(0.07, 7, 150.0, 2500.0, tau=0.01)
    raw = mix(*ticks, (0.0, bed), (start, bridge), (start + 0.14, square))
    return room(raw, 0.15, 0.08, 8, 5000.0)


def pawn_placed() -> Signal:
    """A wooden pawn set down: a knock, the table answering, a tiny rocking bounce."""
    knock = modal(380.0, 0.16, WOOD)
    click = burst(0.02, 20, 3000.0, None, tau=0.0015)
    table = thump(150.0, 110.0, 0.12, tau=0.03, drop=0.02)
    bounce = modal(395.0, 0.1, WOOD)
    raw = mix((0.0, knock), (0.0, 0.25 * click), (0.0, 0.5 * table), (0.055, 0.22 * bounce))
    return room(raw, 0.25, 0.1, 21, 4000.0)


def wink_tick() -> Signal:
    """A tiny soft tick, an eyelid closing: high but rounded, over in a few milliseconds."""
    tick = modal(1500.0, 0.05, ((1.0, 1.0, 0.006), (1.6, 0.5, 0.003), (2.9, 0.2, 0.0015)), attack=0.0006)
    grain = burst(0.01, 50, None, 5000.0, tau=0.001)
    return filtered(mix((0.0, tick), (0.0, 0.12 * grain)), high=4500.0)


def menu_click() -> Signal:
    """Choosing a menu entry: a crisp, bright click with a clear pitch."""
    tone = modal(2500.0, 0.05, ((1.0, 1.0, 0.008), (2.0, 0.3, 0.004), (3.1, 0.12, 0.0025)))
    click = burst(0.012, 60, 2500.0, 10000.0, tau=0.0012)
    return mix((0.0, tone), (0.0, 0.35 * click))


def menu_move() -> Signal:
    """Moving the menu selection: a softer, lower, rounder blip than a click."""
    return modal(950.0, 0.045, ((1.0, 1.0, 0.012), (2.0, 0.15, 0.006)), attack=0.002)


def trap_sprung() -> Signal:
    """A Zwoggel trap: a steel snap and a comic spring boing."""
    snap = burst(0.04, 40, 2000.0, 9000.0, tau=0.003)
    jaw = modal(1450.0, 0.12, STEEL)
    t = times(0.55)
    pitch = 190.0 * (1.0 + 0.5 * np.exp(-t / 0.12) * np.sin(2 * np.pi * 16.0 * t))
    boing = normalised(harmonics(pitch, 0.55, (1.0, 0.55, 0.35, 0.2, 0.1)) * strike(0.55, 0.002, 0.16))
    raw = mix((0.0, snap), (0.0, 0.6 * jaw), (0.012, 0.8 * boing))
    return room(raw, 0.3, 0.12, 41, 5000.0)


def coup_de_feu() -> Signal:
    """The pistol shot that opens a WinkyBilly exchange: crack, blast, boom, canyon echoes."""
    crack = burst(0.05, 30, 1200.0, None, tau=0.004, attack=0.0002)
    blast = burst(0.25, 31, None, 1500.0, tau=0.05)
    boom = thump(110.0, 38.0, 0.5, tau=0.14, drop=0.04)
    shot = mix((0.0, crack), (0.0, 0.8 * blast), (0.002, 0.9 * boom))
    echoes = mix(
        (0.0, shot), (0.32, 0.28 * filtered(shot, high=2500.0)), (0.61, 0.13 * filtered(shot, high=1500.0))
    )
    return room(echoes, 0.9, 0.25, 32, 3000.0)
