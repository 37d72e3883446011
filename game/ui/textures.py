"""Textures of the shipped sprites, loaded once by name (never by working-directory paths)."""

from __future__ import annotations

from functools import cache

import arcade

from ..resources import data_file


@cache
def texture(relative: str) -> arcade.Texture:
    """A sprite by its path inside sprites/, e.g. texture("wink/card_07.png")."""
    return arcade.load_texture(data_file("sprites", relative))


def wink_card(number: int) -> arcade.Texture:
    return texture(f"wink/card_{number:02d}.png")
