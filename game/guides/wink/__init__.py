"""Wink's guided game (lesson.py), registered in its spec (game/games/wink.py: `guide`)."""
