"""The speeds a recorded or watched table plays at (the replay screen, watching the bots), and how
their buttons name them."""

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0)
SPEED_WORDS = ("¼", "½", "1", "2", "4")
