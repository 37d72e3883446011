"""Zwoggel's guided game: its steps (lesson.py), its deal (deal.py) and the moves of laying cards
out that its guide follows (layout.py); registered in its spec (game/games/zwoggel.py: `guide`)."""
