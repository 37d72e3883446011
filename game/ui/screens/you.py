"""You: the player's face (one of the game's eight portraits) and name, chosen once and kept in
the settings; every table seats the player with them and no bot wears that face.

Keys: ↑/↓ a row; on the faces ←/→ choose; on the name, typing edits it, Backspace erases, Enter
keeps it; Done (or Esc) keeps what is typed and goes back. The mouse: a click on a portrait
chooses it, the rows as everywhere. A typed name that cannot be kept (too long, a character that
is not printable, a bot's name) is told in one line and stays as typed, to be put right.
"""

from __future__ import annotations

from dataclasses import replace

import arcade

from ...i18n import key_label
from ...social.pose import Pose
from ...store.levels import load_personalities
from ...store.player import FACES, NAME_MAX, name_problem
from .. import theme
from ..base import Back, BaseView
from ..faces import FaceSprites
from ..fit import fit_width
from ..widgets.menu_list import MenuList, Row

STILL = Pose(gaze=0, left=1.0, right=1.0, head_dx=0.0, head_dy=0.0, expression="smile")
NAME_ROW, FACE_ROW = 0, 1


class YouView(BaseView):
    title_key = "player.title"

    def __init__(self, back: Back = "menu") -> None:
        super().__init__()
        self.back = back
        self.draft = self.app.settings.player_name
        self.bots = [p.name for p in load_personalities()]
        self.warned = False  # Esc was pressed once with a name that cannot be kept
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.portraits = [FaceSprites(face, self.sprites) for face in range(FACES)]
        self.spots: list[tuple[float, float, float]] = []  # each portrait's centre and size
        self.hovered: int | None = None
        self.about = self.line(15, theme.SIGHT)
        self.error = self.line(15, theme.HIGHLIGHT)
        self.hint = self.line(13, theme.WHITE)
        self.menu = MenuList(
            [
                Row(
                    lambda: self.t("player.name"),
                    self.enter_name,
                    value=self.name_value,
                    on_text=self.edit_name,
                ),
                Row(
                    lambda: self.t("player.face"),
                    value=lambda: self.t("player.face_value", number=self.face + 1, total=FACES),
                    on_change=self.change_face,
                ),
                Row(lambda: self.t("player.done"), self.done),
            ],
            font_size=17,
            row_height=44,
        )

    @staticmethod
    def line(size: float, colour: tuple[int, int, int]) -> arcade.Text:
        return arcade.Text("", 0, 0, colour, size, font_name=theme.FONT, anchor_x="center", anchor_y="center")

    # ------------------------------------------------------------ values
    @property
    def face(self) -> int:
        return self.app.settings.player_face

    def name_value(self) -> str:
        if self.draft or self.menu is None or self.menu.selected == NAME_ROW:
            return self.draft
        return self.t("player.name_default", name=self.t("setup.you"))

    def set_face(self, face: int) -> None:
        if face != self.face:
            self.app.apply_settings(replace(self.app.settings, player_face=face))
            self.app.play("menu_click")

    def change_face(self, step: int) -> None:
        self.set_face((self.face + step) % FACES)

    def edit_name(self, ch: str) -> None:
        """A typed character (or "\\b"): added when the name can take it, else the reason why not."""
        self.warned = False
        if ch == "\b":
            self.draft = self.draft[:-1]
            self.error.text = ""
            return
        problem = name_problem(self.draft + ch, self.bots)
        if problem is not None and problem[0] != "player.bot_name":  # a bot's name may grow past it
            self.error.text = self.t(problem[0], **problem[1])
            return
        self.draft += ch
        self.error.text = "" if problem is None else self.t(problem[0], **problem[1])

    def enter_name(self) -> None:
        """Enter on the name: keep it, or say why not."""
        self.keep_name()

    def keep_name(self) -> bool:
        """Keep the typed name in the settings (trimmed; empty: the default), or say why not."""
        problem = name_problem(self.draft, self.bots)
        if problem is not None:
            self.error.text = self.t(problem[0], **problem[1])
            return False
        name = self.draft.strip()
        self.draft = name
        self.error.text = ""
        if name != self.app.settings.player_name:
            self.app.apply_settings(replace(self.app.settings, player_name=name))
        return True

    def done(self) -> None:
        if self.keep_name():
            self.go_back(self.back)

    def on_back(self) -> None:
        """Esc keeps the name and goes back; a name that cannot be kept is told first, and a
        second Esc goes back without it (the name kept before stays)."""
        if self.keep_name() or self.warned:
            self.go_back(self.back)
            return
        self.warned = True
        self.error.text += " " + self.t("player.esc_again", key=self.key("back"))

    def key(self, action: str) -> str:
        return key_label(self.app.settings.key_bindings[action])

    # ------------------------------------------------------------ layout and drawing
    def layout(self) -> None:
        super().layout()
        s, w, h = self.scale, self.window.width, self.window.height
        self.title.y = h - s.px(20)
        self.about.text = self.t("player.about")
        self.about.font_size = s.font(15)
        fit_width(self.about, w * 0.9)
        self.about.x, self.about.y = w / 2, self.below_title(12) - self.about.content_height / 2
        size = min(w * 0.9 / FACES * 0.82, h * 0.2)
        gap = size * 0.22
        left = w / 2 - (FACES * size + (FACES - 1) * gap) / 2 + size / 2
        cy = self.about.y - self.about.content_height / 2 - s.px(24) - size / 2
        self.spots = [(left + i * (size + gap), cy, size) for i in range(FACES)]
        for portrait, (x, y, d) in zip(self.portraits, self.spots, strict=True):
            portrait.place(x, y, d * 0.92)
            portrait.update(STILL, None)
        self.hint.font_size = s.font(13)
        self.hint.x, self.hint.y = w / 2, s.px(18) * s.text
        self.error.font_size = s.font(15)
        self.error.x, self.error.y = w / 2, self.hint.y + s.px(30) * s.text
        if self.menu is not None:
            top = cy - size / 2 - s.px(30)
            self.menu.layout(w / 2, top, min(w * 0.6, s.px(640)), s, bottom=self.error.y + s.px(20) * s.text)

    def draw_content(self) -> None:
        super().draw_content()
        self.about.draw()
        for i, (x, y, d) in enumerate(self.spots):
            box = arcade.XYWH(x, y, d * 1.08, d * 1.08)
            arcade.draw_rect_filled(box, theme.PANEL)
            chosen = i == self.face
            edge = theme.ACCENT if chosen else theme.SIGHT if i == self.hovered else theme.PANEL_EDGE
            arcade.draw_rect_outline(box, edge, max(2.0, d * 0.05) if chosen else 2)
        self.sprites.draw(pixelated=False)
        if self.error.text:
            fit_width(self.error, self.window.width * 0.94)
            self.error.draw()
        hint = self.hint_text()
        if self.hint.text != hint:
            self.hint.text = hint
            self.hint.font_size = self.scale.font(13)
            fit_width(self.hint, self.window.width * 0.96)
        self.hint.draw()

    def hint_text(self) -> str:
        row = self.menu.selected if self.menu is not None else -1
        arrows = {"left": self.key("menu_left"), "right": self.key("menu_right")}
        if row == NAME_ROW:
            return self.t("player.hint_name", most=NAME_MAX, key=self.key("confirm"))
        if row == FACE_ROW:
            return self.t("player.hint_face", **arrows)
        return self.t("setup.hint_enter", key=self.key("confirm"))

    # ------------------------------------------------------------ input
    def portrait_at(self, x: float, y: float) -> int | None:
        for i, (cx, cy, d) in enumerate(self.spots):
            if abs(x - cx) <= d * 0.54 and abs(y - cy) <= d * 0.54:
                return i
        return None

    def on_text(self, text: str) -> None:
        """Typing edits the name while its row has the focus; every character is told about,
        the ones that cannot be taken included (the menus would drop them without a word)."""
        if self.menu is None or self.menu.selected != NAME_ROW:
            return
        for ch in text:
            if ch not in "\r\n":  # Enter keeps the name (a key press)
                self.edit_name(ch)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool | None:
        self.hovered = self.portrait_at(x, y)
        if self.hovered is not None and self.menu is not None:
            self.menu.selected = FACE_ROW  # the faces' row has the focus while the pointer is on them
            return True
        return super().on_mouse_motion(x, y, dx, dy)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        face = self.portrait_at(x, y)
        if face is not None and not self.app.notices.click(x, y):
            if self.menu is not None:
                self.menu.selected = FACE_ROW
            self.set_face(face)
            return True
        return super().on_mouse_press(x, y, button, modifiers)
