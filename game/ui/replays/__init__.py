"""Replays: a finished table watched again (its screen, controls bar and timeline, a seek that
shows any moment at once, export) and the reel of the winks a player missed."""
