"""The Zwoggel table: the board under its camera, the stock, placements and traps."""
