"""Sound synthesis for tools/make_sounds.py: numpy only, deterministic, 44.1 kHz mono.

dsp: time axes, seeded noise, envelopes, zero-phase FFT filters, mixing, a small seeded room.
voices: instruments built from those (bells, wood, brass, reed, glides, noise bursts, drum thumps).
foley / cues: one function per sound effect; catalogue: the name → recipe table.
master: fades, trimming, −3 dBFS normalisation, 16-bit WAV. analysis: measuring the results.
"""
