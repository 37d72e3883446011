"""What a finished game leaves behind, read back: figures, statistics (pure; no arcade)."""
