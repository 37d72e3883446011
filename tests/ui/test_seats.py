"""Seats around the table, 2 to 10 of them: faces that fit and never overlap, and whom each face
looks at plain to see (its sight line ends on that face and no other; its head and eyes turn)."""

from __future__ import annotations

import itertools
import math
from typing import Any

import arcade
import pytest

from game.social.table import Pose
from game.ui.kit.regions import regions
from game.ui.kit.seats import Seats

SIZES = [(1024, 576), (1280, 720), (1920, 1080), (2560, 1440)]


def seated(n: int, width: int = 1280, height: int = 720) -> tuple[Seats, list[tuple[float, float, float]]]:
    r = regions(width, height)
    spots = r.spots(n, 0, largest=min(0.15 * height, 0.11 * width))
    seats = Seats([i % 8 for i in range(n)], [arcade.make_soft_circle_texture(8, arcade.color.RED)] * n)
    seats.place(spots, min(width * 0.17, max(s[2] for s in spots) * 2.3), 12, width)
    return seats, spots


def look(seats: Seats, spots: list[Any], seat: int, target: int) -> None:
    seats.pose(seat, Pose(target, 1.0, 1.0, 0.0, 0.0), spots[target][:2])


@pytest.mark.parametrize("n", range(2, 11))
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_faces_fit_the_window_and_never_overlap(window: Any, n: int, size: tuple[int, int]) -> None:
    width, height = size
    _, spots = seated(n, width, height)
    for x, y, face in spots:
        assert face / 2 <= x <= width - face / 2 and face / 2 <= y <= height - face / 2
    for (x1, y1, f1), (x2, y2, f2) in itertools.combinations(spots, 2):
        assert abs(x1 - x2) >= (f1 + f2) / 2 or abs(y1 - y2) >= (f1 + f2) / 2


@pytest.mark.parametrize("n", [4, 6, 8, 10])
def test_whom_a_face_looks_at_is_plain(window: Any, n: int) -> None:
    """Every face's sight line ends on the face it watches, nearer to it than to any other face, and
    its eyes and head turn: two targets far apart move its pupils by several pixels."""
    seats, spots = seated(n)
    for seat in range(n):
        pupils = {}
        for target in range(n):
            if target == seat:
                continue
            look(seats, spots, seat, target)
            line = seats.sights[seat]
            assert line.visible
            a = math.radians(-line.angle)
            end = (line.center_x + math.cos(a) * line.width / 2, line.center_y + math.sin(a) * line.width / 2)
            dist = [math.hypot(end[0] - x, end[1] - y) for x, y, _ in spots]
            nearest = min((d, s) for s, d in enumerate(dist) if s != seat)[1]
            assert nearest == target, f"{n} seats: {seat}'s line toward {target} ends nearer {nearest}"
            pupils[target] = seats.faces[seat].pupil_at["l"]
        apart = max(math.dist(p, q) for p, q in itertools.combinations(pupils.values(), 2))
        assert apart >= 3.0, f"{n} seats: seat {seat}'s eyes hardly move ({apart:.1f} px)"


def test_faces_are_large_enough_to_see_a_wink_at_eight_seats(window: Any) -> None:
    _, spots = seated(8)
    assert min(face for _, _, face in spots) >= 64  # pixels at 1280×720


def test_no_sight_line_while_a_face_looks_at_the_board(window: Any) -> None:
    seats, _ = seated(6)
    seats.pose(2, Pose(-1, 1.0, 1.0, 0.0, 0.0), (640, 400))
    assert not seats.sights[2].visible
