"""Who is drawn: the 36 Wink people and the 8 seat faces, cast from fixed, balanced palettes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

import numpy as np

from .palette import BACKDROPS, CLOTHES, HAIRS, IRISES, SKINS, Colour

T = TypeVar("T")

FACES = ("oval", "round", "square", "long", "heart", "pear")
STYLES = (
    "bald",
    "buzz",
    "short",
    "side",
    "curly",
    "afro",
    "long",
    "bob",
    "bun",
    "pigtails",
    "spiky",
    "mohawk",
)
HATS = ("top", "beret", "cap", "beanie", "flower", "headband", "crown", "bowler", "bow")
BEARDS = ("moustache", "beard", "goatee")
EXTRAS = ("glasses", "earrings", "freckles", "blush")
COLLARS = ("crew", "collar", "tie", "bowtie", "stripes", "scarf")
NOSES = ("button", "curve", "long")
BROWS = ("arch", "flat", "thick")
MOODS = ("smile", "neutral", "smirk", "open")
LOOKS = ((0.0, 0.0), (-0.7, 0.0), (0.7, 0.0), (0.0, 0.6), (-0.5, -0.5), (0.5, -0.5))


@dataclass(frozen=True)
class Person:
    face: str
    wide: float  # head width relative to the house head
    skin: Colour
    hair: Colour
    style: str
    hat: str = "none"
    hat_colour: Colour = (56, 70, 120)
    beard: str = "none"
    extra: str = "none"
    clothes: Colour = (70, 122, 196)
    collar: str = "crew"
    iris: Colour = (110, 70, 40)
    backdrop: Colour = (255, 226, 196)
    nose: str = "button"
    brow: str = "arch"
    eyes: float = 1.0  # eye size factor
    mood: str = "smile"  # the expression a card shows
    look: tuple[float, float] = (0.0, 0.0)  # where a card's pupils point, as a fraction of their travel


def _deal(
    rng: np.random.Generator, items: Sequence[T], n: int, counts: Sequence[int] | None = None
) -> list[T]:
    """n items, each option as often as the others (or as counts says), in a seeded order."""
    pool: list[T] = []
    if counts is None:
        while len(pool) < n:
            pool.extend(items)
    else:
        for item, c in zip(items, counts, strict=True):
            pool.extend([item] * c)
    pool = pool[:n]
    order = rng.permutation(len(pool))
    return [pool[int(i)] for i in order]


def cast(n: int = 36, seed: int = 36) -> list[Person]:
    """The Wink people, numbered 1..n: balanced attributes, no two alike."""
    rng = np.random.default_rng(seed)
    faces = _deal(rng, FACES, n)
    widths = _deal(rng, (0.9, 0.96, 1.02, 1.08), n)
    skins = _deal(rng, SKINS, n)
    hairs = _deal(rng, HAIRS, n)
    styles = _deal(rng, STYLES, n)
    hats = _deal(rng, ("none", *HATS), n, (18, *([2] * len(HATS))))
    hat_colours = _deal(rng, CLOTHES, n)
    beards = _deal(rng, ("none", *BEARDS), n, (27, 4, 3, 2))
    extras = _deal(rng, ("none", *EXTRAS), n, (14, 9, 5, 4, 4))
    clothes = _deal(rng, CLOTHES, n)
    collars = _deal(rng, COLLARS, n)
    irises = _deal(rng, IRISES, n)
    backdrops = _deal(rng, BACKDROPS, n)
    noses = _deal(rng, NOSES, n)
    brows = _deal(rng, BROWS, n)
    eyes = _deal(rng, (0.86, 1.0, 1.12), n)
    moods = _deal(rng, MOODS, n, (16, 8, 8, 4))
    looks = _deal(rng, LOOKS, n)
    people = [
        Person(
            face=faces[i],
            wide=widths[i],
            skin=skins[i],
            hair=hairs[i],
            style=styles[i],
            hat=hats[i],
            hat_colour=hat_colours[i],
            beard=beards[i],
            extra=extras[i],
            clothes=clothes[i],
            collar=collars[i],
            iris=irises[i],
            backdrop=backdrops[i],
            nose=noses[i],
            brow=brows[i],
            eyes=eyes[i],
            mood=moods[i],
            look=looks[i],
        )
        for i in range(n)
    ]
    # A hat on a tall hair style hides what makes the style: take the hat off.
    people = [
        replace(p, hat="none") if p.style in ("mohawk", "afro") and p.hat != "flower" else p for p in people
    ]
    keys = {(p.style, p.hair, p.hat, p.skin, p.face) for p in people}
    assert len(keys) == n, "two people look alike"
    return people


# The seat faces: eight characters chosen by hand to be told apart at a glance across the table.
_SEATS = (
    Person("oval", 1.0, SKINS[1], HAIRS[4], "curly", extra="freckles", clothes=CLOTHES[5], iris=IRISES[2]),
    Person("square", 1.06, SKINS[6], HAIRS[0], "bald", beard="beard", clothes=CLOTHES[0], collar="collar"),
    Person("heart", 0.96, SKINS[3], HAIRS[1], "bun", extra="earrings", clothes=CLOTHES[3], brow="thick"),
    Person("round", 1.04, SKINS[0], HAIRS[5], "bob", hat="beret", hat_colour=CLOTHES[10], clothes=CLOTHES[1]),
    Person("long", 0.94, SKINS[4], HAIRS[7], "side", beard="moustache", clothes=CLOTHES[4], collar="tie"),
    Person("pear", 1.02, SKINS[7], HAIRS[0], "afro", extra="blush", clothes=CLOTHES[6], iris=IRISES[4]),
    Person(
        "oval",
        0.98,
        SKINS[2],
        HAIRS[8],
        "spiky",
        clothes=CLOTHES[2],
        collar="scarf",
        iris=IRISES[1],
        nose="curve",
    ),
    Person(
        "round",
        1.0,
        SKINS[5],
        HAIRS[3],
        "pigtails",
        hat="flower",
        clothes=CLOTHES[8],
        collar="stripes",
        brow="flat",
    ),
)
SEATS = tuple(replace(p, eyes=1.12) for p in _SEATS)  # bigger eyes: gaze must read across the table
