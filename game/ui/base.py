"""What every screen shares: the felt background, proportional layout, a title, the menu keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from ..i18n import tr
from . import theme
from .fit import fit_width
from .input import bound
from .widgets.menu_list import MenuList

if TYPE_CHECKING:
    from .app import GameWindow


Back = str | arcade.View  # where a screen's Back leads: a screen's name, or a view to return to


class BaseView(arcade.View):
    """A screen with an optional title and one MenuList, laid out by proportion."""

    title_key: str | None = None
    floor: tuple[int, int, int] = theme.FLOOR  # what the screen is cleared to (the felt, for some)

    def __init__(self) -> None:
        super().__init__()
        self.title = arcade.Text(
            "", 0, 0, theme.WHITE, 40, font_name=theme.FONT, anchor_x="center", anchor_y="top", bold=True
        )
        self.menu: MenuList | None = None
        self.rising: arcade.Camera2D | None = None  # made for the first frame of a change of screen
        # The size it was just laid out for as it was shown: a window opened with this screen (the
        # menu, at launch) is told its size once more as it maps, which needs no second layout.
        self.shown_size: tuple[int, int] | None = None

    @property
    def app(self) -> GameWindow:
        return self.window  # (pyglet picks its Window class at run time: mypy sees an unknown base)

    @property
    def scale(self) -> theme.Scale:
        return theme.scale_for(self.window)

    def t(self, key: str, /, **kwargs: object) -> str:
        return tr(key, lang=None, **kwargs)  # (every kwarg fills the text)

    # ------------------------------------------------------------ layout
    def on_show_view(self) -> None:
        self.layout()
        self.shown_size = (self.window.width, self.window.height)

    def on_resize(self, width: int, height: int) -> None:
        # A view with Sections (the tables) stops the resize event before arcade's own handler
        # sets the viewport (SectionManager.on_resize returns True): set it here, for every view.
        self.window.viewport = (0, 0, width, height)
        shown, self.shown_size = self.shown_size, None
        if (width, height) != shown:
            self.layout()

    def layout(self) -> None:
        s = self.scale
        w, h = self.window.width, self.window.height
        if self.title_key:
            self.title.text = self.t(self.title_key)
        self.title.font_size = s.font(40)
        fit_width(self.title, w * 0.94)
        self.title.x, self.title.y = w / 2, h - s.px(36)
        if self.menu is not None:
            self.menu.layout(w / 2, self.below_title(), min(w * 0.5, s.px(620)), s, bottom=s.px(12))

    def below_title(self, gap: float = 24) -> float:
        """Where what comes under the title may begin."""
        return self.title.y - self.title.content_height - self.scale.px(gap)

    # ------------------------------------------------------------ drawing
    def on_draw(self) -> None:
        self.clear(color=self.floor)
        below = round(self.app.slide())
        if below:  # the screen rises into place as it comes up from dark (only what it draws)
            if self.rising is None:
                self.rising = arcade.Camera2D()
            camera = self.rising
            camera.match_window(position=True)
            camera.position = (camera.position[0], camera.position[1] + below)
            with camera.activate():
                self.draw_content()
        else:
            self.draw_content()
        self.draw_notices()
        self.draw_fade()

    def draw_fade(self) -> None:
        """The short fade from dark after a change of screen."""
        dark = self.app.fade()
        if dark:
            arcade.draw_rect_filled(arcade.LBWH(0, 0, self.window.width, self.window.height), (0, 0, 0, dark))

    def draw_notices(self) -> None:
        """The window's notices (a file set aside, where the log is) over whatever the screen shows."""
        self.app.notices.draw(self.window.width, self.window.height, self.scale.font(13))

    def draw_content(self) -> None:
        if self.title.text:
            self.title.draw()
        if self.menu is not None:
            self.menu.draw()

    # ------------------------------------------------------------ input
    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        """The menu keys, as the player bound them (menu_up, menu_down, menu_left, menu_right,
        confirm, back); Backspace edits a text row."""
        actions = bound(self.window, symbol, modifiers, "menus")
        if "back" in actions:
            self.on_back()
            return True
        menu = self.menu
        if menu is None:
            return None
        if "menu_up" in actions:
            menu.move(-1)
        elif "menu_down" in actions:
            menu.move(+1)
        elif "menu_left" in actions:
            menu.change(-1)
        elif "menu_right" in actions:
            menu.change(+1)
        elif "confirm" in actions:
            if menu.activate():
                self.app.play("menu_click")
            return True
        elif symbol == arcade.key.BACKSPACE:
            menu.backspace()
        else:
            return None
        self.app.play("menu_move")
        return True

    def on_text(self, text: str) -> None:
        if self.menu is not None:
            self.menu.type_text(text)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool | None:
        if self.menu is not None:
            self.menu.hover(x, y)
        return None

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        if self.app.notices.click(x, y):
            return True
        if self.menu is not None and self.menu.click(x, y):
            self.app.play("menu_click")
            return True
        return None

    def go_back(self, back: Back) -> None:
        """Return to `back`: a screen by its name, or the view we came from (a table, paused)."""
        if isinstance(back, str):
            self.app.go(back)
        else:
            self.app.show(back)

    def on_back(self) -> None:
        """Escape: by default, back to the main menu."""
        self.app.go("menu")
