"""The WinkyBilly table: the saloon, the hands face down, swaps, signals and calls."""
