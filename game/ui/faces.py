"""A seat's face drawn from the sprite layers: lids per eye, eyes and head turned to the gaze target.

The social layer says what the face does (its Pose); this only draws it. Whom a face looks at must
read at a glance across a table of ten: the pupils move to the edge of the eye, the features slide
toward the target as a head turning does, and the head tilts a little toward that side. The mouth
is the pose's expression and nothing else (a wink moves an eyelid, never the mouth), and raised
brows lift both brow layers a few canvas pixels.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache

import arcade

from ..resources import data_file
from ..social.table import Pose
from .textures import Layer, layer

OPEN, HALF = 0.66, 0.2  # lid openness at which the open and half-open layers take over
TURN = (7.0, 4.5)  # canvas pixels the features move toward where the face looks (x, y)
HEAD_SHARE = 0.3  # the head's outline follows the turn this much of the way
ROLL = 7.0  # degrees the head tilts toward the side it looks at
PUPIL_ROOM = 0.8  # canvas pixels kept between a pupil at its reach and the eye's rim
FEATURES = ("eye_l", "eye_r", "brow_l", "brow_r", "mouth")
MOUTHS = ("neutral", "smile", "smirk", "open")  # the mouth layers every face has (mouth_<name>.png)
BROW_LIFT = 3.5  # canvas pixels both brows rise at a full brow raise (pose.brow = 1)


@dataclass(frozen=True)
class FaceLayout:
    """Where the pupils sit in a face's layers: layer pixels, y up from the bottom (arcade's way)."""

    size: float
    pupil_left: tuple[float, float]
    pupil_right: tuple[float, float]
    pupil_max: float
    eye_radius: tuple[float, float]
    pupil_radius: float

    @property
    def reach(self) -> float:
        """How far a pupil may move from the eye's centre and stay inside the eye."""
        return min(self.eye_radius) - self.pupil_radius - PUPIL_ROOM


@cache
def face_layout(face: int) -> FaceLayout:
    """Read sprites/faces/face_N/layout.json, whose coordinates run from the top-left, y down."""
    data = json.loads(data_file("sprites", f"faces/face_{face}/layout.json").read_text(encoding="utf-8"))
    size = float(data["canvas"][1])

    def flip(point: list[float]) -> tuple[float, float]:
        return float(point[0]), size - float(point[1])

    return FaceLayout(
        size,
        flip(data["pupil"]["left"]),
        flip(data["pupil"]["right"]),
        float(data["pupil_max_offset"]),
        tuple(data["eye_radius"]["left"]),
        float(data["pupil_sprite"]["radius"]),
    )


def lid_state(openness: float) -> str:
    if openness >= OPEN:
        return "open"
    return "half" if openness >= HALF else "closed"


def look_direction(origin: tuple[float, float], target: tuple[float, float] | None) -> tuple[float, float]:
    """The unit vector from a face to what it looks at ((0, 0) when it looks at nothing)."""
    if target is None:
        return 0.0, 0.0
    vx, vy = target[0] - origin[0], target[1] - origin[1]
    d = math.hypot(vx, vy)
    return (vx / d, vy / d) if d > 1e-6 else (0.0, 0.0)


class FaceSprites:
    """The sprites of one face, in a shared SpriteList (one draw call for all faces).

    Each layer is cut to its visible pixels (textures.layer), so eight layers cost little more
    fill than one; all of them turn about the face's centre together.
    """

    def __init__(self, face: int, sprites: arcade.SpriteList) -> None:
        self.face = face % 8
        self.layout = face_layout(self.face)
        self.folder = f"faces/face_{self.face}"
        self.layers: dict[str, Layer] = {
            "head": self._layer("head"),
            "eye_l": self._layer("eye_l_open"),
            "eye_r": self._layer("eye_r_open"),
            "brow_l": self._layer("brow_l"),
            "brow_r": self._layer("brow_r"),
            "mouth": self._layer("mouth_neutral"),
        }
        self.sprites: dict[str, arcade.Sprite] = {}
        for name in ("head", "eye_l", "eye_r", "pupil_l", "pupil_r", "brow_l", "brow_r", "mouth"):
            source = self.layers.get(name, self._layer("pupil"))
            sprite = arcade.Sprite(source.texture)
            self.sprites[name] = sprite
            sprites.append(sprite)
        self.pupil = self._layer("pupil")
        self.lids = ("open", "open")
        self.mouth = "neutral"
        self.center = (0.0, 0.0)
        self.scale = 1.0
        self.pupil_at: dict[str, tuple[float, float]] = {"l": (0.0, 0.0), "r": (0.0, 0.0)}

    def _layer(self, name: str) -> Layer:
        if name == "pupil":
            return layer(f"{self.folder}/pupil.png")
        return layer(f"{self.folder}/{name}.png")

    def place(self, cx: float, cy: float, size: float) -> None:
        self.center = (cx, cy)
        self.scale = size / self.layout.size

    def pupil_home(self, side: str) -> tuple[float, float]:
        """Where a pupil rests (looking straight out), on screen."""
        px, py = self.layout.pupil_left if side == "l" else self.layout.pupil_right
        half = self.layout.size / 2
        return self.center[0] + (px - half) * self.scale, self.center[1] + (py - half) * self.scale

    def update(self, pose: Pose, look_at: tuple[float, float] | None) -> None:
        """Draw `pose` looking at `look_at`; a layer's texture is swapped only when it changes."""
        lids = (lid_state(pose.left), lid_state(pose.right))
        if lids != self.lids:
            self.lids = lids
            self.layers["eye_l"] = self._layer(f"eye_l_{lids[0]}")
            self.layers["eye_r"] = self._layer(f"eye_r_{lids[1]}")
            self.sprites["eye_l"].texture = self.layers["eye_l"].texture
            self.sprites["eye_r"].texture = self.layers["eye_r"].texture
        mouth = pose.expression if pose.expression in MOUTHS else "neutral"
        if mouth != self.mouth:
            self.mouth = mouth
            self.layers["mouth"] = self._layer(f"mouth_{mouth}")
            self.sprites["mouth"].texture = self.layers["mouth"].texture
        size = self.layout.size
        ux, uy = look_direction(self.center, look_at)
        tx, ty = ux * TURN[0], uy * TURN[1]
        idle_x = (pose.head_dx + pose.move_dx) * size
        idle_y = (pose.head_dy + pose.move_dy) * size
        angle = ux * ROLL + pose.tilt  # arcade turns sprites clockwise: looking right tilts the top right
        cos, sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        k, (cx, cy) = self.scale, self.center

        def put(sprite: arcade.Sprite, x: float, y: float) -> None:
            """Place a layer whose centre is (x, y) canvas pixels from the face's centre."""
            sprite.center_x = cx + (x * cos + y * sin) * k
            sprite.center_y = cy + (-x * sin + y * cos) * k
            sprite.angle = angle
            sprite.scale = k

        head = self.layers["head"]
        put(self.sprites["head"], head.dx + tx * HEAD_SHARE + idle_x, head.dy + ty * HEAD_SHARE + idle_y)
        lift = min(1.0, max(0.0, pose.brow)) * BROW_LIFT
        for name in FEATURES:
            part = self.layers[name]
            up = lift if name.startswith("brow") else 0.0
            put(self.sprites[name], part.dx + tx + idle_x, part.dy + ty + idle_y + up)
        reach = self.layout.reach
        half = size / 2
        for side, lid in (("l", lids[0]), ("r", lids[1])):
            px, py = self.layout.pupil_left if side == "l" else self.layout.pupil_right
            sprite = self.sprites[f"pupil_{side}"]
            put(sprite, px - half + tx + ux * reach + idle_x, py - half + ty + uy * reach + idle_y)
            sprite.visible = lid == "open"
            self.pupil_at[side] = (sprite.center_x, sprite.center_y)

    def eye_box(self, side: str) -> tuple[float, float, float]:
        """Centre and half-width of an eye on screen (for tests reading pixels)."""
        eye = self.sprites[f"eye_{side}"]
        return eye.center_x, eye.center_y, self.layout.eye_radius[0] * 0.7 * self.scale
