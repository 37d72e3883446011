"""Every Wink rules document, in both languages, explains the human's eyes on this screen: where
the bots think you look, the mark on that face, that a partner winks when your eyes meet, and
the setting (named as the settings screen names it) for bots that wink on their own timing."""

from __future__ import annotations

import pytest

from game.i18n import tr
from game.i18n.docs import rules_text
from game.rules.wink import PRESETS

WORDS = {
    "en": [
        "face under your pointer",
        "**Tab**",
        "four corners",
        "small eye",
        "your eyes meet",
        "looking at you",
    ],
    "fr": [
        "visage sous votre pointeur",
        "**Tab**",
        "quatre coins",
        "petit œil",
        "vos regards se croisent",
        "vous regardent",
    ],
}
SCREEN = {"en": "## Playing on this screen", "fr": "## Jouer sur cet écran"}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("doc", list(PRESETS))
def test_the_screen_section_explains_the_humans_eyes(doc: str, lang: str) -> None:
    text = rules_text(doc, lang)
    screen = text[text.index(SCREEN[lang]) :]
    assert [w for w in WORDS[lang] if w not in screen] == []
    assert f"**{tr('settings.bots_own_timing', lang)}**" in screen
