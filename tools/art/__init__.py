"""Drawing code for tools/make_sprites.py: one module per family of sprites."""
