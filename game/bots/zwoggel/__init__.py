"""Zwoggel's bots: memory with decay, beliefs about face-down cards, traps, and the expert's search."""
