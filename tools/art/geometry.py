"""Where a head sits: every part of a person is placed in head units from its centre."""

from __future__ import annotations

from dataclasses import dataclass

from .shape import Point


@dataclass(frozen=True)
class Head:
    cx: float  # head centre, display pixels
    cy: float
    u: float  # half the head's height, display pixels
    wide: float = 1.0

    @property
    def rx(self) -> float:
        """Half the head's width, display pixels."""
        return 0.84 * self.u * self.wide

    def x(self, dx: float) -> float:
        return self.cx + dx * self.u

    def y(self, dy: float) -> float:
        return self.cy + dy * self.u

    def at(self, dx: float, dy: float) -> Point:
        return (self.cx + dx * self.u, self.cy + dy * self.u)

    def line(self) -> float:
        """The outline width for this head's size (about 2 display pixels)."""
        return max(1.5, min(2.4, self.u / 13))

    def fine(self) -> float:
        """A thinner line for inner details."""
        return self.line() * 0.7
