"""WinkyBilly's guided game (lesson.py: the steps; table.py: the stacked deal it is played on)."""
