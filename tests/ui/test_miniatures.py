"""The main menu shows each game's table in miniature: drawn from the game's own sprites and faces
(baked: kit/baked.py), in its row, different for every game, and the selected game's lit (its felt
brighter, a face winking)."""

from __future__ import annotations

from typing import Any

import arcade
import numpy as np
import pytest

from game.games import specs
from game.ui.headless import step
from game.ui.kit.baked import BakedMiniature, picture
from game.ui.kit.miniature import RIM, Miniature
from game.ui.screens.menu import MainMenuView
from game.ui.textures import texture

from .drive import press

GAMES = [spec.name for spec in specs()]


def shown(window: Any, box: tuple[float, float, float, float]) -> np.ndarray:
    """The pixels of `box` as the last frame drew them (RGB)."""
    left, bottom, width, height = (round(v) for v in box)
    return np.asarray(arcade.get_image(left, bottom, width, height).convert("RGB"), dtype=np.int32)


def menu(window: Any) -> MainMenuView:
    window.show_view(MainMenuView())
    view: MainMenuView = window.current_view
    view.on_draw()
    return view


def test_every_game_names_its_miniature_and_each_is_its_own(window: Any) -> None:
    arts = {spec.name: spec.miniature.load() for spec in specs() if spec.miniature is not None}
    assert sorted(arts) == sorted(GAMES)
    sprites = {name: {piece.sprite for piece in art.pieces} for name, art in arts.items()}
    for name, used in sprites.items():
        assert used and all(sprite.startswith(f"{name}/") for sprite in used), name  # its own cards
        art = arts[name]
        assert len(art.faces) >= 3 and art.winker != art.partner
        assert {art.winker, art.partner} <= set(range(len(art.faces)))


@pytest.mark.parametrize("game", GAMES)
def test_a_games_miniature_is_drawn_in_its_row_and_not_blank(window: Any, game: str) -> None:
    view = menu(window)
    k = GAMES.index(game)
    picture = shown(window, view.miniatures[k].box)
    felt = (picture[..., 1] > picture[..., 0] + 20) & (picture[..., 1] > picture[..., 2])
    assert felt.mean() > 0.15, "the green felt"
    colours = len(np.unique(picture.reshape(-1, 3), axis=0))
    assert colours > 300, "cards and faces, not a plain shape"
    others = [shown(window, view.miniatures[j].box) for j in range(len(GAMES)) if j != k]
    for other in others:
        h, w = min(picture.shape[0], other.shape[0]), min(picture.shape[1], other.shape[1])
        assert np.abs(picture[:h, :w] - other[:h, :w]).mean() > 12, "each game's table is its own"


def felt_at_top(window: Any, baked: BakedMiniature) -> int:
    """How bright the felt is just inside the top of the rim, where no card lies (where the live
    miniature laid in the same box has it)."""
    art = specs()[GAMES.index(baked.game)].miniature
    assert art is not None
    mini = Miniature(art.load())
    mini.place(baked.box)
    felt = mini.oval.scaled(1 - RIM)
    patch = shown(window, (felt.cx - 2, felt.cy + felt.ry * 0.9 - 2, 4, 4))
    assert (patch[..., 1] > patch[..., 0]).all(), "felt, green"
    return int(patch.sum())


def test_the_selected_games_miniature_is_lit_and_its_face_winks(window: Any) -> None:
    view = menu(window)
    first, second = view.miniatures[0], view.miniatures[1]
    assert view.menu is not None and view.menu.selected == view.first_game
    assert first.lit and not second.lit
    # the chosen game's picture is its lit one (a face winking: tests/tools/test_bake_miniatures.py)
    assert first.sprite.texture is texture(picture(first.game, True))
    assert second.sprite.texture is texture(picture(second.game, False))
    lit = felt_at_top(window, first), felt_at_top(window, second)
    press(window, arcade.key.DOWN)
    view.on_draw()
    assert second.lit and not first.lit
    assert second.sprite.texture is texture(picture(second.game, True))
    assert first.sprite.texture is texture(picture(first.game, False))
    unlit = felt_at_top(window, first), felt_at_top(window, second)
    assert lit[0] > unlit[0] * 1.2 and unlit[1] > lit[1] * 1.2, "the chosen game's felt is brighter"


def test_a_miniature_is_built_once_per_layout_not_per_frame(window: Any) -> None:
    view = menu(window)
    sprites = view.tables.sprites
    shown = [(m.sprite, m.sprite.texture, m.sprite.position) for m in view.miniatures.values()]
    step(window, 3)
    assert view.tables.sprites is sprites and len(sprites) == len(view.miniatures)
    now = [(m.sprite, m.sprite.texture, m.sprite.position) for m in view.miniatures.values()]
    assert all(a[0] is b[0] and a[1] is b[1] and a[2] == b[2] for a, b in zip(shown, now, strict=True))


def test_a_baked_miniature_keeps_its_shape_in_any_box(window: Any) -> None:
    """A box of another shape (large text, a narrow window) gets the picture whole, centred."""
    baked = BakedMiniature(GAMES[0], arcade.SpriteList())
    baked.place((100, 50, 300, 60))  # wider than the pictures' 2.3
    assert baked.sprite.width / baked.sprite.height == pytest.approx(
        baked.sprite.texture.width / baked.sprite.texture.height, rel=0.01
    )
    assert baked.sprite.center_x == 250 and baked.sprite.center_y == 80
    assert baked.sprite.height < 60 * 1.3  # (the margin beyond the box) not stretched to its width
    baked.place((100, 50, 300, 60), dimmed=True)
    assert baked.sprite.alpha < 255 and baked.dimmed


def test_a_miniature_can_be_placed_anywhere_and_dimmed(window: Any) -> None:
    art = specs()[0].miniature
    assert art is not None
    mini = Miniature(art.load())
    mini.place((10, 10, 230, 100), dimmed=True)
    assert all(sprite.alpha < 255 for sprite in mini.pieces)
    assert all(10 <= s.center_x <= 240 and 10 <= s.center_y <= 110 for s in mini.pieces)


def test_the_words_come_first_when_the_room_is_short(window: Any) -> None:
    """Large text in a small window: the games' rows give up height before the words shrink, and
    each game's name still begins just right of its miniature."""
    from dataclasses import replace

    from game.ui.screens.menu import GAME_ROW, GAME_ROW_LEAST

    from .screen import pretend_size

    view = menu(window)
    assert view.menu is not None
    normal = [row.tall for row in view.tall_rows]
    assert all(1.9 < tall <= GAME_ROW for tall in normal)
    window.apply_settings(replace(window.settings, text_size=1.6), save=False)
    with pretend_size(window, 1024, 576):
        assert all(
            GAME_ROW_LEAST <= row.tall < tall for row, tall in zip(view.tall_rows, normal, strict=True)
        )
        s = view.scale
        plain = 0.5 * (view.menu.top - view.menu.bottom()) / len(view.menu.rows)  # rows all alike
        assert view.menu.font >= 0.95 * min(s.font(20), plain)
        for k in view.miniatures:
            left, _bottom, width, _height = view.miniature_box(k)
            label = view.menu.labels[view.first_game + k]
            assert left + width < label.x < left + width + view.menu.pad * 2
