"""Bot policies: they decide from an observation and what their own eyes perceived, nothing else."""
