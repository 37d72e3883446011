"""The join screen: each phone seat in turn, its QR code drawn large, before the deal is seen.

An opaque overlay, like the privacy screen: one seat at a time, never two seats' codes at once. It
lies on the game's materials, as every screen round the table does (widgets/materials.py): the
felt in its wooden rim, the seat's face beside its name, its QR code on plain white paper in a
wooden frame (its join address, token inside: drawn once into a texture), and on a sheet of paper
beside it the address to type and the short code for a phone that cannot scan, and "Waiting for
Bea's phone…"; under it every phone seat as a small face, marked joined, waiting or behind the
privacy screen (join_faces.py). When that phone joins, "Bea joined", then the next seat. "Use the
privacy screen instead" (the button, or the confirm key) seats that human behind the privacy
screen; the pause key pauses.
The same screen shows one seat's code again later (a phone that dropped), at the table's asking.

Only the seat shown has its short code offered (`offer_code`): the code of a seat not on screen
opens nothing. Its shapes, faces and texts are laid out when the seat shown, a phone or the window
changes, never while it draws.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import arcade
from arcade.shape_list import Shape, ShapeElementList, create_rectangle_filled
from PIL import Image

from ...i18n import key_label
from ...phones.hub import Dropped, Joined
from .. import theme
from ..fit import SMALLEST, fit_width
from ..modal import ModalSection
from ..widgets.materials import BOARD_RIM, FELT, ROOM_RIM, board, card, draw_opaque, wood_frame
from .join_faces import JOINED, SCREEN, WAITING, JoinFaces, PhoneSeat

if TYPE_CHECKING:
    from .phones import PhoneSeats

GUARD_S = 0.4  # seconds before the screen takes an answer (a key meant for what came before)
JOINED_S = 1.2  # "Bea joined" stays this long before the next seat
PX = 8  # texture pixels per module: drawn larger, pixelated
JOINED_INK = (36, 120, 64)  # "Bea joined", on paper
BUTTON = (246, 224, 170)  # "Use the privacy screen instead": a card on the paper


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
        self.faces: list[int] = []  # each seat's face at the table
        self.arrived: set[int] = set()  # the phone seats whose phone is connected (as heard)
        self.looks = JoinFaces()
        self.room: ShapeElementList[Shape] = ShapeElementList(blend=False)
        self.column_low = 0.0  # how far below the words' paper the row of phone seats reaches
        self.title = _text(theme.WHITE, 30, bold=True)
        self.title.anchor_y = "center"
        self.lines = [_text(theme.INK, 16) for _ in range(4)] + [_text(theme.WHITE, 13) for _ in range(2)]
        self.status = _text(theme.ACCENT, 20, bold=True)
        self.button = _text(theme.INK, 15)
        self.button.anchor_y = "center"
        self.drawn: list[str] = []  # what the last frame drew, by name (tests read it)

    # ------------------------------------------------------------ whose code shows
    def begin(
        self, phones: PhoneSeats, names: Sequence[str], faces: Sequence[int], seats: Sequence[int]
    ) -> None:
        """Show `seats`' codes one after the other (those already connected are skipped); `names`
        and `faces`: every seat's at the table."""
        self.phones, self.names, self.faces = phones, list(names), list(faces)
        self.arrived = set(phones.connected())
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
        if isinstance(heard, Joined):
            self.arrived.add(heard.seat)
        else:
            self.arrived.discard(heard.seat)
        if isinstance(heard, Joined) and heard.seat in self.queue:
            if heard.seat == self.seat:
                self.joined_at = self.shown_s
            else:
                self.queue.remove(heard.seat)
        if self.enabled:
            self.layout()  # (the row of phone seats marks a join or a drop too)

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
    def row(self) -> list[PhoneSeat]:
        """Every phone seat of the table, how its phone stands, the seat shown marked."""
        phones = self.phones
        if phones is None:
            return []
        connected, released = self.arrived, phones.hub.released
        out = []
        for seat in phones.hub.seats:
            shown = seat == self.seat
            if seat in released:
                state = SCREEN
            elif seat in connected or (shown and self.joined_at is not None):
                state = JOINED
            else:
                state = WAITING
            out.append(PhoneSeat(seat, self.faces[seat], self.names[seat], state, shown))
        return out

    def layout(self) -> None:
        """The felt in its rim; on it the seat's face and name, its code on white paper in a
        wooden frame, beside it what to do on a sheet of paper, and under that the phone seats."""
        self.fit()
        seat, phones = self.seat, self.phones
        if seat is None or phones is None:
            return
        w, h, s = self.window.width, self.window.height, self.scale
        keys = self.window.settings.key_bindings
        name = self.names[seat]
        if self.texture_of != seat:
            self.texture, self.texture_of = qr_texture(phones.address(seat)), seat
        waiting = self.joined_at is None
        rim, frame, margin = s.px(ROOM_RIM), s.px(BOARD_RIM), s.px(22)
        # the heading: the seat's face beside its name
        self.looks.seat(self.faces[seat])
        self.title.text = self.t("phones_table.join_title", name=name)
        self.title.font_size = s.font(30)
        face = max(s.px(44), min(h * 0.15, s.px(110), self.title.content_height * 1.9))
        gap = face * 0.18
        fit_width(self.title, w * 0.9 - face - gap)
        head_y = h - rim - margin * 0.5 - face / 2
        group = face + gap + self.title.content_width
        self.looks.place_big(w / 2 - group / 2 + face / 2, head_y, face, not waiting)
        self.title.x, self.title.y = w / 2 - group / 2 + face + gap + self.title.content_width / 2, head_y
        # the pause key, at the foot of the felt
        pause = self.lines[5]
        pause.text = self.t("phones_table.pause", key=key_label(keys["pause"]))
        pause.font_size = s.font(13)
        fit_width(pause, w * 0.9)
        pause.x, pause.y = w / 2, rim + margin * 0.45 + pause.content_height * 0.25
        top = head_y - face / 2 - margin * 0.6 - frame
        bottom = pause.y + pause.content_height + margin * 0.4 + frame
        # the code, large, on white paper
        side = max(s.px(120), min(top - bottom, w * 0.4))
        pad = s.px(6)
        least = rim + frame + margin + pad + side / 2  # its middle, nearest the rim it may be
        cx = least + max(0.0, w * 0.27 - least) / 2  # (halfway to a quarter of the width in)
        self.qr_box = arcade.XYWH(cx, (top + bottom) / 2, side - 2 * pad, side - 2 * pad)
        white = arcade.XYWH(cx, (top + bottom) / 2, side, side)
        # what to do, on a sheet of paper beside it
        left = white.right + frame + margin
        right = w - rim - margin - frame
        inner = right - left - s.px(28)
        total = self.batch
        words = [
            self.t("phones_table.scan", name=name),
            self.t("phones_table.or_type"),
            phones.join_page(),
            self.t("phones_table.code", code=phones.code(seat)),
            self.t("phones_table.count", number=total - len(self.queue) + 1, total=total)
            if total > 1
            else "",
        ]
        sizes = (17, 13, 16, 34, 13)
        for text, said, size in zip(self.lines, words, sizes, strict=False):
            text.text = said
            text.font_size = s.font(size)
            fit_width(text, inner)
        self.lines[3].bold = True
        self.status.text = self.t("phones_table.waiting" if waiting else "phones_table.joined", name=name)
        self.status.color = theme.ACCENT if waiting else JOINED_INK
        self.status.font_size = s.font(18)
        fit_width(self.status, inner)
        self.button.text = self.t("phones_table.screen_instead", key=key_label(keys["confirm"]))
        self.button.font_size = s.font(14)
        fit_width(self.button, inner - s.px(24))
        floor = max(white.bottom, pause.y + pause.content_height + margin * 0.4)
        paper = self.column(white.top, left, right)
        for _ in range(8):  # the largest text: the words shrink until the row stays over the floor
            if paper.bottom - self.column_low >= floor:
                break
            for text in (*self.lines[:5], self.status, self.button):
                text.font_size = max(SMALLEST, text.font_size * 0.92)
            paper = self.column(white.top, left, right)
        slack = paper.bottom - floor - self.column_low  # (the row under it included)
        if slack > 0:  # the paper and the row in the middle of the code's height
            paper = self.column(white.top - slack / 2, left, right)
        self.lay_room(white, paper, waiting)

    def lay_room(self, white: arcade.types.Rect, paper: arcade.types.Rect, waiting: bool) -> None:
        """The felt to the window's edges in its rim, the code's white paper and the words' sheet
        in their wooden frames, and the button (while the seat is awaited) a card on the sheet."""
        w, h, s = self.window.width, self.window.height, self.scale
        rim, frame = s.px(ROOM_RIM), s.px(BOARD_RIM)
        self.room = ShapeElementList(blend=False)
        self.room.append(create_rectangle_filled(w / 2, h / 2, w, h, (*FELT, 255)))
        self.room.append(wood_frame(arcade.LBWH(rim, rim, w - 2 * rim, h - 2 * rim), rim))
        board(self.room, white, frame, theme.WHITE)
        board(self.room, paper, frame)
        if waiting:
            box, edge = self.button_box, s.px(2)
            rimmed = arcade.LRBT(box.left - edge, box.right + edge, box.bottom - edge, box.top + edge)
            card(self.room, rimmed, theme.PANEL_EDGE, shadow=None)
            card(self.room, box, BUTTON, shadow=None)

    def column(self, top: float, left: float, right: float) -> arcade.types.Rect:
        """Lay the words on their paper from `top` down, between `left` and `right`, then the
        phone seats under it; the paper's box (`column_low`: how far below it the row goes)."""
        s, phones = self.scale, self.phones
        assert phones is not None
        mid = (left + right) / 2
        scan, typed, address, code, count, _pause = self.lines
        y, step = top - s.px(14), s.px(12)
        for text in (scan, typed, address, code, self.status):
            y -= text.content_height
            text.x, text.y = mid, y + text.content_height * 0.25
            y -= step * (1.6 if text in (scan, address, code) else 0.3)
        bh = self.button.content_height * 1.7
        self.button_box = arcade.XYWH(mid, y - bh / 2, self.button.content_width + s.px(24), bh)
        self.button.x, self.button.y = mid, y - bh / 2
        paper = arcade.LRBT(left, right, y - bh - s.px(14), top)
        # the phone seats, on the felt under the paper
        row = self.row() if len(phones.hub.seats) > 1 else []
        y = paper.bottom - s.px(BOARD_RIM) - step
        if count.text:
            y -= count.content_height
            count.x, count.y = mid, y + count.content_height * 0.25
            y -= step * 0.5
        low = self.looks.lay_row(row, mid, y, right - left, s) if row else paper.bottom
        self.column_low = paper.bottom - low
        return paper

    def on_draw(self) -> None:
        self.drawn = []
        if self.seat is None:
            arcade.draw_rect_filled(arcade.LBWH(0, 0, self.window.width, self.window.height), FELT)
            return
        draw_opaque(self.room)
        if self.texture is not None:
            arcade.draw_texture_rect(self.texture, self.qr_box, pixelated=True)
            self.drawn.append(f"qr:{self.seat}")
        self.looks.draw()
        self.drawn.append(f"face:{self.seat}")
        self.title.draw()
        for text in self.lines:
            text.draw()
        self.status.draw()
        if self.joined_at is None:
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
