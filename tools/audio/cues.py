"""Musical cues: a call, right and wrong, tokens, the countdown, the accusation sting and the fanfare.

Pitches in Hz, equal temperament (A4 = 440); each recipe returns a raw mix that mastering levels.
"""

from __future__ import annotations

from collections.abc import Sequence

from .dsp import Signal, adsr, mix, room
from .voices import BELL, COIN, MARIMBA, brass, burst, glide, harmonics, modal, reed, swell, thump

C3, D2, D3, F3, AB3, A3, D4 = 130.81, 73.42, 146.83, 174.61, 207.65, 220.0, 293.66
C4, E4, G4, C5, E5, G5, C6 = 261.63, 329.63, 392.0, 523.25, 659.26, 783.99, 1046.5


def chord(notes: Sequence[float], seconds: float, vib: float = 0.006, bright: float = 1.0) -> Signal:
    return mix(*((0.0, brass(f, seconds, vib, bright)) for f in notes))


def timpani(freq: float, seed: int) -> Signal:
    return mix(
        (0.0, thump(freq * 1.3, freq, 0.6, tau=0.22, drop=0.05)),
        (0.0, 0.3 * burst(0.15, seed, None, 800.0, 0.04)),
    )


def call_chime() -> Signal:
    """A player calls: two bell strokes, a rising fourth (G5 then C6)."""
    return room(mix((0.0, modal(G5, 0.8, BELL)), (0.14, modal(C6, 0.8, BELL))), 0.5, 0.18, 70, 6000.0)


def accusation() -> Signal:
    """The "J'accuse!" sting: two brass stabs with timpani, then a held diminished chord and cymbal."""
    pickup = (D2, D3, A3)
    sting = (D2, D3, F3, AB3, D4)
    raw = mix(
        (0.0, chord(pickup, 0.13, vib=0.0)),
        (0.0, timpani(D2, 80)),
        (0.18, chord(pickup, 0.13, vib=0.0)),
        (0.18, timpani(D2, 81)),
        (0.40, 1.3 * chord(sting, 1.1, vib=0.008)),
        (0.40, 1.4 * timpani(D2 * 0.75, 82)),
        (0.40, 0.18 * burst(1.6, 83, 3500.0, None, tau=0.25, attack=0.01)),
    )
    return room(raw, 0.9, 0.22, 84, 4000.0)


def right() -> Signal:
    """Right: a quick rising marimba arpeggio, C major, with a bell glint on the top note."""
    notes = (C5, E5, G5, C6)
    strokes = [(0.065 * i, (0.75 + 0.1 * i) * modal(f, 0.45, MARIMBA)) for i, f in enumerate(notes)]
    return room(mix(*strokes, (0.195, 0.25 * modal(2 * C6, 0.4, BELL))), 0.35, 0.12, 90, 6000.0)


def wrong() -> Signal:
    """Wrong: two soft reed notes falling a tritone, the second sagging flat."""
    raw = mix((0.0, reed(D4, 0.17)), (0.19, reed(AB3, 0.36, bend=-0.6)))
    return room(raw, 0.3, 0.1, 95, 4000.0)


def token_won() -> Signal:
    """A token won: two bright coin rings, B6 then E7."""
    raw = mix(
        (0.0, modal(1975.5, 0.45, COIN)),
        (0.0, 0.2 * burst(0.02, 101, 4000.0, None, 0.002)),
        (0.075, modal(2637.0, 0.5, COIN)),
        (0.075, 0.2 * burst(0.02, 102, 4000.0, None, 0.002)),
    )
    return room(raw, 0.35, 0.12, 103, 7000.0)


def token_lost() -> Signal:
    """A token lost: a mellow tone sliding down an octave as something slips away."""
    slide = glide(740.0, 370.0, 0.5, (1.0, 0.35, 0.12, 0.05))
    air = swell(0.35, 111, 500.0, 3000.0, 0.3)
    return room(mix((0.0, slide), (0.02, 0.12 * air)), 0.3, 0.1, 112, 5000.0)


def countdown_beep() -> Signal:
    """One beep of the 3-2-1: a clean A5 with a hint of its octave."""
    return harmonics(880.0, 0.15, (1.0, 0.12, 0.04)) * adsr(0.15, 0.004, 0.03, 0.85, 0.03)


def win_fanfare() -> Signal:
    """Victory: a brass call G-G-G C, E, then a held G5 over a full C major chord, timpani and cymbal."""
    raw = mix(
        (0.00, 2.0 * brass(G4, 0.1, vib=0.0)),
        (0.12, 2.0 * brass(G4, 0.1, vib=0.0)),
        (0.24, 2.0 * brass(G4, 0.1, vib=0.0)),
        (0.36, 1.2 * chord((C5, G4, E4), 0.3)),
        (0.36, 0.8 * timpani(C3 / 2, 120)),
        (0.70, 2.0 * brass(E5, 0.14, vib=0.0)),
        (0.86, 1.4 * chord((G5, E5, C5, G4, C4, C3), 1.0, vib=0.007)),
        (0.86, timpani(C3 / 2, 121)),
        (0.86, 0.15 * burst(1.6, 122, 4000.0, None, tau=0.25, attack=0.005)),
    )
    return room(raw, 0.8, 0.2, 123, 5000.0)
