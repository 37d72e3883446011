"""The 13 WinkyBilly card types: who they are, their colour, and what they wear over their portrait."""

from __future__ import annotations

from dataclasses import dataclass

from .canvas import Canvas
from .features import eye_geometry
from .geometry import Head
from .palette import GOLD, HAIRS, INK, SILVER, SKINS, Colour
from .people import Person
from .shape import Shape, leaf_points
from .western_icons import badge_star


@dataclass(frozen=True)
class Role:
    colour: Colour  # the type's colour: window, ring of the pip, name plate
    person: Person
    prop: str = ""  # something worn over the portrait
    eyes: tuple[str, str] = ("open", "open")


def _p(face: str, skin: int, hair: int, style: str, **kw: object) -> Person:
    return Person(face, kw.pop("wide", 1.0), SKINS[skin], HAIRS[hair], style, **kw)  # type: ignore[arg-type]


ROLES: dict[str, Role] = {
    "sheriff": Role(
        (226, 172, 64),
        _p(
            "square",
            2,
            2,
            "short",
            hat="sheriff",
            hat_colour=(150, 98, 56),
            beard="moustache",
            clothes=(196, 150, 92),
            collar="collar",
            mood="smile",
        ),
        "gold star",
    ),
    "outlaw": Role(
        (176, 52, 52),
        _p(
            "long",
            4,
            0,
            "long",
            hat="cowboy",
            hat_colour=(52, 46, 52),
            clothes=(70, 62, 60),
            mood="neutral",
            brow="thick",
        ),
        "bandana",
        ("half", "half"),
    ),
    "saloon girl": Role(
        (226, 96, 150),
        _p("heart", 0, 4, "curly", extra="earrings", clothes=(196, 44, 96), mood="smile", look=(0.6, 0.0)),
        "feather",
    ),
    "prospector": Role(
        (208, 128, 58),
        _p(
            "long",
            3,
            7,
            "short",
            hat="slouch",
            beard="beard",
            clothes=(146, 104, 70),
            collar="crew",
            mood="open",
            eyes=0.9,
        ),
    ),
    "gambler": Role(
        (52, 136, 92),
        _p(
            "oval",
            1,
            0,
            "side",
            hat="bowler",
            beard="moustache",
            clothes=(44, 70, 58),
            collar="vest",
            mood="smirk",
            brow="flat",
            look=(-0.7, 0.0),
        ),
    ),
    "cowboy": Role(
        (92, 152, 214),
        _p(
            "oval",
            4,
            5,
            "short",
            hat="cowboy",
            hat_colour=(198, 146, 88),
            clothes=(92, 120, 180),
            collar="kerchief",
            mood="smile",
        ),
    ),
    "undertaker": Role(
        (112, 100, 136),
        Person(
            "long",
            0.9,
            (232, 224, 214),
            HAIRS[0],
            "bald",
            hat="top",
            clothes=(52, 48, 58),
            collar="tie",
            mood="neutral",
            brow="flat",
            eyes=0.9,
        ),
    ),
    "bartender": Role(
        (236, 150, 44),
        _p("round", 5, 0, "side", beard="moustache", clothes=(150, 44, 56), collar="vest", mood="smile"),
    ),
    "deputy": Role(
        (66, 96, 168),
        _p(
            "round",
            1,
            3,
            "short",
            hat="cowboy",
            hat_colour=(176, 128, 84),
            clothes=(120, 134, 160),
            collar="collar",
            mood="smile",
            eyes=1.08,
        ),
        "silver star",
    ),
    "bandit": Role(
        (136, 76, 156),
        _p("pear", 6, 0, "buzz", clothes=(70, 70, 90), collar="stripes", mood="smirk"),
        "domino",
    ),
    "rancher": Role(
        (128, 156, 60),
        _p(
            "square",
            3,
            1,
            "short",
            hat="straw",
            clothes=(200, 74, 62),
            collar="stripes",
            beard="goatee",
            mood="smile",
        ),
    ),
    "preacher": Role(
        (52, 140, 150),
        _p(
            "oval",
            5,
            7,
            "side",
            hat="preacher",
            clothes=(44, 44, 54),
            collar="clerical",
            mood="neutral",
            eyes=0.95,
        ),
    ),
    "blacksmith": Role(
        (124, 128, 138),
        _p(
            "square",
            4,
            0,
            "bald",
            wide=1.08,
            beard="beard",
            clothes=(130, 136, 146),
            collar="apron",
            mood="smirk",
            brow="thick",
        ),
    ),
}


def draw_prop(c: Canvas, role: Role, h: Head) -> None:
    """What a type wears over face and chest: stars, masks, a feather."""
    u, p = h.u, role.person
    if role.prop in ("gold star", "silver star"):
        colour, points = (GOLD, 6) if role.prop == "gold star" else (SILVER, 5)
        badge_star(c, h.x(-0.7), h.y(1.62), 0.42 * u, colour, points)
    elif role.prop == "bandana":
        top = h.y(0.22)
        cloth = Shape().poly([(h.cx - h.rx * 1.05, top), (h.cx + h.rx * 1.05, top), h.at(0, 1.2)])
        c.paint(cloth, (196, 48, 48), outline=h.line())
        dots = Shape()
        for dx, dy in ((-0.4, 0.35), (0.0, 0.38), (0.4, 0.35), (-0.2, 0.62), (0.2, 0.62), (0.0, 0.88)):
            dots.circle(h.x(dx), h.y(dy), 0.04 * u)
        c.ink(dots, (250, 236, 220))
    elif role.prop == "domino":
        left, right = eye_geometry(p, h, -1), eye_geometry(p, h, 1)
        mask = Shape().rect(
            left.cx - left.rx * 1.7,
            left.cy - left.ry * 1.2,
            right.cx + right.rx * 1.7,
            right.cy + right.ry * 1.15,
            radius=left.ry,
        )
        for e in (left, right):
            mask.ellipse(e.cx, e.cy, e.rx * 1.08, e.ry * 1.04, cut=True)
        c.paint(mask, (40, 36, 44), outline=h.line())
    elif role.prop == "feather":
        base = (h.cx - h.rx * 0.62, h.y(-0.7))
        plume = Shape().poly(
            leaf_points(base, (base[0] - 0.35 * u, base[1] - 1.05 * u), 0.42 * u, bend=-0.12 * u)
        )
        c.paint(plume, (236, 96, 150), outline=h.fine())
        c.ink(Shape().line([base, (base[0] - 0.3 * u, base[1] - 0.85 * u)], h.fine() * 0.8), (160, 40, 90))
        c.paint(Shape().circle(base[0], base[1], 0.13 * u), GOLD, outline=h.fine())
        c.ink(Shape().circle(h.x(0.32), h.y(0.42), 0.035 * u), INK)
