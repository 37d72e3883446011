"""The Wink table: the 6×6 grid, its words and its effects."""
