"""What the game keeps in the user's data folder: settings, remembered setups, levels data."""
