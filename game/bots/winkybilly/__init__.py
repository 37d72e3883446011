"""WinkyBilly's bots: trading toward four of a kind, signals, and calls from what their own eyes believe."""
