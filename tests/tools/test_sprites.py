"""The sprite generator: deterministic, complete, the right sizes, and the art tells things apart."""

from __future__ import annotations

import itertools
import json
import math
import struct
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from game.games import specs
from game.rules.winkybilly.cards import TYPES
from game.ui.kit.baked import canvas_size, picture
from tools import make_sprites

pytestmark = pytest.mark.xdist_group("sprites")  # the sprites are generated once, in one worker

ROOT = Path(__file__).resolve().parents[2]
SPRITES = ROOT / "sprites"
WINKYBILLY = tuple(name.replace(" ", "_") for name in TYPES)
FACE_LAYERS = (
    "head",
    *(f"eye_{side}_{state}" for side in "lr" for state in ("open", "half", "closed")),
    "brow_l",
    "brow_r",
    *(f"mouth_{kind}" for kind in ("neutral", "smile", "open", "smirk")),
)


def expected_sizes() -> dict[str, tuple[int, int]]:
    """Every PNG the game loads, by path inside sprites/, with its size in pixels."""
    sizes: dict[str, tuple[int, int]] = {}
    for n in range(1, 37):
        sizes[f"wink/card_{n:02d}.png"] = (96, 128)
    for name in ("back_grid", "back_hand", "empty", "accuse"):
        sizes[f"wink/{name}.png"] = (96, 128)
    for i in range(8):
        sizes[f"wink/pawn_{i}.png"] = (40, 40)
        sizes[f"wink/pawn_cb_{i}.png"] = (40, 40)
    for i, name in enumerate(WINKYBILLY):
        sizes[f"winkybilly/card_{i:02d}_{name}.png"] = (96, 136)
    sizes["winkybilly/back.png"] = (96, 136)
    sizes["winkybilly/token.png"] = (48, 48)
    for name in ("red", "green", "red_cb", "green_cb", "back", "empty"):
        sizes[f"zwoggel/{name}.png"] = (256, 256)  # large: the board zooms
    sizes["zwoggel/mine.png"] = (64, 64)
    for i in range(8):
        for layer in FACE_LAYERS:
            sizes[f"faces/face_{i}/{layer}.png"] = (128, 128)
        sizes[f"faces/face_{i}/pupil.png"] = (16, 16)
    for name in ("panel", "button", "button_hover", "icon"):
        sizes[f"ui/{name}.png"] = (64, 64)
    sizes["ui/felt.png"] = (256, 256)
    for spec in specs():  # the menu's miniatures, baked (tools/bake_miniatures.py)
        if spec.miniature is not None:
            sizes[picture(spec.name, False)] = sizes[picture(spec.name, True)] = canvas_size()
    return sizes


def rgba(relative: str) -> np.ndarray:
    return np.asarray(Image.open(SPRITES / relative).convert("RGBA"), dtype=np.float32)


def files(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("sprites")
    assert make_sprites.main(["--out", str(out)]) == 0
    return out


BAKED = "menu/"  # not drawn by the generator: baked from the sprites it draws (tools/bake_miniatures.py)
ROUNDING = 1  # a pixel's channel may differ by this much: float rounding differs between numpy builds


def test_the_generator_reproduces_the_committed_sprites(generated: Path) -> None:
    """Byte for byte, but for PNG pixels a rounding apart (seen: one channel of one pixel by 1 on
    four cards, with numpy 2.4.6 against the numpy that drew them)."""
    made = files(generated)
    committed = {p for p in files(SPRITES) if not p.startswith(BAKED)}
    assert made - committed == set(), "generated but not committed"
    assert committed - made == set(), "committed but no longer generated"
    changed = []
    for p in sorted(made):
        ours, theirs = (generated / p).read_bytes(), (SPRITES / p).read_bytes()
        if ours == theirs:
            continue
        if not p.endswith(".png"):
            changed.append(p)
            continue
        with Image.open(generated / p) as a, Image.open(SPRITES / p) as b:
            same_kind = a.size == b.size and a.mode == b.mode
            apart = (
                np.abs(np.asarray(a, dtype=np.int16) - np.asarray(b, dtype=np.int16)) if same_kind else None
            )
        if apart is None or apart.max() > ROUNDING or np.count_nonzero(apart) > apart.size // 1000:
            changed.append(p)
    assert changed == [], f"run python tools/make_sprites.py; differs: {changed[:5]}"


def test_every_expected_file_exists_with_its_size() -> None:
    sizes = expected_sizes()
    for relative, size in sizes.items():
        assert (SPRITES / relative).is_file(), relative
        with Image.open(SPRITES / relative) as image:
            assert image.size == size, relative
            assert image.mode == "RGBA", relative
    extra = {p for p in files(SPRITES) if p.endswith(".png")} - set(sizes)
    assert extra == set(), "unexpected sprites"
    for i in range(8):
        assert (SPRITES / f"faces/face_{i}/layout.json").is_file()


def test_pngs_carry_no_metadata() -> None:
    allowed = {b"IHDR", b"IDAT", b"IEND"}
    for path in sorted(SPRITES.rglob("*.png")):
        data = path.read_bytes()
        pos, kinds = 8, set()
        while pos < len(data):
            length, kind = struct.unpack(">I4s", data[pos : pos + 8])
            kinds.add(kind)
            pos += 12 + length
        assert kinds <= allowed, (path.name, kinds - allowed)


def test_the_36_person_cards_are_pairwise_different_people() -> None:
    # Compare the portraits only (the numbers differ anyway): the middle of each card.
    portraits = [rgba(f"wink/card_{n:02d}.png")[34:112, 12:86, :3] for n in range(1, 37)]
    for (a, pa), (b, pb) in itertools.combinations(enumerate(portraits, 1), 2):
        assert np.abs(pa - pb).mean() > 12, f"cards {a} and {b} look alike"


def test_the_two_wink_backs_differ_in_brightness_not_only_hue() -> None:
    grid = rgba("wink/back_grid.png")[..., :3].mean()
    hand = rgba("wink/back_hand.png")[..., :3].mean()
    assert abs(grid - hand) > 60


@pytest.mark.parametrize("palette", ["", "_cb"])
def test_red_and_green_zwoggels_differ_in_shape_not_only_colour(palette: str) -> None:
    red, green = rgba(f"zwoggel/red{palette}.png"), rgba(f"zwoggel/green{palette}.png")
    # The silhouettes differ: the creatures poke out of their cards in different places.
    silhouette = (red[..., 3] > 128) ^ (green[..., 3] > 128)
    assert silhouette.sum() > 150 * (256 / 96) ** 2
    # In grey (as a colour-blind eye may see them), the drawings still differ clearly.
    grey_red = red[..., :3] @ [0.299, 0.587, 0.114]
    grey_green = green[..., :3] @ [0.299, 0.587, 0.114]
    dark_red, dark_green = grey_red < 90, grey_green < 90
    assert (dark_red ^ dark_green).mean() > 0.05


def test_pawns_carry_different_marks() -> None:
    marks = []
    for i in range(8):
        p = rgba(f"wink/pawn_{i}.png")
        marks.append((p[..., :3].min(axis=-1) > 200) & (p[..., 3] > 200))  # the cream symbol
    for a, b in itertools.combinations(range(8), 2):
        overlap = (marks[a] ^ marks[b]).sum() / (marks[a] | marks[b]).sum()
        assert overlap > 0.2, f"pawns {a} and {b} have the same mark"


@pytest.mark.parametrize("face", range(8))
def test_closed_eyes_are_shut_and_differ_from_open_ones(face: int) -> None:
    folder = f"faces/face_{face}"
    for side in "lr":
        open_, half, closed = (rgba(f"{folder}/eye_{side}_{s}.png") for s in ("open", "half", "closed"))
        white = [((e[..., :3].min(axis=-1) > 225) & (e[..., 3] > 200)).sum() for e in (open_, half, closed)]
        assert white[0] > white[1] > white[2] == 0, white  # open shows most white, closed none
        assert np.abs(open_ - closed).sum() > 50_000
        lid_line = (closed[..., :3].max(axis=-1) < 80) & (closed[..., 3] > 200)
        assert lid_line.sum() > 40  # a clear dark lash line


@pytest.mark.parametrize("face", range(8))
def test_layout_keeps_the_pupil_inside_the_eye_white(face: int) -> None:
    folder = SPRITES / f"faces/face_{face}"
    layout = json.loads((folder / "layout.json").read_text(encoding="utf-8"))
    assert layout["canvas"] == [128, 128]
    reach = layout["pupil_max_offset"]
    radius = layout["pupil_sprite"]["radius"]
    assert reach >= 2.5
    with Image.open(folder / "pupil.png") as pupil:
        assert pupil.size == tuple(layout["pupil_sprite"]["size"])
    for name, side in (("left", "l"), ("right", "r")):
        eye = rgba(f"faces/face_{face}/eye_{side}_open.png")
        x, y = layout["pupil"][name]
        assert (x < 64) == (name == "left")
        for k in range(16):
            a = k * math.tau / 16
            px, py = x + math.cos(a) * (reach + radius - 0.5), y + math.sin(a) * (reach + radius - 0.5)
            r, g, b, alpha = eye[int(py), int(px)]
            assert alpha > 200 and min(r, g, b) > 200, (name, k)


def test_felt_tiles_without_a_seam() -> None:
    felt = rgba("ui/felt.png")[..., :3]
    inner = np.abs(np.diff(felt, axis=1)).mean()
    seam = np.abs(felt[:, 0] - felt[:, -1]).mean()
    assert seam < inner * 1.5
    inner_y = np.abs(np.diff(felt, axis=0)).mean()
    assert np.abs(felt[0] - felt[-1]).mean() < inner_y * 1.5
