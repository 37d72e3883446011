"""What the WinkyBilly table of a guided game adds to the kit's (ui/guide/): `WinkyBillyGuide`,
mixed in before the WinkyBilly table in GuidedTable's place (GameSpec.guided), keeps the table's
own live lines (moments.py) back until the guide has spoken of them: one thing at a time. The line
"Four of a kind: signal your partner" and the line of the team's signal under the call buttons
wait for the step that teaches the signal, the line "Watch your partner: a nod means four of a
kind" for the step that has the player watch the partner. A real table says them from the start.
"""

from __future__ import annotations

from collections.abc import Collection

from ...guide.table import GuidedTable

# line -> the step that speaks of it
SPOKEN = {"signal_now": "signal", "your_signal": "signal", "watch_partner": "watch_partner"}


class WinkyBillyGuide(GuidedTable):
    """Mixed in before WinkyBillyTableView."""

    lines_at = -1  # the step the live lines were last chosen at

    def live_lines(self) -> Collection[str]:
        """The live lines whose step the guide has reached (all of them once it is over)."""
        run = getattr(self, "run", None)
        if run is None:  # (the table's first refresh, before its director)
            return ()
        reached = {s.name for s in self.guide.steps[: run.index + 1]}
        return tuple(line for line, name in SPOKEN.items() if run.over or name in reached)

    def follow_guide(self) -> None:
        """The guide's words; and at a new step, the live lines it may now let the table say."""
        super().follow_guide()
        if self.run.index != self.lines_at:
            self.lines_at = self.run.index
            self.refresh()
