"""A face draws its pose and nothing else: the mouth is the pose's expression (a wink shuts an
eyelid and changes no other part: no tell), raised brows lift both brows, a nod lowers the head,
and reduced motion keeps expressions but stills the head."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field, replace
from typing import Any

import arcade
import pytest

from game.social.signals import Signal
from game.social.table import Pose
from game.ui.faces import BROW_LIFT, FaceSprites
from game.ui.kit.board import BoardBase
from game.ui.kit.effects import Effects
from game.ui.kit.stage import TableStage
from game.ui.textures import layer

BOARD = (640.0, 400.0)


@dataclass
class StillTable:
    """A social table frozen at one moment: every seat shows `poses[seat]`; all of them wink."""

    poses: list[Pose]
    t: float = 1.0
    winks: set[int] = field(default_factory=set)

    def pose(self, seat: int, t: float | None = None) -> Pose:
        return self.poses[seat]

    def winking(self, seat: int) -> bool:
        return seat in self.winks

    def lid_signals(self, since: float, t: float) -> list[Signal]:
        return []  # (the poses alone say how open the eyes are)


class Middle(BoardBase):
    """A board that is only where the faces look when they look at it."""

    def focus(self) -> tuple[float, float]:
        return BOARD

    def picture(self, card: Hashable, pixels: float) -> arcade.Texture:
        return arcade.make_soft_circle_texture(8, arcade.color.WHITE)


def stage(n: int = 4) -> TableStage:
    s = TableStage(
        list(range(n)),
        [arcade.make_soft_circle_texture(8, arcade.color.RED)] * n,
        Middle(),
        lambda _e, _v: None,
        Effects(),  # no effects are played here
        clock=lambda: 1.0,
        sounds=lambda _name: None,
    )
    s.layout(1280, 720, 0, lambda size: size)
    return s


def mouth_of(face: FaceSprites, name: str) -> arcade.Texture:
    return layer(f"{face.folder}/mouth_{name}.png").texture


def test_a_winking_face_keeps_its_mouth(window: Any) -> None:
    s = stage()
    wink = Pose(0, 0.0, 1.0, 0.0, 0.0)  # the left eye shut: a wink, and an ordinary mouth
    s.pose_faces(StillTable([wink] * 4, winks={0, 1, 2, 3}), 1.0)
    for face in s.seats.faces:
        assert face.lids == ("closed", "open")
        assert face.mouth == "neutral" and face.sprites["mouth"].texture is mouth_of(face, "neutral")


@pytest.mark.parametrize("expression", ["smile", "smirk", "open", "neutral"])
def test_the_mouth_is_the_poses_expression_winking_or_not(window: Any, expression: str) -> None:
    s = stage()
    poses = [Pose(1, 1.0, 1.0, 0.0, 0.0, expression), Pose(0, 0.0, 1.0, 0.0, 0.0, expression)]
    s.pose_faces(StillTable(poses * 2, winks={1, 3}), 1.0)
    for face in s.seats.faces:
        assert face.sprites["mouth"].texture is mouth_of(face, expression)


def test_an_unknown_expression_draws_the_neutral_mouth(window: Any) -> None:
    sprites = arcade.SpriteList()
    face = FaceSprites(3, sprites)
    face.place(200, 200, 100)
    face.update(Pose(-1, 1.0, 1.0, 0.0, 0.0, "grimace"), None)
    assert face.sprites["mouth"].texture is mouth_of(face, "neutral")


def test_the_mouth_texture_is_swapped_only_when_the_expression_changes(window: Any) -> None:
    sprites = arcade.SpriteList()
    face = FaceSprites(1, sprites)
    face.place(200, 200, 100)
    looked_up: list[str] = []
    find = face._layer

    def counting(name: str) -> Any:
        looked_up.append(name)
        return find(name)

    face._layer = counting  # type: ignore[method-assign]
    for expression in ["smile"] * 5 + ["neutral"] * 5:
        face.update(Pose(-1, 1.0, 1.0, 0.0, 0.0, expression), None)
    assert [n for n in looked_up if n.startswith("mouth")] == ["mouth_smile", "mouth_neutral"]


def test_raised_brows_lift_both_brows_and_nothing_else(window: Any) -> None:
    sprites = arcade.SpriteList()
    face = FaceSprites(2, sprites)
    face.place(300, 300, 128)  # one screen pixel per canvas pixel
    still = Pose(-1, 1.0, 1.0, 0.0, 0.0)
    face.update(still, None)
    before = {name: (s.center_x, s.center_y) for name, s in face.sprites.items()}
    face.update(replace(still, brow=1.0), None)
    after = {name: (s.center_x, s.center_y) for name, s in face.sprites.items()}
    for name in ("brow_l", "brow_r"):
        assert after[name][1] - before[name][1] == pytest.approx(BROW_LIFT)
        assert after[name][0] == pytest.approx(before[name][0])
    assert {n: p for n, p in after.items() if not n.startswith("brow")} == {
        n: p for n, p in before.items() if not n.startswith("brow")
    }
    face.update(replace(still, brow=0.5), None)
    assert face.sprites["brow_l"].center_y - before["brow_l"][1] == pytest.approx(BROW_LIFT / 2)


def test_reduced_motion_stills_the_sway_but_keeps_expressions_brows_and_gestures(window: Any) -> None:
    s = stage(2)
    nodding = Pose(1, 1.0, 1.0, 0.0, -0.03, "smile", 1.0)  # swaying down, smiling, brows up
    s.pose_faces(StillTable([nodding, nodding]), 1.0)
    moving = s.seats.faces[0].sprites["head"].center_y
    s.reduced_motion = True
    s.pose_faces(StillTable([nodding, nodding]), 1.0)
    face = s.seats.faces[0]
    assert face.sprites["head"].center_y > moving  # the sway is gone: the head stays up
    assert face.mouth == "smile"
    gesture = replace(nodding, move_dy=-0.03)  # a nod is a gesture (a team's signal): it stays
    s.pose_faces(StillTable([gesture, gesture]), 1.0)
    assert face.sprites["head"].center_y == pytest.approx(moving)  # as low as the sway had it
    s.pose_faces(StillTable([replace(nodding, brow=0.0)] * 2), 1.0)
    lowered = face.sprites["brow_l"].center_y
    s.pose_faces(StillTable([nodding, nodding]), 1.0)
    assert face.sprites["brow_l"].center_y > lowered
