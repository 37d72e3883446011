"""Winkhouse: Wink / Zwinkern, WinkyBilly and Zwoggel in one arcade window."""

__version__ = "0.1.0"
