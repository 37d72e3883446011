"""A seat's face drawn from the sprite layers: lids per eye, pupils aimed at the gaze target.

The social layer says what the face does (its Pose); this only draws it.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache

import arcade

from ..resources import data_file
from ..social.table import Pose
from .textures import texture

OPEN, HALF = 0.66, 0.2  # lid openness at which the open and half-open layers take over


@dataclass(frozen=True)
class FaceLayout:
    """Where the pupils sit in a face's layers: layer pixels, y up from the bottom (arcade's way)."""

    size: float
    pupil_left: tuple[float, float]
    pupil_right: tuple[float, float]
    pupil_max: float
    eye_radius: tuple[float, float]


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
    )


def lid_state(openness: float) -> str:
    if openness >= OPEN:
        return "open"
    return "half" if openness >= HALF else "closed"


class FaceSprites:
    """The sprites of one face, in a shared SpriteList (one draw call for all faces)."""

    def __init__(self, face: int, sprites: arcade.SpriteList) -> None:
        self.face = face % 8
        self.layout = face_layout(self.face)
        folder = f"faces/face_{self.face}"
        self.folder = folder
        self.head = arcade.Sprite(texture(f"{folder}/head.png"))
        self.eye_l = arcade.Sprite(texture(f"{folder}/eye_l_open.png"))
        self.eye_r = arcade.Sprite(texture(f"{folder}/eye_r_open.png"))
        self.pupil_l = arcade.Sprite(texture(f"{folder}/pupil.png"))
        self.pupil_r = arcade.Sprite(texture(f"{folder}/pupil.png"))
        self.brows = arcade.Sprite(texture(f"{folder}/brow_l.png"))
        self.brow_r = arcade.Sprite(texture(f"{folder}/brow_r.png"))
        self.mouth = arcade.Sprite(texture(f"{folder}/mouth_neutral.png"))
        self.layers = [
            self.head,
            self.eye_l,
            self.eye_r,
            self.pupil_l,
            self.pupil_r,
            self.brows,
            self.brow_r,
            self.mouth,
        ]
        for s in self.layers:
            sprites.append(s)
        self.lids = ("open", "open")
        self.center = (0.0, 0.0)
        self.scale = 1.0

    def place(self, cx: float, cy: float, size: float) -> None:
        self.center = (cx, cy)
        self.scale = size / self.layout.size

    def pupil_home(self, side: str) -> tuple[float, float]:
        px, py = self.layout.pupil_left if side == "l" else self.layout.pupil_right
        half = self.layout.size / 2
        return self.center[0] + (px - half) * self.scale, self.center[1] + (py - half) * self.scale

    def update(self, pose: Pose, look_at: tuple[float, float] | None, mouth: str = "neutral") -> None:
        cx, cy = self.center
        k = self.scale
        size = self.layout.size
        dx, dy = pose.head_dx * size * k, pose.head_dy * size * k
        for s in self.layers:
            s.scale = k
            s.center_x, s.center_y = cx + dx, cy + dy
        lids = (lid_state(pose.left), lid_state(pose.right))
        if lids != self.lids:
            self.lids = lids
            self.eye_l.texture = texture(f"{self.folder}/eye_l_{lids[0]}.png")
            self.eye_r.texture = texture(f"{self.folder}/eye_r_{lids[1]}.png")
        self.mouth.texture = texture(f"{self.folder}/mouth_{mouth}.png")
        reach = self.layout.pupil_max * k
        for side, pupil, lid in (("l", self.pupil_l, lids[0]), ("r", self.pupil_r, lids[1])):
            hx, hy = self.pupil_home(side)
            ox = oy = 0.0
            if look_at is not None:
                vx, vy = look_at[0] - hx, look_at[1] - hy
                d = math.hypot(vx, vy) or 1.0
                ox, oy = vx / d * reach, vy / d * reach
            pupil.center_x, pupil.center_y = hx + dx + ox, hy + dy + oy
            pupil.visible = lid == "open"
            pupil.scale = k

    def eye_box(self, side: str) -> tuple[float, float, float]:
        """Centre and half-width of an eye on screen (for tests reading pixels)."""
        hx, hy = self.pupil_home(side)
        return hx, hy, self.layout.eye_radius[0] * 0.7 * self.scale
