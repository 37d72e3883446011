"""The in-game rules: 12 files in our small Markdown, the same shape in both languages, and the
facts that tell each preset apart, checked against the engines' own data."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import game.i18n.docs as docs
from game.i18n import tr
from game.i18n.docs import DOCS, rules_path, rules_text
from game.rules.wink import PRESETS
from game.rules.wink.presets import AccuseFate, Naming, WrongGrid, WrongTwin
from game.store.keys import DEFAULT_KEYS

LANGS = ("en", "fr")
PAIRS = [(doc, lang) for doc in DOCS for lang in LANGS]
WINK = tuple(PRESETS)

# The headings every file of a kind must have, per language.
HEADINGS = {
    "en": {
        "all": ["Goal", "Components", "Setup", "Playing on this screen"],
        "wink": [
            "A turn",
            "Winking",
            "Naming right or wrong",
            "Accusing",
            "When you cannot call",
            "End of the game",
            "Scoring",
            "Ties",
        ],
        "winkybilly": ["Exchange phases", "The calls", "End of the game"],
        "zwoggel": ["A turn", "The trap", "Out, and the end"],
    },
    "fr": {
        "all": ["But du jeu", "Matériel", "Mise en place", "Jouer sur cet écran"],
        "wink": [
            "Un tour",
            "Le clin d'œil",
            "Désignation juste ou fausse",
            "Accuser",
            "Quand on ne peut pas appeler",
            "Fin de la partie",
            "Décompte",
            "Égalités",
        ],
        "winkybilly": ["Phases d'échange", "Les annonces", "Fin de la partie"],
        "zwoggel": ["Un tour", "Le piège", "Élimination et fin"],
    },
}
# Phrases whose presence shows a rule of the engine is explained, per language.
WORDS = {
    Naming.MANDATORY: {"en": ("you must name",), "fr": ("vous devez désigner",)},
    Naming.FROM_ROUND_TWO: {"en": ("from the second round",), "fr": ("à partir du deuxième tour",)},
    Naming.OPTIONAL: {"en": ("or pass",), "fr": ("ou passer",)},
    WrongGrid.FACE_DOWN: {"en": ("turned **face down**",), "fr": ("**retournée face cachée**",)},
    WrongGrid.REMOVED: {"en": ("**discard", "out of the game"), "fr": ("**défauss", "hors du jeu")},
    WrongTwin.FACE_DOWN_IN_FRONT: {"en": ("face down in front of them",), "fr": ("face cachée devant lui",)},
    WrongTwin.KEPT_IN_HAND: {"en": ("in hand",), "fr": ("en main",)},
    "right_in_front": {"en": ("**in front of the accuser**",), "fr": ("**devant l'accusateur**",)},
    "wrong_to_box": {"en": ("**back to the box**",), "fr": ("**retourne dans la boîte**",)},
    "either_way": {"en": ("either way",), "fr": ("dans les deux cas",)},
}


def kind(doc: str) -> str:
    return "wink" if doc in WINK else doc


def read(doc: str, lang: str) -> str:
    return rules_path(doc, lang).read_text(encoding="utf-8")


def sections(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    heading = ""
    for line in text.splitlines():
        if line.startswith("## "):
            heading = line[3:]
            out[heading] = ""
        else:
            out[heading] = out.get(heading, "") + line + "\n"
    return out


def title(doc: str, lang: str) -> str:
    return tr(f"preset.{doc}" if doc in WINK else f"game.{doc}", lang)


@pytest.mark.parametrize(("doc", "lang"), PAIRS)
def test_each_file_exists_in_our_small_markdown(doc: str, lang: str) -> None:
    lines = read(doc, lang).splitlines()
    assert lines[0] == f"# {title(doc, lang)}"
    assert sum(line.startswith("# ") for line in lines) == 1
    for n, line in enumerate(lines, 1):
        assert line == line.rstrip(), f"line {n}: trailing space"
        assert not re.match(r"(###|\* |>|\||\d+\. |```|\s)", line), f"line {n}: not our Markdown: {line!r}"
        assert line.count("**") % 2 == 0, f"line {n}: unbalanced bold"


@pytest.mark.parametrize(("doc", "lang"), PAIRS)
def test_each_file_has_the_sections_of_its_kind(doc: str, lang: str) -> None:
    found = list(sections(read(doc, lang)))
    wanted = HEADINGS[lang]["all"] + HEADINGS[lang][kind(doc)]
    assert [h for h in wanted if h not in found] == []
    assert found[-1] == HEADINGS[lang]["all"][-1]  # "Playing on this screen" comes last


@pytest.mark.parametrize("doc", DOCS)
def test_english_and_french_have_the_same_shape(doc: str) -> None:
    def shape(text: str) -> tuple[int, int]:
        lines = text.splitlines()
        return sum(x.startswith("## ") for x in lines), sum(x.startswith("- ") for x in lines)

    assert shape(read(doc, "en")) == shape(read(doc, "fr"))


@pytest.mark.parametrize(("doc", "lang"), [(d, lang) for d in WINK for lang in LANGS])
def test_a_wink_preset_shows_its_own_deal_table(doc: str, lang: str) -> None:
    rules, text = PRESETS[doc], read(doc, lang)
    line = "- {p} players: {k} cards each" if lang == "en" else "- {p} joueurs : {k} cartes chacun"
    extra = " with the extra card" if lang == "en" else " avec la carte supplémentaire"
    for p in rules.players:
        assert line.format(p=p, k=rules.deal[p]) + "\n" in text
        if rules.extra_card_option and p < 8:
            assert line.format(p=p, k=rules.cards_dealt(p, extra_card=True)) + extra in text
    assert (extra in text) == rules.extra_card_option
    counts = sorted(set(rules.accuse_cards.values()), reverse=True)
    assert all(f"{c} " in sections(text)[HEADINGS[lang]["all"][2]] for c in counts)


@pytest.mark.parametrize(("doc", "lang"), [(d, lang) for d in WINK for lang in LANGS])
def test_a_wink_preset_explains_what_its_engine_does(doc: str, lang: str) -> None:
    rules, text = PRESETS[doc], read(doc, lang)
    parts = sections(text)
    h = HEADINGS[lang]["wink"]
    turn, named, accusing = parts[h[0]], parts[h[2]], parts[h[3]]

    def has(where: str, key: object) -> bool:
        return any(words in where for words in WORDS[key][lang])  # type: ignore[index]

    assert has(turn, rules.naming)
    assert has(named, rules.wrong_grid) and has(named, rules.wrong_twin)
    if rules.accuse_right is AccuseFate.IN_FRONT:
        assert has(accusing, "right_in_front") and has(accusing, "wrong_to_box")
    else:
        assert has(accusing, "either_way")
    assert (f"**{DEFAULT_KEYS['pass_naming']}**" in text) == (rules.naming is Naming.OPTIONAL)
    skipped = "skipped" if lang == "en" else "passé"
    assert skipped in parts[h[4]]


@pytest.mark.parametrize(("doc", "lang"), [(d, lang) for d in WINK for lang in LANGS])
def test_a_wink_preset_gives_its_tie_breaks_in_the_results_screens_words(doc: str, lang: str) -> None:
    ties = sections(read(doc, lang))[HEADINGS[lang]["wink"][-1]].lower()
    chain = [tr(f"tiebreak.{tb.value}", lang) for tb in PRESETS[doc].tiebreaks]
    chain.append(tr("tiebreak.shared", lang))
    where = [ties.find(words.lower()) for words in chain]
    assert -1 not in where, chain
    assert where == sorted(where), "the tie-breaks are not in the engine's order"


@pytest.mark.parametrize("lang", LANGS)
def test_zwinkern_en_notes_that_the_french_text_of_the_same_game_says_the_opposite(lang: str) -> None:
    text = read("zwinkern-en", lang)
    assert re.search("contradict" if lang == "en" else "contredi", text)
    assert "zwinkern-fr" in sections(text)[HEADINGS[lang]["wink"][-1]]
    assert "contredi" not in read("zwinkern-fr", "fr") and "contradict" not in read("zwinkern-fr", "en")


@pytest.mark.parametrize(("doc", "lang"), [(d, lang) for d in WINK for lang in LANGS])
def test_a_wink_screen_section_explains_winking_accusing_and_the_couch(doc: str, lang: str) -> None:
    screen = sections(read(doc, lang))[HEADINGS[lang]["all"][-1]]
    assert f"**{DEFAULT_KEYS['wink']}**" in screen and f"**{DEFAULT_KEYS['accuse']}**" in screen
    words = (
        ["one eye", "privacy screen", "for real", "only if it was looking at that human"]
        if lang == "en"
        else ["un seul œil", "écran de confidentialité", "pour de vrai", "que s'il regardait cet humain"]
    )
    assert [w for w in words if w not in screen] == []


@pytest.mark.parametrize("lang", LANGS)
def test_winkybilly_states_its_numbers_and_decisions(lang: str) -> None:
    text = read("winkybilly", lang)
    line = "- {n} players: {t} teams, {p} cards in the pile"
    if lang == "fr":
        line = "- {n} joueurs : {t} équipes, {p} cartes dans la pioche"
    for n in (4, 6, 8, 10):
        assert line.format(n=n, t=n // 2, p=78 - 4 * n - 4) in text
    words = ["**7 tokens**", "**+1**", "**+3**", "**−2**", "**5 seconds**", "sudden death", "Kem's"]
    if lang == "fr":
        words = ["**7 jetons**", "**+1**", "**+3**", "**−2**", "**5 secondes**", "mort subite", "Kem's"]
    assert [w for w in words if w not in text] == []
    screen = sections(text)[HEADINGS[lang]["all"][-1]]
    keys = ("signal", "winky", "contre_winky", "double_winky", "swap")
    assert [a for a in keys if f"**{DEFAULT_KEYS[a]}**" not in screen] == []


@pytest.mark.parametrize("lang", LANGS)
def test_zwoggel_states_its_numbers_and_decisions(lang: str) -> None:
    text = read("zwoggel", lang)
    words = ["**32 red**", "**32 green**", "**3 caught Zwoggels**", "**one** card", "**fewest caught"]
    if lang == "fr":
        words = ["**32 rouges**", "**32 verts**", "**3 Zwoggels attrapés**", "**une** carte", "**le moins"]
    assert [w for w in words if w not in text] == []
    assert f"**{DEFAULT_KEYS['reveal']}**" in sections(text)[HEADINGS[lang]["all"][-1]]


def test_rules_text_falls_back_to_english_and_never_crashes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert rules_text("zwoggel", "fr").startswith("# Zwoggel\n\nUn jeu")
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "zwoggel.md").write_text("# Zwoggel\n\nEnglish.\n", encoding="utf-8")
    monkeypatch.setattr(docs, "RULES_DIR", tmp_path)
    assert rules_text("zwoggel", "fr") == "# Zwoggel\n\nEnglish.\n"
    assert "could not be read" in rules_text("wink-fr", "fr")
    with pytest.raises(ValueError, match="no rules called"):
        rules_text("poker", "en")
