"""The join screen: each phone seat in turn, its QR code drawn large, before the deal is seen.

An opaque overlay, like the privacy screen: one seat at a time, never two seats' codes at once. It
shows the seat's name, its QR code (its join address, token inside: drawn once into a texture),
the address to type and the short code for a phone that cannot scan, and "Waiting for Bea's
phone…"; when that phone joins, "Bea joined", then the next seat. "Use the privacy screen instead"
(the button, or the confirm key) seats that human behind the privacy screen; the pause key pauses.
The same screen shows one seat's code again later (a phone that dropped), at the table's asking.

Only the seat shown has its short code offered (`offer_code`): the code of a seat not on screen
opens nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import arcade
from PIL import Image

from ...i18n import key_label
from ...phones.hub import Dropped, Joined
from .. import theme
from ..fit import fit_width
from ..modal import ModalSection

if TYPE_CHECKING:
    from .phones import PhoneSeats

GUARD_S = 0.4  # seconds before the screen takes an answer (a key meant for what came before)
JOINED_S = 1.2  # "Bea joined" stays this long before the next seat
PX = 8  # texture pixels per module: drawn larger, pixelated


def qr_texture(address: str) -> arcade.Texture:
    """`address` as a QR code (phones/qr.py: black on white, its quiet zone in), one texture."""
    from ...phones.qr import matrix

    rows = matrix(address)
    image = Image.new("L", (len(rows[0]), len(rows)), 255)
    image.putdata([0 if dark else 255 for row in rows for dark in row])
    side = len(rows) * PX
    image = image.resize((side, side), Image.Resampling.NEAREST).convert("RGBA")
    return arcade.Texture(image, hash=f"qr:{address}")


def _text(colour: tuple[int, int, int], size: float, bold: bool = False) -> arcade.Text:
    return arcade.Text("", 0, 0, colour, size, font_name=theme.FONT, anchor_x="center", bold=bold)


class PhoneJoinSection(ModalSection):
    def __init__(
        self,
        on_pause: Callable[[], None],
        on_screen_instead: Callable[[int], None],
        on_done: Callable[[], None],
        context: str = "menus",
    ) -> None:
        super().__init__("phone_join", context)
        self.on_pause, self.on_screen_instead, self.on_done = on_pause, on_screen_instead, on_done
        self.phones: PhoneSeats | None = None
        self.names: list[str] = []
        self.queue: list[int] = []  # the seats still to join, the one shown first
        self.batch = 0
        self.joined_at: float | None = None  # when the seat shown joined (its "joined" line shows)
        self.shown_s = 0.0
        self.pressed = False
        self.texture: arcade.Texture | None = None
        self.texture_of: int | None = None
        self.qr_box = arcade.LBWH(0, 0, 1, 1)
        self.button_box = arcade.LBWH(0, 0, 1, 1)
        self.title = _text(theme.WHITE, 30, bold=True)
        self.lines = [_text(theme.WHITE, 16) for _ in range(6)]
        self.status = _text(theme.HIGHLIGHT, 20, bold=True)
        self.button = _text(theme.INK, 15)
        self.button.anchor_y = "center"
        self.drawn: list[str] = []  # what the last frame drew, by name (tests read it)

    # ------------------------------------------------------------ whose code shows
    def begin(self, phones: PhoneSeats, names: Sequence[str], seats: Sequence[int]) -> None:
        """Show `seats`' codes one after the other (those already connected are skipped)."""
        self.phones, self.names = phones, list(names)
        connected = phones.connected()
        self.queue = [s for s in seats if s not in connected]
        self.batch = len(self.queue)  # the seats of this showing ("Phone 2 of 3")
        self.joined_at = None
        self.shown_s, self.pressed = 0.0, False
        self.offer()

    @property
    def seat(self) -> int | None:
        """The seat whose code is on screen."""
        return self.queue[0] if self.queue else None

    def offer(self) -> None:
        """Only the seat on screen has its short code taken."""
        if self.phones is not None:
            self.phones.offer_code(self.seat)
        if self.enabled:
            self.layout()

    def heard(self, heard: Joined | Dropped) -> None:
        """A phone joined: the seat on screen says so a moment, then the next; another seat's
        phone (one that came back) needs its code no more."""
        if not isinstance(heard, Joined) or heard.seat not in self.queue:
            return
        if heard.seat == self.seat:
            self.joined_at = self.shown_s
            if self.enabled:
                self.layout()
        else:
            self.queue.remove(heard.seat)

    def next_seat(self) -> None:
        if self.queue:
            self.queue.pop(0)
        self.joined_at = None
        self.shown_s, self.pressed = 0.0, False
        self.offer()
        if not self.queue:
            self.on_done()

    def screen_instead(self) -> None:
        """The seat shown plays behind the privacy screen instead of on a phone."""
        seat = self.seat
        if seat is None or self.shown_s < GUARD_S or self.joined_at is not None:
            return
        self.on_screen_instead(seat)
        self.next_seat()

    def on_update(self, delta_time: float) -> None:
        self.shown_s += delta_time
        if self.joined_at is not None and self.shown_s - self.joined_at >= JOINED_S:
            self.next_seat()
        elif self.seat is None and self.enabled:
            self.on_done()

    # ------------------------------------------------------------ drawing
    def layout(self) -> None:
        self.fit()
        seat, phones = self.seat, self.phones
        if seat is None or phones is None:
            return
        w, h, s = self.window.width, self.window.height, self.scale
        keys = self.window.settings.key_bindings
        name = self.names[seat]
        if self.texture_of != seat:
            self.texture, self.texture_of = qr_texture(phones.address(seat)), seat
        side = min(h * 0.66, w * 0.4)
        cx = w * 0.27
        self.qr_box = arcade.XYWH(cx, h * 0.46, side, side)
        right = w * 0.69
        margin = s.px(16)
        col = 2 * min(right - self.qr_box.right - margin, w - right - margin)  # beside the code
        self.title.text = self.t("phones_table.join_title", name=name)
        self.title.font_size = s.font(30)
        self.title.x, self.title.y = w / 2, h * 0.88
        fit_width(self.title, w * 0.94)
        waiting = self.joined_at is None
        self.status.text = self.t("phones_table.waiting" if waiting else "phones_table.joined", name=name)
        total = self.batch
        words = [
            self.t("phones_table.scan", name=name),
            self.t("phones_table.or_type"),
            phones.join_page(),
            self.t("phones_table.code", code=phones.code(seat)),
            self.t("phones_table.count", number=total - len(self.queue) + 1, total=total)
            if total > 1
            else "",
            self.t("phones_table.pause", key=key_label(keys["pause"])),
        ]
        sizes = (18, 15, 17, 34, 13, 13)
        for text, said, size in zip(self.lines, words, sizes, strict=True):
            text.text = said
            text.font_size = s.font(size)
            fit_width(text, col)
        self.lines[3].bold = True
        self.status.font_size = s.font(20)
        fit_width(self.status, col)
        self.button.text = self.t("phones_table.screen_instead", key=key_label(keys["confirm"]))
        self.button.font_size = s.font(15)
        fit_width(self.button, col * 0.95)
        # the right-hand column, from the top of the code down: what to do, the code, who is
        # awaited, the other way, how many phones
        y, gap = self.qr_box.top, s.px(14)
        scan, typed, address, code, count, pause = self.lines
        for text in (scan, typed, address, code, self.status):
            y -= text.content_height
            text.x, text.y = right, y + text.content_height * 0.25
            y -= gap * (2 if text in (scan, code) else 1 if text is address else 0.5)
        bh = self.button.content_height * 1.8
        self.button_box = arcade.XYWH(right, y - bh / 2, self.button.content_width + s.px(28), bh)
        self.button.x, self.button.y = right, y - bh / 2
        y -= bh + gap * 2
        count.x, count.y = right, y - count.content_height * 0.75
        pause.x, pause.y = w / 2, min(self.qr_box.bottom, count.y) / 2
        fit_width(pause, w * 0.9)

    def on_draw(self) -> None:
        w, h = self.window.width, self.window.height
        self.drawn = []
        arcade.draw_rect_filled(arcade.LBWH(0, 0, w, h), theme.OPAQUE_SHADE)
        if self.seat is None:
            return
        self.title.draw()
        if self.texture is not None:
            arcade.draw_texture_rect(self.texture, self.qr_box, pixelated=True)
            self.drawn.append(f"qr:{self.seat}")
        for text in self.lines:
            text.draw()
        self.status.draw()
        if self.joined_at is None:
            arcade.draw_rect_filled(self.button_box, (*theme.PANEL, 255))
            arcade.draw_rect_outline(self.button_box, theme.PANEL_EDGE, 2)
            self.button.draw()
            self.drawn.append("screen_instead")

    # ------------------------------------------------------------ input
    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        actions = self.actions(symbol, modifiers)
        if "pause" in actions:
            self.on_pause()
        elif "confirm" in actions:
            self.screen_instead()
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        self.pressed = self.shown_s >= GUARD_S and self.button_box.point_in_rect((x, y))
        return True

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool:
        if self.pressed and self.button_box.point_in_rect((x, y)):
            self.screen_instead()
        self.pressed = False
        return True
