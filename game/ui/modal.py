"""What the overlays of a screen share (pause, privacy, prompts): a full-window modal Section that
takes all input while it shows, and a stack in which only the top overlay is live.

arcade sends input to the first enabled modal Section in insertion order but draws the last one on
top, so two live modals would disagree; the stack keeps exactly one enabled.
"""

from __future__ import annotations

import arcade

from ..i18n import tr
from . import theme
from .input import bound


class ModalSection(arcade.Section):
    """A full-window overlay. Subclasses lay out in `layout()` and draw in `on_draw()`."""

    def __init__(self, name: str, context: str = "menus") -> None:
        super().__init__(0, 0, 1, 1, modal=True, enabled=False, name=name)
        self.context = context  # whose key bindings this overlay obeys

    def t(self, key: str, /, **kwargs: object) -> str:
        return tr(key, lang=None, **kwargs)  # (every kwarg fills the text)

    @property
    def scale(self) -> theme.Scale:
        return theme.scale_for(self.window)

    def actions(self, symbol: int, modifiers: int) -> set[str]:
        """The bound actions of this key press: the menu keys, and the overlay's own context."""
        acts = bound(self.window, symbol, modifiers, "menus")
        if self.context != "menus":
            acts |= bound(self.window, symbol, modifiers, self.context)
        return acts

    def fit(self) -> None:
        self.width, self.height = self.window.width, self.window.height

    def layout(self) -> None:
        self.fit()

    def on_resize(self, width: int, height: int) -> None:
        if self.enabled:
            self.layout()

    # Every input stops here: nothing reaches the view underneath while an overlay shows.
    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        return True

    def on_key_release(self, symbol: int, modifiers: int) -> bool:
        return True

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        return True

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool:
        return True

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool:
        return True


class Overlays:
    """A stack of overlays over one view: the top one is shown and live, the others wait."""

    def __init__(self, manager: arcade.SectionManager) -> None:
        self.manager = manager
        self.sections: list[ModalSection] = []
        self.stack: list[ModalSection] = []

    def add(self, *sections: ModalSection) -> None:
        for section in sections:
            self.manager.add_section(section)
            self.sections.append(section)

    def push(self, section: ModalSection) -> None:
        if section in self.stack:
            self.stack.remove(section)
        self.stack.append(section)
        self._sync()
        section.layout()

    def pop(self, section: ModalSection) -> None:
        if section in self.stack:
            self.stack.remove(section)
        section.enabled = False
        self._sync()

    def holds(self, section: ModalSection) -> bool:
        """Whether `section` is on the stack, shown or waiting under another overlay."""
        return section in self.stack

    @property
    def top(self) -> ModalSection | None:
        return self.stack[-1] if self.stack else None

    def _sync(self) -> None:
        top = self.top
        for section in self.sections:  # arcade enables every section when a view shows
            section.enabled = section is top
        if top is not None:
            top.layout()

    def restore(self) -> None:
        """After the view was hidden and shown again: the top overlay is live once more."""
        self._sync()


def draw_panel(box: arcade.types.Rect) -> None:
    """The paper panel every overlay draws its menu on."""
    arcade.draw_rect_filled(box, theme.PANEL)
    arcade.draw_rect_outline(box, theme.PANEL_EDGE, 3)
