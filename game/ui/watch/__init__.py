"""Watch the bots: a game of bots only, everything the seats hide from each other shown."""
