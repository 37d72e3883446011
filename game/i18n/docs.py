"""The in-game rules: one small Markdown file per rules document (see each game's spec) and language.

Files live in `rules/<lang>/<doc>.md` and use only `# ` / `## ` headings, paragraphs, `- ` bullets,
`**bold**`, and lines of their own `![name]` asking for one of the pictures the game draws
(game/ui/rules_pictures/) (the rules screen draws nothing else).
"""

from __future__ import annotations

from pathlib import Path

from ..games import rules_docs
from . import FALLBACK, LANGUAGES

RULES_DIR = Path(__file__).resolve().parent / "rules"
DOCS = rules_docs()  # every game's documents (a Wink preset's own, or the game's), game by game


def rules_path(doc: str, lang: str) -> Path:
    """Where the rules `doc` in `lang` are kept (unknown names raise ValueError)."""
    if doc not in DOCS:
        raise ValueError(f"no rules called {doc!r}; choose one of {', '.join(DOCS)}")
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    return RULES_DIR / lang / f"{doc}.md"


def rules_text(doc: str, lang: str) -> str:
    """The Markdown of `doc` in `lang`, or in English if that file is missing; a short
    placeholder page if neither can be read (the rules screen never crashes)."""
    for code in (lang, FALLBACK):
        try:
            return rules_path(doc, code).read_text(encoding="utf-8")
        except OSError:
            continue
    return f"# {doc}\n\nThe rules file {doc}.md could not be read.\n"
