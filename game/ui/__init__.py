"""The arcade layer: one View per screen, Sections for overlays, sprites, input, sound."""
