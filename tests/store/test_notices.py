"""Notices: queued as catalogue keys, rendered in the language of the moment they are taken."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.i18n import catalogue, current_language, placeholders, set_language
from game.store.notices import Notice, Term, notice_texts, notify, pending_notices, take_notices

GAME = Path(__file__).resolve().parents[2] / "game"


def test_a_notice_queued_before_the_language_is_known_shows_in_the_players_language() -> None:
    before = current_language()
    try:
        set_language("en")
        notify("notice.setup_forgotten", game=Term("game.zwoggel"))
        set_language("fr")
        assert notice_texts() == [
            "Votre dernière table de Zwoggel était inutilisable : une nouvelle est préparée"
        ]
    finally:
        set_language(before)


def test_take_empties_the_queue_in_order_and_a_waiting_notice_is_not_repeated() -> None:
    first = notify("notice.store_unreadable", file="a.json")
    notify("notice.store_unreadable", file="b.json")
    notify("notice.store_unreadable", file="a.json")
    assert len(pending_notices()) == 2
    taken = take_notices()
    assert taken[0] == first and taken[1].text("en").endswith("ignored for now")
    assert take_notices() == [] and pending_notices() == ()


def test_a_notice_is_one_line_whatever_its_parameters_hold() -> None:
    notice = Notice("notice.store_unreadable", (("file", "a\nb\r\nc"),))
    assert "\n" not in notice.text("en") and "a b c" in notice.text("en")


def test_an_unknown_notice_key_is_found_at_once_under_test() -> None:
    with pytest.raises(KeyError, match=r"notice\.nope"):
        notify("notice.nope")


def notify_calls() -> list[tuple[str, int, str, set[str]]]:
    """(file, line, key, keyword names) of every notify() call with a literal key in the game."""
    calls = []
    for path in sorted(GAME.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", getattr(node.func, "attr", "")) == "notify"
            ):
                first = node.args[0] if node.args else None
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    calls.append((path.name, node.lineno, first.value, {k.arg for k in node.keywords}))
    return calls


def test_every_notice_the_code_queues_exists_with_the_placeholders_it_fills() -> None:
    calls = notify_calls()
    assert len(calls) >= 3
    en = catalogue("en")
    assert [c for c in calls if c[2] not in en or c[3] != placeholders(en[c[2]])] == []
