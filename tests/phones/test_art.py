"""The game's pictures on the phones: a fixed list of sprites served at /art/<game>/<file>.png,
with the headers of every answer; anything else, path tricks included, is not found."""

from __future__ import annotations

import aiohttp
import pytest
from PIL import Image
from yarl import URL

from game.phones.art import art_file, pictures
from game.phones.pages import HEADERS
from game.resources import data_file

from .serving import base, run, serving


def fetch(server_base: str, path: str) -> tuple[int, dict[str, str], bytes]:
    async def go() -> tuple[int, dict[str, str], bytes]:
        async with aiohttp.ClientSession() as client:
            answer = await client.get(URL(server_base + path, encoded=True), allow_redirects=False)
            return answer.status, dict(answer.headers), await answer.read()

    return run(go())


def test_every_listed_picture_is_a_shipped_sprite() -> None:
    art = pictures()
    assert set(art) == {"wink", "winkybilly", "zwoggel"}
    for game, names in art.items():
        for name in names:
            path = art_file(game, name)
            assert path is not None and path == data_file("sprites", f"{game}/{name}"), name
            with Image.open(path) as picture:
                assert picture.format == "PNG" and picture.width > 0
    assert "card_05_cowboy.png" in art["winkybilly"] and "red_cb.png" in art["zwoggel"]
    assert len(art["wink"]) == 36 and len(art["winkybilly"]) == 13


def test_a_listed_picture_is_served_with_the_headers_of_every_answer() -> None:
    with serving() as server:
        for game, name in (
            ("winkybilly", "card_00_sheriff.png"),
            ("zwoggel", "green_cb.png"),
            ("wink", "card_25.png"),
        ):
            status, headers, body = fetch(base(server), f"/art/{game}/{name}")
            assert status == 200, (game, name)
            assert headers["Content-Type"] == "image/png"
            assert body == data_file("sprites", f"{game}/{name}").read_bytes()
            for header, value in HEADERS.items():
                assert headers[header] == value
            assert headers["Cache-Control"] == "no-store"


@pytest.mark.parametrize(
    "path",
    [
        "/art/winkybilly/card_00_sheriff",  # not the listed name
        "/art/wink/card_37.png",
        "/art/wink/pawn_0.png",  # a sprite, but not one the pages draw
        "/art/wink/accuse.png",
        "/art/ui/felt.png",  # another folder of sprites
        "/art/faces/face_0/head.png",
        "/art/zwoggel/../wink/card_01.png",
        "/art/zwoggel/..%2Fwink%2Fcard_01.png",
        "/art/zwoggel/%2E%2E%2F%2E%2E%2Fpyproject.toml",
        "/art/..%2F..%2Fpyproject.toml/x.png",
        "/art/zwoggel/red.png%00.txt",
        "/art/zwoggel/RED.png",
        "/art/zwoggel/",
        "/art/zwoggel/empty.png",  # a Zwoggel sprite its page does not draw
        "/art/practice/card_01.png",  # no such game
        "/art/winkybilly/card_00_sheriff.png/",
        "/art/%2E%2E/levels/x.png",
    ],
)
def test_nothing_outside_the_list_is_served(path: str) -> None:
    with serving() as server:
        status, headers, body = fetch(base(server), path)
        assert status == 404, path
        assert b"PNG" not in body
        assert headers["Cache-Control"] == "no-store" and headers["X-Content-Type-Options"] == "nosniff"
