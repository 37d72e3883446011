"""Pure rules engines: no arcade, no wall clock, no global random (DESIGN.md)."""
