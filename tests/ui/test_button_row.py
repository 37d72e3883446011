"""A row of buttons keeps every button's words inside its panel: they shrink, the key's reminder
goes when there is no room for both, and words too long even then end in "…"."""

from __future__ import annotations

from typing import Any

import arcade


def test_words_too_long_for_a_narrow_button_are_cut_inside_it(window: Any) -> None:
    from game.ui.kit.buttons import ButtonRow

    row = ButtonRow(["eyes", "export"])
    row.layout(arcade.LBWH(0, 0, 220, 40), 11)
    row.set("eyes", "Seen by Maximilienne-Alexandra", "E")
    row.set("export", "Export", "X")
    row.arrange()
    eyes, export = row.labels
    for label, box in zip(row.labels, row.boxes, strict=True):
        assert box.left <= label.left and label.left + label.content_width <= box.right
    assert eyes.text.endswith("…") and eyes.text.startswith("Seen by")
    assert export.text == "Export" and row.keys[1].text == "X"
