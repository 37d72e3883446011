"""Who sits where at the Wink table: the seats every table with faces shares (bot_seats.py)."""

from __future__ import annotations

from .bot_seats import bot_profiles, face_of

__all__ = ["bot_profiles", "face_of"]
