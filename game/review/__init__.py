"""After a game: what mattered to each seat, read from its recording (pure, no window)."""
