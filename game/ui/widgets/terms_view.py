"""A screen whose terms are explained in plain words on hover and on keyboard focus (its
`terms`, a TermHelp): the pointer and the focus keys go to its terms first, then to the screen."""

from __future__ import annotations

from ..base import BaseView
from .term_help import TermHelp


class TermsView(BaseView):
    terms: TermHelp

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> bool | None:
        self.terms.hover(x, y)
        return super().on_mouse_motion(x, y, dx, dy)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if self.terms.key(symbol, modifiers, self.app.settings.key_bindings):
            return True
        self.terms.leave()
        return super().on_key_press(symbol, modifiers)
