"""The command line: play, simulate, bench (and, with the window, screenshot)."""
