"""What the phones' server answers over plain HTTP: the hand page, its static files, its words, the
join-by-code page, the page for a link that is not valid; and the headers every answer carries.

Only the files of `page/` are served, each by its exact name (no directory is listed, no path is
joined from what a client sent): saves, traces, settings and logs cannot be reached.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from aiohttp import web

from game.i18n import LANGUAGES, catalogue, tr

from .art import art_file

PAGE = Path(__file__).resolve().parent / "page"
GAME_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")
WORDS_PREFIX = "phones.page."
TYPES = {".js": "text/javascript", ".css": "text/css", ".html": "text/html"}

HEADERS = {
    "Cache-Control": "no-store",
    "Pragma": "no-cache",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # the token is in the path
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    ),
}


async def secure(request: web.Request, response: web.StreamResponse) -> None:
    """`on_response_prepare`: every answer (pages, errors, the WebSocket's upgrade) is not cached,
    not sniffed, sends no referrer, runs only this server's scripts, and names no server."""
    response.headers.update(HEADERS)
    response.headers["Server"] = "Winkhouse"


def static_file(name: str) -> Path | None:
    """The page file called `name` ("shell.js", "games/wink.js"), or None: only the shell's three
    files and the games' renderers, matched by name, never a path built from the request."""
    if name in ("shell.js", "style.css"):
        return PAGE / name
    if name.startswith("games/") and name.endswith(".js"):
        game = name.removeprefix("games/").removesuffix(".js")
        if GAME_NAME.fullmatch(game):
            found = {p.stem: p for p in (PAGE / "games").glob("*.js")}
            return found.get(game)
    return None


def serve_static(name: str) -> web.Response:
    path = static_file(name)
    if path is None or not path.is_file():
        raise web.HTTPNotFound(text="Not found")
    return web.Response(body=path.read_bytes(), content_type=TYPES[path.suffix], charset="utf-8")


def serve_art(game: str, name: str) -> web.Response:
    """One of the game's pictures a page draws (`art.ART`), not cached like every answer."""
    path = art_file(game, name)
    if path is None:
        raise web.HTTPNotFound(text="Not found")
    return web.Response(body=path.read_bytes(), content_type="image/png")


def words(lang: str) -> dict[str, str]:
    """The page's words in `lang`: every key under `phones.page.`, without that prefix."""
    english, own = catalogue("en"), catalogue(lang)
    keys = [k for k in english if k.startswith(WORDS_PREFIX)]
    return {k.removeprefix(WORDS_PREFIX): own.get(k, english[k]) for k in keys}


def serve_words(name: str) -> web.Response:
    lang = name.removesuffix(".json")
    if not name.endswith(".json") or lang not in LANGUAGES:
        raise web.HTTPNotFound(text="Not found")
    return web.json_response(words(lang))


def hand_page(game: str, lang: str) -> web.Response:
    """The hand page for a seat whose token was right (the token itself is read by the page from
    its own address: nothing of the seat is written into it)."""
    text = (PAGE / "hand.html").read_text(encoding="utf-8")
    fills = {
        "__GAME__": game,
        "__LANG__": lang,
        "__TITLE__": html.escape(tr("phones.page.title", lang)),
        "__CONNECTING__": html.escape(tr("phones.page.connecting", lang)),
    }
    for mark, value in fills.items():
        text = text.replace(mark, value)
    return web.Response(text=text, content_type="text/html")


def _plain_page(lang: str, title: str, lines: list[str], form: str = "") -> str:
    body = "".join(f"<p>{html.escape(line)}</p>" for line in lines)
    return (
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<title>{html.escape(title)}</title><link rel="icon" href="data:,">'
        '<link rel="stylesheet" href="/page/style.css"></head>'
        f'<body class="plain"><main><h1>{html.escape(title)}</h1>{body}{form}</main></body></html>'
    )


def invalid_page(lang: str) -> web.Response:
    """A link whose token names no seat of this table: it shows nothing of the table."""
    text = _plain_page(lang, tr("phones.invalid.title", lang), [tr("phones.invalid.text", lang)])
    return web.Response(status=403, text=text, content_type="text/html")


def join_page(lang: str, status: int = 200, line: str | None = None) -> web.Response:
    form = (
        '<form method="post" action="/join" class="join">'
        '<input name="code" autocomplete="off" autocapitalize="characters" spellcheck="false" '
        f'maxlength="12" required aria-label="{html.escape(tr("phones.join.prompt", lang))}">'
        f'<button type="submit">{html.escape(tr("phones.join.button", lang))}</button></form>'
    )
    lines = [tr("phones.join.prompt", lang)] + ([line] if line else [])
    text = _plain_page(lang, tr("phones.join.title", lang), lines, form)
    return web.Response(status=status, text=text, content_type="text/html")
