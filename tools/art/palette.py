"""The house palette: warm, readable, one set of colours for all three games."""

from __future__ import annotations

Colour = tuple[int, int, int] | tuple[int, int, int, int]

INK = (52, 36, 33)  # outlines and lines: a warm near-black
CREAM = (253, 246, 230)
PAPER = (246, 233, 204)
WHITE = (255, 255, 255)
GOLD = (240, 192, 64)
SILVER = (204, 208, 216)
MOUTH = (140, 44, 56)
TONGUE = (232, 112, 120)
BLUSH = (240, 120, 110)

SKINS = (
    (255, 226, 200),
    (246, 206, 170),
    (234, 186, 146),
    (216, 162, 118),
    (192, 134, 92),
    (160, 104, 70),
    (124, 80, 54),
    (94, 62, 44),
)
HAIRS = (
    (40, 32, 34),  # black
    (78, 50, 36),  # dark brown
    (128, 84, 48),  # brown
    (156, 64, 40),  # auburn
    (218, 116, 52),  # ginger
    (236, 200, 110),  # blond
    (236, 230, 214),  # white
    (150, 150, 158),  # grey
    (72, 112, 204),  # dyed blue
    (232, 112, 164),  # dyed pink
)
CLOTHES = (
    (222, 96, 72),
    (70, 122, 196),
    (84, 160, 96),
    (150, 86, 160),
    (232, 180, 60),
    (48, 156, 156),
    (236, 128, 150),
    (56, 70, 120),
    (240, 140, 50),
    (128, 140, 60),
    (170, 70, 60),
    (170, 150, 220),
)
BACKDROPS = (
    (255, 226, 196),
    (206, 228, 248),
    (212, 240, 214),
    (250, 214, 226),
    (255, 242, 184),
    (226, 218, 248),
    (204, 240, 236),
    (240, 226, 206),
    (255, 208, 196),
)
IRISES = (
    (110, 70, 40),
    (70, 120, 190),
    (80, 140, 90),
    (140, 110, 50),
    (60, 44, 36),
    (110, 124, 140),
)


def mix(a: Colour, b: Colour, t: float) -> tuple[int, int, int]:
    """a blended toward b by t."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def darker(c: Colour, k: float = 0.75) -> tuple[int, int, int]:
    return (round(c[0] * k), round(c[1] * k), round(c[2] * k))


def lighter(c: Colour, t: float = 0.35) -> tuple[int, int, int]:
    return mix(c, WHITE, t)


def natural_hair(c: Colour) -> Colour:
    """Brows and beards stay a natural colour under dyed hair."""
    return HAIRS[1] if c in HAIRS[8:] else c
