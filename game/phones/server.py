"""The phones' server: aiohttp on its own event loop, in a daemon thread beside the window.

    server = PhoneServer(hub, "winkybilly", host="192.168.1.20")
    server.start()                   # returns once it listens (OSError, worded, if it cannot)
    server.address(seat)             # http://HOST:PORT/hand/<token>: the seat's QR code
    server.offer_code(seat); server.code(seat)   # the short code, valid while offered
    server.connected()               # the seats whose phone is connected now
    server.stop()                    # every phone is told "closed"; safe twice and at exit

Routes: `/hand/<token>` (the page; any other token: 403, a page that shows nothing of the table),
`/hand/<token>/ws` (the seat's WebSocket), `/join` (the short code), `/page/...` (the page's own
files, by name), `/words/<lang>.json` (its words), `/art/<game>/<file>.png` (the game's pictures
the page draws, a fixed list: `art.py`). Nothing else.

The table's thread never waits on this one: `hub.publish` wakes the loop with
`call_soon_threadsafe` and returns.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import ipaddress
import os
import threading
from collections.abc import Callable

from aiohttp import web

from game.i18n import current_language, tr

from . import pages
from .codes import JoinCodes
from .connection import CLOSE_FLOOD, PHONE_NAME, Connection, monotonic
from .hub import Dropped, Hub, Joined
from .messages import MAX_MESSAGE_BYTES

START_TIMEOUT = 10.0  # seconds start() waits for the loop to listen
STOP_TIMEOUT = 5.0
MAX_FRAME = 4 * MAX_MESSAGE_BYTES  # larger frames close the socket (aiohttp); smaller ones, refused
HEARTBEAT = 15.0  # seconds between pings: a phone gone without a word is dropped after ~2 of them


def one_address(host: str) -> bool:
    """Whether `host` is one IPv4 address (not "0.0.0.0", every network at once, nor a name)."""
    try:
        return not ipaddress.IPv4Address(host).is_unspecified
    except ValueError:
        return False


def same_origin(request: web.Request) -> bool:
    """A socket opened by this server's own page (a browser names the page's origin; a client
    without one, not a browser, still needs the token)."""
    origin = request.headers.get("Origin")
    return origin is None or origin == f"http://{request.host}"


class PhoneServer:
    def __init__(
        self,
        hub: Hub,
        game: str,
        host: str = "127.0.0.1",
        port: int = 0,
        language: str | None = None,
        clock: Callable[[], float] = monotonic,
    ) -> None:
        if not pages.GAME_NAME.fullmatch(game):
            raise ValueError(f"not a game name: {game!r}")
        if not one_address(host):
            raise ValueError(f"a phones' server listens on one IPv4 address the host chose, not {host!r}")
        self.hub, self.game, self.host = hub, game, host
        self.port = port
        self.language = language or current_language()
        self.clock = clock
        self.codes = JoinCodes(hub.seats)
        self._connections: dict[int, Connection] = {}
        self._connected: frozenset[int] = frozenset()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None
        self._stopped = False

    # ------------------------------------------------------------ the table's side
    def address(self, seat: int) -> str:
        """The seat's own address, its token inside: what its QR code holds."""
        return f"http://{self.host}:{self.port}/hand/{self.hub.tokens[seat]}"

    def join_address(self) -> str:
        return f"http://{self.host}:{self.port}/join"

    def code(self, seat: int) -> str:
        """The seat's short code (typed at `join_address()`; valid only while offered)."""
        return self.codes.codes[seat]

    def offer_code(self, seat: int | None) -> None:
        """Make `seat`'s code the one `/join` takes (None: no code works)."""
        self.codes.offer(seat)

    def connected(self) -> set[int]:
        """The seats whose phone is connected now."""
        return set(self._connected)

    def start(self) -> None:
        """Listen; returns once listening. OSError, worded for the player, if it cannot."""
        if self._thread is not None:
            raise RuntimeError("a phones' server starts once")
        ready = threading.Event()
        failure: list[BaseException] = []
        self._thread = threading.Thread(
            target=self._run, args=(ready, failure), name="phones-server", daemon=True
        )
        self._thread.start()
        if not ready.wait(START_TIMEOUT):
            failure.append(TimeoutError("the server did not start in time"))
        if failure:
            self._stopped = True
            self._thread.join(STOP_TIMEOUT)
            error = failure[0]
            reason = os.strerror(error.errno) if isinstance(error, OSError) and error.errno else None
            text = tr(
                "phones.error.listen",
                self.language,
                host=self.host,
                port=str(self.port),
                reason=reason or str(error),
            )
            raise OSError(text) from error
        self.hub.on_publish = self._on_publish
        atexit.register(self.stop)

    def stop(self) -> None:
        """Tell every phone "closed", close the sockets and the port, end the thread. Idempotent."""
        if self._stopped:
            return
        self._stopped = True
        atexit.unregister(self.stop)
        if self.hub.on_publish == self._on_publish:
            self.hub.on_publish = None
        loop, thread = self._loop, self._thread
        if loop is not None and loop.is_running():
            future = asyncio.run_coroutine_threadsafe(self._shutdown(), loop)
            with contextlib.suppress(Exception):  # a phone that hangs must not keep the table open
                future.result(STOP_TIMEOUT)
            loop.call_soon_threadsafe(loop.stop)
        if thread is not None:
            thread.join(STOP_TIMEOUT)

    # ------------------------------------------------------------ the loop's thread
    def _run(self, ready: threading.Event, failure: list[BaseException]) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._listen())
        except BaseException as error:
            failure.append(error)
            ready.set()
            loop.close()
            return
        self._loop = loop
        ready.set()
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _listen(self) -> None:
        app = web.Application(client_max_size=4096)
        app.on_response_prepare.append(pages.secure)
        app.router.add_get("/hand/{token}", self._hand)
        app.router.add_get("/hand/{token}/ws", self._socket)
        app.router.add_get("/join", self._join_form)
        app.router.add_post("/join", self._join)
        app.router.add_get("/page/{name:.+}", self._static)
        app.router.add_get("/words/{name}", self._words)
        app.router.add_get("/art/{game}/{name}", self._art)
        runner = web.AppRunner(app, access_log=None, handle_signals=False, shutdown_timeout=1.0)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port)
        try:
            await site.start()
        except BaseException:
            await runner.cleanup()
            raise
        self._runner = runner
        self.port = runner.addresses[0][1]

    async def _shutdown(self) -> None:
        ending = list(self._connections.values())
        for connection in ending:
            if connection.sending is not None:
                connection.sending.cancel()
        await asyncio.gather(*(c.finish({"type": "closed"}) for c in ending), return_exceptions=True)
        if self._runner is not None:
            await self._runner.cleanup()

    def _on_publish(self, seat: int) -> None:
        loop = self._loop
        if loop is None or self._stopped:
            return
        with contextlib.suppress(RuntimeError):  # the loop closed between the check and the call
            loop.call_soon_threadsafe(self._wake, seat)

    def _wake(self, seat: int) -> None:
        connection = self._connections.get(seat)
        if connection is not None:
            connection.wake()
        else:
            self.hub.notes(seat)  # a line is for a phone that is there: none is kept

    # ------------------------------------------------------------ routes
    async def _hand(self, request: web.Request) -> web.Response:
        if self.hub.seat_of(request.match_info["token"]) is None:
            return pages.invalid_page(self.language)
        return pages.hand_page(self.game, self.language)

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        seat = self.hub.seat_of(request.match_info["token"])
        if seat is None or self._stopped or not same_origin(request):
            return pages.invalid_page(self.language)
        ws = web.WebSocketResponse(max_msg_size=MAX_FRAME, heartbeat=HEARTBEAT, timeout=2.0)
        await ws.prepare(request)
        phone = request.query.get("phone")
        phone = phone if phone and PHONE_NAME.fullmatch(phone) else None
        connection = Connection(ws, self.hub, seat, self.language, self.clock, phone)
        before = self._connections.get(seat)
        self._connections[seat] = connection
        self._connected = frozenset(self._connections)
        moved = before is not None and not before.same_phone(phone)
        if before is not None:  # the same phone back: its old socket goes quietly
            before.end({"type": "moved"} if moved else None)
        self.hub.deliver(Joined(seat, moved=moved))
        connection.sending = asyncio.get_running_loop().create_task(connection.send_loop())
        try:
            async for message in ws:
                if not connection.receive(message):
                    await ws.close(code=CLOSE_FLOOD, message=b"too many messages")
                    break
        finally:
            connection.sending.cancel()
            if self._connections.get(seat) is connection:
                del self._connections[seat]
                self._connected = frozenset(self._connections)
                if not self._stopped:
                    self.hub.deliver(Dropped(seat))
        return ws

    async def _join_form(self, request: web.Request) -> web.Response:
        return pages.join_page(self.language)

    async def _join(self, request: web.Request) -> web.Response:
        client = request.remote or "?"
        now = self.clock()
        wait = self.codes.wait_left(client, now)
        if wait <= 0:
            form = await request.post()
            typed = form.get("code")
            seat = self.codes.claim(client, typed if isinstance(typed, str) else "", now)
            if seat is not None:
                raise web.HTTPSeeOther(f"/hand/{self.hub.tokens[seat]}")
            wait = self.codes.wait_left(client, now)
            if wait <= 0:
                return pages.join_page(self.language, 403, tr("phones.join.wrong", self.language))
        line = tr("phones.join.wait", self.language, seconds=str(round(wait + 0.5)))
        return pages.join_page(self.language, 429, line)

    async def _static(self, request: web.Request) -> web.Response:
        return pages.serve_static(request.match_info["name"])

    async def _words(self, request: web.Request) -> web.Response:
        return pages.serve_words(request.match_info["name"])

    async def _art(self, request: web.Request) -> web.Response:
        return pages.serve_art(request.match_info["game"], request.match_info["name"])
