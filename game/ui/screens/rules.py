"""The rules of each game and each Wink preset, in English and French, scrollable."""

from __future__ import annotations

import arcade

from ...i18n import current_language
from ...i18n.docs import DOCS, rules_text
from .. import theme
from ..base import Back, BaseView
from ..fit import fit_width
from ..guide.entry import GuideEntry
from ..input import bound


def blocks(markdown: str) -> list[tuple[str, str]]:
    """(kind, text) blocks of our small Markdown: h1, h2, bullet, para."""
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
        elif line.startswith(("- ", "* ")):
            flush()
            out.append(("bullet", "•  " + line[2:]))
        else:
            para.append(line)
    flush()
    return [(k, t.replace("**", "")) for k, t in out]


SIZES = {"h1": 24, "h2": 18, "bullet": 14, "para": 14}


class RulesView(BaseView):
    def __init__(self, back: Back, doc: str = DOCS[0]) -> None:
        super().__init__()
        self.back = back
        self.doc = doc
        self.lang = current_language()
        self.scroll = 0.0
        self.texts: list[tuple[str, arcade.Text]] = []
        self.tabs = [
            arcade.Text("", 0, 0, theme.WHITE, 14, font_name=theme.FONT, anchor_x="center") for _ in DOCS
        ]
        self.hint = arcade.Text("", 0, 0, theme.WHITE, 12, font_name=theme.FONT, anchor_x="center")
        self.content_h = 0.0
        self.guide = GuideEntry()  # its game's guided game (ui/guide/entry.py)
        self.load()

    def load(self) -> None:
        self.texts = [
            (
                kind,
                arcade.Text(
                    text,
                    0,
                    0,
                    theme.INK,
                    SIZES[kind],
                    font_name=theme.FONT,
                    multiline=True,
                    width=800,
                    bold=kind in ("h1", "h2"),
                ),
            )
            for kind, text in blocks(rules_text(self.doc, self.lang))
        ]
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
        self.hint.text = self.t("rules.hint")
        self.hint.font_size = s.font(12)
        fit_width(self.hint, w * 0.96)
        self.hint.x, self.hint.y = w / 2, s.px(14)
        left, _bottom, pw, _ph = self.page()
        y = 0.0
        for kind, text in self.texts:
            text.font_size = s.font(SIZES[kind])
            text.width = int(pw - s.px(60))
            text.x = left + s.px(30)
            y += s.px(14 if kind in ("h1", "h2") else 6)
            text.y = y  # offset from the top of the page; placed on draw
            y += text.content_height
        self.content_h = y
        self.clamp()
        page_left, page_bottom, page_w, _ph = self.page()  # the guided game: beside the page's foot
        gap = s.px(10)
        right = page_left + page_w + gap
        self.guide.layout(
            self.doc, arcade.LBWH(right, page_bottom, w - right - gap, s.font(12) * 2.6), s.font(12)
        )

    def clamp(self) -> None:
        _, _, _, ph = self.page()
        self.scroll = max(0.0, min(self.scroll, self.content_h - ph + self.scale.px(40)))

    def draw_content(self) -> None:
        left, bottom, pw, ph = self.page()
        arcade.draw_rect_filled(arcade.LBWH(left, bottom, pw, ph), theme.PANEL)
        arcade.draw_rect_outline(arcade.LBWH(left, bottom, pw, ph), theme.PANEL_EDGE, 3)
        top = bottom + ph - self.scale.px(20)
        for _, text in self.texts:
            offset = text.y
            y = top - offset + self.scroll
            if y > top + 1 or y - text.content_height < bottom + self.scale.px(10):
                continue  # only whole blocks inside the page are drawn
            text.y = y
            text.anchor_y = "top"
            text.draw()
            text.y = offset
        for tab in self.tabs:
            tab.draw()
        self.hint.draw()
        self.guide.draw()

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
