"""The rules documents' pictures: each document shows its own, drawn (not blank), with a caption
in its language, inside the page at every window size, scrolling with the text; a marker that
names no picture is an error in the tests and is left out (and logged) for players."""

from __future__ import annotations

import logging
from typing import Any

import arcade
import pytest

from game.i18n import catalogue, placeholders
from game.i18n.docs import DOCS, rules_text
from game.rules.wink import PRESETS
from game.ui import theme
from game.ui.headless import step
from game.ui.rules_pictures import Frame, caption, make, pictures
from game.ui.screens import rules as rules_screen
from game.ui.screens.rules import RulesView, blocks
from game.ui.tables.wink.rules_pictures import BLINK_AT, BLINK_S, WINK_AT, WINK_S, WinkPicture, example
from game.ui.tables.winkybilly.rules_pictures import GESTURE_AT, GESTURE_S, SignalPicture
from game.ui.tables.zwoggel.rules_pictures import REVEALED, LinePicture, line_through

from .drive import press
from .screen import frame_texts, pretend_size

LANGS = ("en", "fr")
WANTED = {
    **{doc: ["wink-grid", "wink-wink", "wink-strip"] for doc in PRESETS},
    "winkybilly": ["winkybilly-set", "winkybilly-signal"],
    "zwoggel": ["zwoggel-line"],
}
SIZES = [(1024, 576), (1280, 720), (1920, 1080), (2560, 1440)]


def markers(doc: str, lang: str) -> list[str]:
    return [text for kind, text in blocks(rules_text(doc, lang)) if kind == "picture"]


def shown(window: Any, doc: str, lang: str = "en") -> RulesView:
    view = RulesView(back="menu", doc=doc)
    view.lang = lang
    view.load()
    window.show_view(view)
    step(window)
    return view


def frame(lang: str = "en", doc: str = "wink-fr", colourblind: bool = False) -> Frame:
    return Frame(100, 600, 900, 400, theme.Scale(1280, 720), lang, doc, colourblind)


# ------------------------------------------------------------ the documents and their markers
def test_every_document_asks_for_its_pictures_in_both_languages() -> None:
    assert set(WANTED) == set(DOCS)
    for doc in DOCS:
        assert markers(doc, "en") == markers(doc, "fr") == WANTED[doc], doc


def test_a_marker_line_is_a_picture_block_and_nothing_else_is() -> None:
    text = "# T\n\nSome text ![not-a-marker] inside.\n![wink-grid]\n- a bullet\n"
    assert blocks(text) == [
        ("h1", "T"),
        ("para", "Some text ![not-a-marker] inside."),
        ("picture", "wink-grid"),
        ("bullet", "•  a bullet"),
    ]


def test_every_picture_has_its_caption_in_both_languages_with_the_same_blanks() -> None:
    en, fr = catalogue("en"), catalogue("fr")
    keys = [k for k in en if k.startswith("rules_picture.")]
    captions = [k for k in keys if ".caption" in k]
    assert {k.split(".")[1] for k in captions} == set(pictures())
    for key in keys:
        assert key in fr, f"{key} has no French text"
        assert placeholders(en[key]) == placeholders(fr[key]), key
    assert [k for k in fr if k.startswith("rules_picture.") and k not in en] == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(pictures()))
def test_each_caption_is_filled_by_its_picture(window: Any, name: str, lang: str) -> None:
    for doc in [d for d in DOCS if name in WANTED[d]]:
        picture = make(name, frame(lang, doc))
        assert picture is not None
        words = caption(name, picture)  # strict under pytest: a blank left unfilled raises
        assert "{" not in words and all(str(v) in words for v in picture.words.values())


def test_zwinkern_en_says_figure_where_the_others_say_pawn(window: Any) -> None:
    def grid_caption(doc: str, lang: str) -> str:
        picture = make("wink-grid", frame(lang, doc))
        assert picture is not None
        return caption("wink-grid", picture)

    assert "figure" in grid_caption("zwinkern-en", "en") and "pawn" in grid_caption("wink-fr", "en")
    assert "figurine" in grid_caption("zwinkern-en", "fr") and "pion" in grid_caption("zwinkern-fr", "fr")


def test_a_marker_naming_no_picture_is_an_error_in_the_tests(window: Any) -> None:
    with pytest.raises(ValueError, match=r"no picture called 'grid-exmaple'.*wink-grid"):
        make("grid-exmaple", frame())


def test_for_players_a_marker_naming_no_picture_is_left_out_and_logged(
    window: Any, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("WINKHOUSE_STRICT_I18N", "0")
    text = "# Wink\n\nFirst.\n![grid-exmaple]\n![zwoggel-line]\n\nLast words.\n"
    monkeypatch.setattr(rules_screen, "rules_text", lambda doc, lang: text)
    with caplog.at_level(logging.INFO, logger="game.ui.rules_pictures"):
        view = shown(window, "wink-fr")
    assert [p.name for p in view.sheet.pictures()] == ["zwoggel-line"]
    assert [b.text.text for b in view.sheet.placed if b.text is not None] == ["Wink", "First.", "Last words."]
    assert any("grid-exmaple" in r.getMessage() for r in caplog.records)


# ------------------------------------------------------------ on the screen
def art_region(window: Any, view: RulesView, name: str) -> bytes:
    """The pixels of picture `name` on screen, scrolled to (its part inside the paper)."""
    view.scroll = view.sheet.scroll_to(name)
    view.clamp()
    window.dispatch_event("on_draw")
    block = next(b for b in view.sheet.pictures() if b.name == name)
    assert block.picture is not None
    camera, f = view.sheet.camera, block.picture.frame
    x0, y0 = camera.project((f.left, block.picture.bottom))
    x1, y1 = camera.project((f.left + f.width, f.top))
    inner = camera.viewport
    bottom, top = max(y0, inner.bottom), min(y1, inner.top)
    assert top - bottom > 100, f"{name} is not in view once scrolled to"
    image = arcade.get_image(int(x0), int(bottom), int(x1 - x0), int(top - bottom))
    window.flip()
    return image.convert("RGB").tobytes()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("doc", DOCS)
def test_each_document_draws_its_pictures_and_none_is_blank(window: Any, doc: str, lang: str) -> None:
    view = shown(window, doc, lang)
    assert [p.name for p in view.sheet.pictures()] == WANTED[doc]
    for name in WANTED[doc]:
        pixels = art_region(window, view, name)
        colours = {pixels[i : i + 3] for i in range(0, len(pixels), 3)}
        felt = pixels.count(bytes(theme.FELT)) * 3 / len(pixels)
        assert len(colours) > 300, f"{doc}/{lang}: {name} draws almost nothing ({len(colours)} colours)"
        assert felt < 0.9, f"{doc}/{lang}: {name} is bare felt"


def test_captions_are_in_the_documents_language(window: Any) -> None:
    view = shown(window, "zwoggel", "fr")
    words = [b.caption.text for b in view.sheet.pictures() if b.caption is not None]
    assert words == [caption("zwoggel-line", view.sheet.pictures()[0].picture)]  # type: ignore[arg-type]
    assert "attrapez" in words[0]
    press(window, arcade.key.L)
    assert "catch" in view.sheet.pictures()[0].caption.text  # type: ignore[union-attr]


@pytest.mark.parametrize("size", SIZES)
def test_pictures_fit_the_page_at_every_size(window: Any, size: tuple[int, int]) -> None:
    for doc in ("wink-fr", "zwinkern-en", "winkybilly", "zwoggel"):
        view = shown(window, doc)
        with pretend_size(window, *size):
            inner = view.sheet.camera.viewport
            for block in view.sheet.pictures():
                picture, f = block.picture, block.picture.frame  # type: ignore[union-attr]
                assert picture is not None
                assert inner.left < f.left and f.left + f.width < inner.right
                assert block.top - block.bottom < inner.height, (
                    f"{block.name} at {size} is taller than the page"
                )
                for sprite in picture.sprites:
                    assert f.left - 1 <= sprite.left and sprite.right <= f.left + f.width + 1, (
                        block.name,
                        size,
                    )
                    assert picture.bottom - 1 <= sprite.bottom and sprite.top <= f.top + 1, (block.name, size)
                for text in picture.texts:
                    assert f.left - 1 <= text.left and text.right <= f.left + f.width + 1, (text.text, size)
                assert block.caption is not None and block.caption.font_size >= theme.Scale(*size).font(14)


def test_a_picture_scrolls_with_the_text(window: Any) -> None:
    view = shown(window, "zwoggel")
    view.scroll = view.sheet.scroll_to("zwoggel-line")
    view.clamp()
    line = caption("zwoggel-line", view.sheet.pictures()[0].picture)  # type: ignore[arg-type]

    def caption_top() -> float:
        return next(d.top for d in frame_texts(window) if d.text == line)

    before = caption_top()
    press(window, arcade.key.DOWN)
    assert caption_top() == pytest.approx(before + view.scale.px(40), abs=1)


# ------------------------------------------------------------ what the pictures show
@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_grid_is_a_deal_of_the_engine_with_your_pawn_on_the_partners_twin(preset: str) -> None:
    ex = example(preset)
    assert sorted(n for n, _ in ex.grid) == list(range(1, 37))
    assert ex.pawns[0] == ex.number and ex.number in ex.hand and ex.partner == "Margot"


def test_the_wink_shuts_one_eye_and_the_blink_both(window: Any) -> None:
    picture = WinkPicture(frame())
    margot, you = picture.faces
    picture.tick(0.0)
    assert (margot.lids, you.lids) == (("open", "open"), ("open", "open")) and picture.saying is None
    picture.tick(WINK_AT + WINK_S / 2)
    assert (margot.lids, you.lids) == (("closed", "open"), ("open", "open"))
    assert picture.saying is not None and "Margot" in picture.saying.text
    picture.tick(BLINK_AT + BLINK_S / 2)
    assert (margot.lids, you.lids) == (("open", "open"), ("closed", "closed"))
    assert margot.pupil_at["l"][0] > margot.pupil_home("l")[0]  # their eyes meet
    assert you.pupil_at["l"][0] < you.pupil_home("l")[0]


def test_the_team_signal_is_a_gesture_at_the_partner_then_winky(window: Any) -> None:
    picture = SignalPicture(frame())
    holder = picture.faces[0]
    picture.tick(0.0)
    rest = holder.sprites["head"].angle
    assert picture.saying == []
    picture.tick(GESTURE_AT + GESTURE_S / 2)
    assert abs(holder.sprites["head"].angle - rest) > 8  # the head tilt, at its height
    assert [t.text for t in picture.saying][-1] == "WINKY!"


def test_the_zwoggel_line_is_the_engines_trap_and_follows_the_palette(window: Any) -> None:
    assert line_through({(0, 2): 0, (1, 2): 0, (2, 2): 0}, REVEALED, 0) == [(0, 2), (1, 2), (2, 2)]
    assert line_through({(0, 2): 0, (1, 2): 1, (2, 2): 0}, REVEALED, 0) == []

    def names(colourblind: bool) -> set[str]:
        picture = LinePicture(frame(colourblind=colourblind))
        return {str(s.texture.image_data.hash) for s in picture.sprites}

    assert any("red_cb" in n for n in names(True)) and not any("_cb" in n for n in names(False))


def test_each_game_names_its_own_pictures_in_its_spec() -> None:
    from game.games import specs

    for spec in specs():
        assert spec.rules_pictures is not None, spec.name
        names = list(spec.rules_pictures.load())
        assert names and all(n.startswith(f"{spec.name}-") for n in names)
        assert {n for doc in spec.rules_docs for n in WANTED[doc]} == set(names)
