"""The rules of each game and each Wink preset, in English and French, scrollable."""

from __future__ import annotations

import re

import arcade

from ...i18n import current_language
from ...i18n.docs import DOCS, rules_text
from ...store.player import DEFAULT_FACE
from .. import theme
from ..base import Back, BaseView
from ..fit import fit_width
from ..guide.entry import GuideEntry
from ..input import bound
from .rules_page import Looks, Page

PICTURE = re.compile(r"!\[([^\]]*)\]")  # a line of its own asking for a picture: ![wink-grid]
GUIDE_WIDTH = 12.0  # the "Guided game" button's width, in its text's sizes


def blocks(markdown: str) -> list[tuple[str, str]]:
    """(kind, text) blocks of our small Markdown: h1, h2, bullet, para, and picture (its name)."""
    out: list[tuple[str, str]] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            out.append(("para", " ".join(para)))
            para.clear()

    for raw in markdown.splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("## "):
            flush()
            out.append(("h2", line[3:]))
        elif line.startswith("# "):
            flush()
            out.append(("h1", line[2:]))
        elif (marker := PICTURE.fullmatch(line)) is not None:
            flush()
            out.append(("picture", marker.group(1).strip()))
        elif line.startswith(("- ", "* ")):
            flush()
            out.append(("bullet", "•  " + line[2:]))
        else:
            para.append(line)
    flush()
    return [(k, t.replace("**", "")) for k, t in out]


class RulesView(BaseView):
    def __init__(self, back: Back, doc: str = DOCS[0]) -> None:
        super().__init__()
        self.back = back
        self.doc = doc
        self.lang = current_language()
        self.scroll = 0.0
        self.items: list[tuple[str, str]] = []
        self.sheet = Page()  # the paper: the document laid out, pictures and all
        self.tabs = [
            arcade.Text("", 0, 0, theme.WHITE, 14, font_name=theme.FONT, anchor_x="center") for _ in DOCS
        ]
        self.hint = arcade.Text("", 0, 0, theme.WHITE, 12, font_name=theme.FONT, anchor_x="center")
        self.seek = ""  # a picture to scroll to at the next layout (a scene showing it)
        self.content_h = 0.0
        self.guide = GuideEntry()  # its game's guided game (ui/guide/entry.py)
        self.load()

    def load(self) -> None:
        self.items = blocks(rules_text(self.doc, self.lang))
        self.scroll = 0.0

    def page(self) -> tuple[float, float, float, float]:
        """The paper's left, bottom, width, height."""
        w, h = self.window.width, self.window.height
        pw = min(w * 0.8, self.scale.px(960))
        return (w - pw) / 2, h * 0.08, pw, h * 0.78

    def layout(self) -> None:
        s, w, h = self.scale, self.window.width, self.window.height
        for i, tab in enumerate(self.tabs):
            tab.text = self.t(f"rules.doc.{DOCS[i]}")
            tab.font_size = s.font(14)
            fit_width(tab, w / len(DOCS) * 0.92)
            tab.x, tab.y = w * (i + 0.5) / len(DOCS), h * 0.92
            tab.color = theme.HIGHLIGHT if DOCS[i] == self.doc else theme.WHITE
        settings = getattr(self.window, "settings", None)
        looks = Looks(
            self.doc,
            self.lang,
            getattr(settings, "colourblind_palette", False),
            getattr(settings, "player_face", DEFAULT_FACE),
        )
        self.sheet.lay_out(self.items, arcade.LBWH(*self.page()), s, looks)
        self.content_h = self.sheet.height
        if self.seek:
            self.scroll, self.seek = self.sheet.scroll_to(self.seek), ""
        self.clamp()
        # the guided game: at the right end of the key line, under the paper, where it covers
        # nothing; the key line centred in what is left of the window's width
        _pl, page_bottom, _pw, _ph = self.page()
        gap, font = s.px(10), s.font(12)
        width = min(font * GUIDE_WIDTH, w * 0.3)
        low = s.px(4)
        self.guide.layout(self.doc, arcade.LBWH(w - gap - width, low, width, page_bottom - low - gap), font)
        right = w - 2 * gap - width if self.guide.game is not None else w
        self.hint.text = self.t("rules.hint")
        self.hint.font_size = font
        fit_width(self.hint, right * 0.96)
        self.hint.x, self.hint.y = right / 2, s.px(14)

    def clamp(self) -> None:
        _, _, _, ph = self.page()
        self.scroll = max(0.0, min(self.scroll, self.content_h - ph + self.scale.px(40)))

    def draw_content(self) -> None:
        left, bottom, pw, ph = self.page()
        arcade.draw_rect_filled(arcade.LBWH(left, bottom, pw, ph), theme.PANEL)
        arcade.draw_rect_outline(arcade.LBWH(left, bottom, pw, ph), theme.PANEL_EDGE, 3)
        self.sheet.draw(self.scroll)
        for tab in self.tabs:
            tab.draw()
        self.hint.draw()
        self.guide.draw()

    def on_update(self, delta_time: float) -> None:
        self.sheet.tick(delta_time, self.scroll)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        """The menu keys as bound: back leaves, up/down scroll, left/right other rules; L the
        language of the rules; Page Up/Down scroll a page."""
        actions = bound(self.window, symbol, modifiers, "menus")
        step = self.scale.px(40)
        if self.guide.key(self.window, symbol):
            return True
        if "back" in actions:
            self.on_back()
            return True
        if "menu_down" in actions or symbol == arcade.key.PAGEDOWN:
            self.scroll += step * (8 if symbol == arcade.key.PAGEDOWN else 1)
        elif "menu_up" in actions or symbol == arcade.key.PAGEUP:
            self.scroll -= step * (8 if symbol == arcade.key.PAGEUP else 1)
        elif "menu_left" in actions or "menu_right" in actions:
            i = DOCS.index(self.doc) + (1 if "menu_right" in actions else -1)
            self.show(DOCS[i % len(DOCS)], self.lang)
        elif symbol == arcade.key.L:
            self.show(self.doc, "fr" if self.lang == "en" else "en")
        else:
            return None
        self.clamp()
        return True

    def show(self, doc: str, lang: str) -> None:
        self.doc, self.lang = doc, lang
        self.load()
        self.layout()

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.scroll -= scroll_y * self.scale.px(40)
        self.clamp()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.guide.click(self.window, x, y):
            return
        for i, tab in enumerate(self.tabs):
            if abs(y - tab.y) < self.scale.px(20) and abs(x - tab.x) < self.window.width / len(DOCS) / 2:
                self.show(DOCS[i], self.lang)

    def on_back(self) -> None:
        self.go_back(self.back)


def at_picture(name: str, back: Back = "menu") -> RulesView:
    """The rules screen at the first document that shows picture `name`, scrolled to it."""
    lang = current_language()
    doc = next((d for d in DOCS if ("picture", name) in blocks(rules_text(d, lang))), DOCS[0])
    view = RulesView(back, doc)
    view.seek = name
    return view
