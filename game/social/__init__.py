"""Faces as behaviour: gaze, blinks, winks and perception. Pure, seeded, on the sim clock."""
