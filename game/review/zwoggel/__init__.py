"""Zwoggel after the game: its figures and statistics rows (its spec's `review`)."""
