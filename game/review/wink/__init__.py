"""Wink after the game: its figures, statistics rows and moments (its spec's `review`)."""
